import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Russian is the source language: messages are written in Russian, English lives in en.po. */
export default defineConfig({
  sourceLocale: 'ru',
  locales: ['ru', 'en'],
  fallbackLocales: { default: 'ru' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/app/i18n/locales/{locale}',
      include: ['<rootDir>/pages', '<rootDir>/renderer', '<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/generated/**', '**/*.test.*'],
    },
  ],
});

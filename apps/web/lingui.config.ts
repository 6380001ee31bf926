import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The committed catalogs; the catalog check (scripts/check-catalogs.ts) extracts into a copy elsewhere. */
const catalogsDir = process.env.LINGUI_CATALOGS_DIR ?? '<rootDir>/src/app/i18n/locales';

/** Russian is the source language: messages are written in Russian, English lives in en.po. */
export default defineConfig({
  sourceLocale: 'ru',
  locales: ['ru', 'en'],
  fallbackLocales: { default: 'ru' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: `${catalogsDir}/{locale}`,
      include: ['<rootDir>/pages', '<rootDir>/renderer', '<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/generated/**', '**/*.test.*'],
    },
  ],
});

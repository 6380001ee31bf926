import { reactConfig } from '@ostrel/eslint-config/react';

export default [
  // What `lingui compile` writes next to the catalogs; the site's build compiles the .po files itself.
  { ignores: ['src/i18n/locales/*.js'] },
  ...reactConfig(import.meta.dirname),
  {
    // DESIGN: a page's status and redirects are decided in one module (src/app/outcome) only.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/app/outcome/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'vike/abort', message: 'Decide a page outcome through src/app/outcome (notFound, headFromSeo).' }] }],
    },
  },
];

import { reactConfig } from '@ostrel/eslint-config/react';

export default [
  // Written by `lingui compile` in the catalog check; Vite compiles the .po files itself.
  { ignores: ['src/i18n/locales/*.js'] },
  ...reactConfig(import.meta.dirname),
];

// Flat config for the React app: the Node rules plus browser globals and the rules of hooks.
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { nodeConfig } from './node.js';

/** @param {string} tsconfigRootDir the package directory, for type-aware rules */
export function reactConfig(tsconfigRootDir) {
  return [
    ...nodeConfig(tsconfigRootDir),
    reactHooks.configs.flat['recommended-latest'],
    {
      files: ['pages/**', 'renderer/**', 'src/**'],
      languageOptions: { globals: { ...globals.browser } },
    },
    {
      files: ['e2e/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'test-support/**/*.ts'],
      rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'no-console': 'off' },
    },
  ];
}

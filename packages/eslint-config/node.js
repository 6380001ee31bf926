// Flat config for TypeScript packages that run on Node.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** @param {string} tsconfigRootDir the package directory, for type-aware rules */
export function nodeConfig(tsconfigRootDir) {
  return tseslint.config(
    { ignores: ['dist/**', '**/generated/**', 'coverage/**', 'eslint.config.js'] },
    js.configs.recommended,
    ...tseslint.configs.strictTypeChecked,
    {
      languageOptions: {
        globals: globals.node,
        parserOptions: { projectService: true, tsconfigRootDir },
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
        '@typescript-eslint/no-floating-promises': 'error',
        // Typed query results (`query<Row>()`) are the point of a generic used once.
        '@typescript-eslint/no-unnecessary-type-parameters': 'off',
        eqeqeq: ['error', 'always'],
        'no-console': 'error',
      },
    },
    {
      files: ['**/*.test.ts', 'test/**/*.ts', '**/test-support/**/*.ts'],
      rules: {
        '@typescript-eslint/no-non-null-assertion': 'off',
      },
    },
  );
}

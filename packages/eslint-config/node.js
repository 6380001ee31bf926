// Flat config for TypeScript packages that run on Node.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// import-x's TypeScript settings, with the resolver below in place of its legacy one.
const { 'import-x/resolver': _legacyResolver, ...typescriptSettings } = importX.flatConfigs.typescript.settings;

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
      plugins: { 'import-x': importX },
      settings: {
        // TypeScript sources are read (for cycles) with the TypeScript parser, resolved as tsc does.
        ...typescriptSettings,
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: tsconfigRootDir })],
      },
      rules: {
        // Modules that import each other cannot be read, tested or split apart one at a time.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
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

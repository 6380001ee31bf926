// Flat config for TypeScript packages that run on Node. Oxlint runs the rest (oxlintrc.json, the
// `lint` scripts' `oxlint`): typescript-eslint's typed rules, on the native compiler, and the refusal
// of import cycles (modules that import each other cannot be read, tested or split apart one at a time).
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// import-x's TypeScript settings, with the resolver below in place of its legacy one.
const { 'import-x/resolver': _legacyResolver, ...typescriptSettings } = importX.flatConfigs.typescript.settings;

/** @param {string} tsconfigRootDir the package directory, where import paths resolve as tsc resolves them */
export function nodeConfig(tsconfigRootDir) {
  assertOxlintRunsTypedRules();
  return tseslint.config(
    { ignores: ['dist/**', '**/generated/**', 'coverage/**', 'eslint.config.js'] },
    js.configs.recommended,
    // strictTypeChecked without its typed rules: those are oxlintrc.json's.
    ...tseslint.configs.strict,
    {
      languageOptions: { globals: globals.node },
      plugins: { 'import-x': importX },
      settings: {
        // TypeScript sources are read (for the layers) with the TypeScript parser, resolved as tsc does.
        ...typescriptSettings,
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: tsconfigRootDir })],
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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

/**
 * This project's settings of typed rules where they differ from strictTypeChecked's. Typed query
 * results (`query<Row>()`) are the point of a generic used once.
 */
const typedRuleChoices = {
  '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
  '@typescript-eslint/no-unnecessary-type-parameters': 'off',
};

/**
 * Throws unless oxlintrc.json sets every typed rule of strictTypeChecked as it does (or as
 * typedRuleChoices says), and no other: a typescript-eslint upgrade that adds or changes one fails
 * the lint here, where it would otherwise run nowhere or differently.
 */
function assertOxlintRunsTypedRules() {
  const { rules } = JSON.parse(readFileSync(new URL('./oxlintrc.json', import.meta.url), 'utf8'));
  const isTyped = (name) =>
    name.startsWith('@typescript-eslint/') &&
    tseslint.plugin.rules[name.slice('@typescript-eslint/'.length)]?.meta.docs?.requiresTypeChecking === true;
  const expected = Object.fromEntries(
    Object.entries({
      ...Object.assign({}, ...tseslint.configs.strictTypeChecked.map((config) => config.rules ?? {})),
      ...typedRuleChoices,
    })
      .filter(([name]) => isTyped(name))
      .map(([name, setting]) => [name.replace('@typescript-eslint/', 'typescript/'), setting]),
  );
  const typedInOxlint = Object.keys(rules).filter((name) => name.startsWith('typescript/'));
  const differing = [...new Set([...Object.keys(expected), ...typedInOxlint])].filter(
    (name) => JSON.stringify(rules[name]) !== JSON.stringify(expected[name]),
  );
  if (differing.length > 0) {
    throw new Error(
      `oxlintrc.json differs from strictTypeChecked's typed rules: ${differing.map((name) => `${name} should be ${JSON.stringify(expected[name])}`).join('; ')}`,
    );
  }
}

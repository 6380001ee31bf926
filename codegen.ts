import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL Code Generator, for every package that has GraphQL. Each package's `codegen` task runs
 * it for its own target (CODEGEN_TARGET), so Turborepo can cache the outputs per package.
 * Generated files land in `generated/` folders (named below) and are never committed.
 */
const targets: Record<string, CodegenConfig['generates']> = {
  bff: {
    'apps/bff/src/generated/resolvers-types.ts': {
      schema: 'apps/bff/src/schema/*/schema.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#BffContext',
        useIndexSignature: true,
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, object: false, inputValue: false, defaultValue: false },
        maybeValue: 'T | null',
        scalars: { ID: 'string', File: 'File' },
        // Resolvers may return the contract's shapes where a type adds computed fields.
        mappers: {
          Picture: '@ostrel/contract/schemas/common#Picture as ContractPicture',
          Model: '@ostrel/contract/schemas/catalog#Model as ContractModel',
        },
      },
    },
    // Typed documents for the BFF's own tests and benchmarks: every operation they send is a
    // `graphql()` document checked against the schema, its result and variable types generated.
    'apps/bff/src/test-support/generated/': {
      schema: 'apps/bff/src/schema/*/schema.graphql',
      documents: [
        'apps/bff/src/**/*.test.ts',
        'apps/bff/src/test-support/**/*.ts',
        'apps/bff/bench/**/*.ts',
        '!apps/bff/src/test-support/generated/**',
      ],
      preset: 'client',
      // Tests read whole answers, fragments included.
      presetConfig: { fragmentMasking: false },
      // `.js` in the generated imports: the BFF is ESM for Node.
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        emitLegacyCommonJSImports: false,
        scalars: { ID: 'string', File: 'File' },
      },
    },
  },
  web: {
    'apps/web/src/app/graphql/generated/': {
      schema: 'apps/bff/src/schema/*/schema.graphql',
      // The browser specs' own operations too (named E2e…): typed like the site's, never hand-written.
      documents: [
        'apps/web/{pages,renderer,server,src}/**/*.{ts,tsx}',
        'apps/web/e2e/**/*.ts',
        '!apps/web/src/app/graphql/generated/**',
      ],
      preset: 'client',
      // Fragment masking on: a component sees only its own fragment. Components unmask it with
      // `readFragment` (src/app/graphql/read-fragment.ts, it says why); the generated function is
      // named for what it is (the default `useFragment` is no hook).
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      // `.js` in the generated imports: the server (compiled by tsc for Node) reads its documents too.
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        emitLegacyCommonJSImports: false,
        scalars: { ID: 'string', File: 'File' },
      },
    },
  },
};

const target = process.env.CODEGEN_TARGET;
const generates = target ? targets[target] : Object.assign({}, ...Object.values(targets));
if (!generates) throw new Error(`unknown CODEGEN_TARGET ${target ?? ''}`);

const config: CodegenConfig = { overwrite: true, generates, silent: true };

export default config;

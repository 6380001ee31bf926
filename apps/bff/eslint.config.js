import { nodeConfig } from '@ostrel/eslint-config/node';

// Operations reach the BFF as generated graphql() documents. Raw text is only for the hostile
// operations of hardening.test.ts, which no valid document could be.
const rawGraphQL = [
  {
    selector: "MemberExpression[property.name='sendRawText'], ObjectPattern > Property[key.name='sendRawText']",
    message:
      'Send a graphql() document with query(); raw text is only for the hostile operations of hardening.test.ts.',
  },
  {
    selector:
      "CallExpression[callee.object.name='JSON'][callee.property.name='stringify'] > ObjectExpression > Property[key.name='query'] > :matches(Literal, TemplateLiteral)",
    message: 'Send a graphql() document (print() it for a hand-made request), not GraphQL text.',
  },
];

export default [
  ...nodeConfig(import.meta.dirname),
  {
    files: ['src/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    ignores: ['src/hardening.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...rawGraphQL] },
  },
];

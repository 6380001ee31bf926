import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, print } from 'graphql';
import { inject } from 'vitest';
import { STEP_TIMEOUT_MS } from './browser';
import type { Locale } from './frame';

/** No argument for a document without variables; its variables, as declared, for one with them. */
type VariablesArgument<Variables> =
  Variables extends Record<string, never> ? [variables?: Variables] : [variables: Variables];

/**
 * What the site's own `/graphql` answers to a `graphql()` document, in a language, sent as a
 * browser on the site sends it. Specs check pages against it instead of against copied strings.
 * Fails, naming the operation, on errors or an answer without data.
 */
export async function askBff<Data, Variables extends Record<string, unknown>>(
  locale: Locale,
  document: TypedDocumentNode<Data, Variables>,
  ...[variables]: VariablesArgument<Variables>
): Promise<Data> {
  const site = inject('siteUrl');
  const operationName = getOperationAST(document)?.name?.value;
  const response = await fetch(`${site}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site, locale },
    body: JSON.stringify({ query: print(document), operationName, variables: variables ?? {} }),
    signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
  });
  const body = (await response.json()) as { data?: Data | null; errors?: unknown[] };
  if (!response.ok || body.errors?.length || !body.data) {
    throw new Error(
      `The BFF answered ${operationName ?? 'an operation'} (${locale}) with ${response.status}: ${JSON.stringify(body).slice(0, 500)}`,
    );
  }
  return body.data;
}

/** A union's answer as the member a spec relies on, or an error naming what came instead. */
export function narrowTo<Value extends { __typename?: string }, Typename extends NonNullable<Value['__typename']>>(
  value: Value | null | undefined,
  typename: Typename,
): Extract<Value, { __typename?: Typename }> {
  if (value?.__typename !== typename)
    throw new Error(`Expected a ${typename}, the BFF answered ${JSON.stringify(value)}`);
  return value as Extract<Value, { __typename?: Typename }>;
}

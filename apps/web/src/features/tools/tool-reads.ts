import type { AnyVariables, TypedDocumentNode } from '@urql/core';

/** Runs one of the tools' generated GraphQL documents: on the server for the page, in the browser as the visitor types. */
export type RunQuery = <Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
) => Promise<Data>;

/** What a tool reads: the BFF, and the visitor's favourite models (read only when they ask for them). */
export interface ToolReads {
  query: RunQuery;
  favoriteModelIds(): number[];
}

import type { AnyVariables, TypedDocumentNode } from '@urql/core';
import type { PageContextServer } from 'vike/types';
import type { Locale } from '../i18n/locale';
import { tooManyRequests } from '../outcome/too-many-requests';
import { retryAfterOf } from './rate-limit';

/**
 * Runs one operation for a page on the server, through the request's client over the in-process BFF. Reads do not fail (the
 * BFF answers with empty defaults); an error here is a bug and crashes the render, which sends the
 * visitor to /502 — but for the visitor's rate limit, which answers 429. Answers built from defaults make the page uncacheable.
 */
export async function queryOnServer<Data, Variables extends AnyVariables>(
  pageContext: PageContextServer,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  locale: Locale = pageContext.locale,
): Promise<Data> {
  // urql sends a query as GET when it fits the URL; one that carries a file must be a multipart POST.
  const carriesFile = Object.values(variables as Record<string, unknown>).some((value) => value instanceof Blob);
  const result = await pageContext
    .graphql(locale)
    .query(document, variables, carriesFile ? { preferGetMethod: false } : undefined)
    .toPromise();
  if (result.extensions?.degraded === true) pageContext.renderMeta.cacheable = false;
  const retryAfterSeconds = retryAfterOf(result.error);
  if (retryAfterSeconds !== null) throw tooManyRequests(retryAfterSeconds);
  if (result.error) throw new Error(`GraphQL operation failed: ${result.error.message}`);
  if (!result.data) throw new Error('GraphQL operation answered without data');
  return result.data;
}

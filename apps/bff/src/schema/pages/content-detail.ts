import type { EndpointId, ResponseOf } from '@ostrel/contract/endpoints';
import { codeParam } from '@ostrel/contract/schemas/common';
import type { BffContext } from '../../context.js';
import type { ContentNotFound } from '../../generated/resolvers-types.js';
import type { UpstreamRequest } from '../../upstream/client.js';

export type NotFoundResult = ContentNotFound & { __typename: 'ContentNotFound' };

const contentNotFound = (requested: string): NotFoundResult => ({ __typename: 'ContentNotFound', requested });

/** True when every value could be a code in a content API path (the contract's own rule). */
export const validCodes = (codes: readonly string[]): boolean =>
  codes.every((code) => codeParam.safeParse(code).success);

interface DetailOptions<Id extends EndpointId, Found> {
  /** Every code the request carries: one that no content can have is not-found without a call. */
  codes: readonly string[];
  /** The site path asked for, given back with not-found. */
  requested: string;
  /** The found result, typed for its union. */
  found: (data: ResponseOf<Id>) => Found;
  /** What the page renders when the content API cannot answer: a failure is not a 404. */
  empty: () => Found;
}

/**
 * Reads a detail endpoint for a page that answers 404 when its content is missing: the data, a
 * typed not-found on an upstream 404, or the empty result on any failure.
 */
export async function readDetail<Id extends EndpointId, Found>(
  context: BffContext,
  id: Id,
  request: Omit<UpstreamRequest, 'locale'>,
  options: DetailOptions<Id, Found>,
): Promise<Found | NotFoundResult> {
  if (!validCodes(options.codes)) return contentNotFound(options.requested);
  const result = await context.read(id, request);
  if (result.status === 'not_found') return contentNotFound(options.requested);
  if (result.status === 'failed') return options.empty();
  return options.found(result.data);
}

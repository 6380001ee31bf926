import type { EndpointId, ResponseOf } from '@ostrel/contract/endpoints';
import type { BffContext } from '../context.js';
import type { UpstreamRequest } from './client.js';

/** The endpoint's data, or `fallback` (the field's empty value) when it is missing or failed. */
export async function readOr<Id extends EndpointId, Fallback>(
  context: BffContext,
  id: Id,
  request: Omit<UpstreamRequest, 'locale'>,
  fallback: Fallback,
): Promise<ResponseOf<Id> | Fallback> {
  const result = await context.read(id, request);
  return result.status === 'ok' ? result.data : fallback;
}

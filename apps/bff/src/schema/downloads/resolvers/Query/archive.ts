import { endpoints } from '@ostrel/contract/endpoints';
import type { ArchiveDownload, QueryResolvers } from '../../../../generated/resolvers-types.js';

const none = { path: null, fileName: null, size: null };

/** `attachment; filename="x.zip"` gives x.zip. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename="([^"]+)"|filename=([^;\s]+)/);
  return match?.[1] ?? match?.[2] ?? null;
}

export const archive: NonNullable<QueryResolvers['archive']> = async (
  _parent,
  { archiveId },
  context,
): Promise<ArchiveDownload> => {
  if (!endpoints.archive.params.safeParse({ archiveId }).success) return { archiveId, status: 'missing', ...none };
  const request = { params: { archiveId }, locale: context.locale };
  // HEAD asks without moving the zip; a provider that does not answer HEAD gets a GET whose body is dropped.
  let call = await context.upstream.call('archive', request, { method: 'HEAD', body: 'headers' });
  if (call.status === 'refused' && (call.statusCode === 405 || call.statusCode === 501)) {
    call = await context.upstream.call('archive', request, { method: 'GET', body: 'headers' });
  }
  // A failure is logged by the client; a status it leaves to us is logged here.
  if (call.status === 'failed') return { archiveId, status: 'unknown', ...none };
  if (call.status === 'ok') {
    const length = Number(call.headers.get('content-length') ?? Number.NaN);
    return {
      archiveId,
      status: 'available',
      // The zip's path on the API's origin, which the site serves it from.
      path: new URL(call.url).pathname,
      fileName: fileNameOf(call.headers.get('content-disposition')),
      size: Number.isSafeInteger(length) && length >= 0 ? length : null,
    };
  }
  // 400 is a malformed id, which names no archive either.
  if (call.statusCode === 404 || call.statusCode === 400) return { archiveId, status: 'missing', ...none };
  context.log.warn({
    msg: 'upstream read failed',
    endpoint: 'archive',
    url: call.url,
    cause: `status ${call.statusCode}`,
  });
  return { archiveId, status: 'unknown', ...none };
};

import { endpoints } from '@ostrel/contract/endpoints';
import type { ArchiveDownload, QueryResolvers } from '../../../../generated/resolvers-types.js';
import { callUpstream, originPath } from '../../upstream-raw.js';

const none = { path: null, fileName: null, size: null };

/** `attachment; filename="x.zip"` gives x.zip. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename="([^"]+)"|filename=([^;\s]+)/);
  return match?.[1] ?? match?.[2] ?? null;
}

export const archive: NonNullable<QueryResolvers['archive']> = async (_parent, { archiveId }, context): Promise<ArchiveDownload> => {
  if (!endpoints.archive.params.safeParse({ archiveId }).success) return { archiveId, status: 'missing', ...none };
  const request = { params: { archiveId } };
  const timeoutMs = context.config.upstreamTimeoutMs;
  // HEAD asks without moving the zip; a provider that does not answer HEAD gets a GET whose body is dropped.
  let call = await callUpstream(context, 'archive', request, { method: 'HEAD', timeoutMs });
  if (call.ok && (call.response.status === 405 || call.response.status === 501)) {
    await call.response.body?.cancel();
    call = await callUpstream(context, 'archive', request, { method: 'GET', timeoutMs });
  }
  if (!call.ok) {
    context.log.warn({ msg: 'upstream read failed', endpoint: 'archive', url: call.url, cause: call.cause });
    return { archiveId, status: 'unknown', ...none };
  }
  const { response, url } = call;
  await response.body?.cancel();
  if (response.ok) {
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    return {
      archiveId,
      status: 'available',
      path: originPath(url),
      fileName: fileNameOf(response.headers.get('content-disposition')),
      size: Number.isSafeInteger(length) && length >= 0 ? length : null,
    };
  }
  // 400 is a malformed id, which names no archive either.
  if (response.status === 404 || response.status === 400) return { archiveId, status: 'missing', ...none };
  context.log.warn({ msg: 'upstream read failed', endpoint: 'archive', url, cause: `status ${response.status}` });
  return { archiveId, status: 'unknown', ...none };
};

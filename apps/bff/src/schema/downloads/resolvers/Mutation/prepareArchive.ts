import { endpoints } from '@ostrel/contract/endpoints';
import type { MutationResolvers, PrepareArchiveResult } from '../../../../generated/resolvers-types.js';
import { callUpstream } from '../../upstream-raw.js';

/** Zipping takes longer than a read: the archive call may take this many read timeouts. */
export const archiveTimeoutFactor = 5;

const maxFiles = 500;

export const prepareArchive: NonNullable<MutationResolvers['prepareArchive']> = async (_parent, { fileIds }, context): Promise<PrepareArchiveResult> => {
  const wanted = [...new Set(fileIds)];
  const rejected = (reason: 'empty' | 'tooMany' | 'filesMissing' | 'invalid'): PrepareArchiveResult => ({ __typename: 'ArchiveRejected', reason, fileIds: wanted });
  if (wanted.length === 0) return rejected('empty');
  if (wanted.length > maxFiles) return rejected('tooMany');
  if (wanted.some((id) => id < 1)) return rejected('invalid');
  const unavailable = (url: string, cause: string): PrepareArchiveResult => {
    context.log.warn({ msg: 'upstream write failed', endpoint: 'prepareArchive', url, cause });
    return { __typename: 'ArchiveUnavailable', fileIds: wanted };
  };
  // Zipping hundreds of documents legitimately takes longer than a read, so it gets more time.
  const call = await callUpstream(context, 'prepareArchive', { query: { 'fileIds[]': wanted } }, { method: 'POST', timeoutMs: context.config.upstreamTimeoutMs * archiveTimeoutFactor });
  if (!call.ok) return unavailable(call.url, call.cause);
  const { response, url } = call;
  if (response.status === 404 || response.status === 400) {
    await response.body?.cancel();
    return rejected(response.status === 404 ? 'filesMissing' : 'invalid');
  }
  if (!response.ok) {
    await response.body?.cancel();
    return unavailable(url, `status ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return unavailable(url, 'malformed JSON');
  }
  const parsed = endpoints.prepareArchive.response.safeParse(body);
  if (!parsed.success) return unavailable(url, `shape: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const { url: path, ...archive } = parsed.data;
  return { __typename: 'Archive', ...archive, path };
};

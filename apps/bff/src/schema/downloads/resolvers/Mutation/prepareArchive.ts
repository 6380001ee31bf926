import type { MutationResolvers, PrepareArchiveResult } from '../../../../generated/resolvers-types.js';

/** Zipping takes longer than a read: the archive call may take this many read timeouts. */
export const archiveTimeoutFactor = 5;

const maxFiles = 500;
/** A series' code, or a series' and a model's joined by a slash (the content API's `gldf[]`). */
const productCode = /^[a-z0-9][a-z0-9-]{0,99}(\/[a-z0-9][a-z0-9-]{0,99})?$/;

export const prepareArchive: NonNullable<MutationResolvers['prepareArchive']> = async (
  _parent,
  { fileIds, gldf },
  context,
): Promise<PrepareArchiveResult> => {
  const wanted = [...new Set(fileIds)];
  const containers = [...new Set(gldf)];
  const rejected = (reason: 'empty' | 'tooMany' | 'filesMissing' | 'invalid'): PrepareArchiveResult => ({
    __typename: 'ArchiveRejected',
    reason,
    fileIds: wanted,
  });
  if (wanted.length + containers.length === 0) return rejected('empty');
  if (wanted.length + containers.length > maxFiles) return rejected('tooMany');
  if (wanted.some((id) => id < 1) || !containers.every((code) => productCode.test(code))) return rejected('invalid');
  // Zipping hundreds of documents legitimately takes longer than a read, so it gets more time.
  const call = await context.upstream.call(
    'prepareArchive',
    { query: { 'fileIds[]': wanted, 'gldf[]': containers }, locale: context.locale },
    { method: 'POST', body: 'json', timeoutMs: context.config.upstreamTimeoutMs * archiveTimeoutFactor },
  );
  // A failure is logged by the client; a status it leaves to us is logged here.
  if (call.status === 'failed') return { __typename: 'ArchiveUnavailable', fileIds: wanted };
  if (call.status === 'refused') {
    if (call.statusCode === 404 || call.statusCode === 400)
      return rejected(call.statusCode === 404 ? 'filesMissing' : 'invalid');
    context.log.warn({
      msg: 'upstream write failed',
      endpoint: 'prepareArchive',
      url: call.url,
      cause: `status ${call.statusCode}`,
    });
    return { __typename: 'ArchiveUnavailable', fileIds: wanted };
  }
  const { url: path, ...archive } = call.data;
  return { __typename: 'Archive', ...archive, path };
};

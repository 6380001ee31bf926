import { endpoints } from '@ostrel/contract/endpoints';
import type { BffContext } from '../../context.js';
import type { UpstreamRequest } from '../../upstream/client.js';

type RawEndpoint = 'prepareArchive' | 'archive';

/** What a raw call gives: the response (any status), or why there was none. */
export type RawResult = { ok: true; url: string; response: Response } | { ok: false; url: string; cause: string };

/**
 * A call the JSON read client does not make: a POST, or a look at a binary answer. It builds the
 * URL, credentials and locale the same way, but never caches (an archive is made once and lives
 * for a day) and leaves the status to the caller. Never throws.
 */
export async function callUpstream(
  context: BffContext,
  id: RawEndpoint,
  request: Omit<UpstreamRequest, 'locale'>,
  options: { method: 'POST' | 'HEAD' | 'GET'; timeoutMs: number },
): Promise<RawResult> {
  const url = context.upstream.url(id, { ...request, locale: context.locale });
  const { apiUsername, apiPassword } = context.config;
  try {
    context.upstream.onFetch(url);
    const response = await fetch(url, {
      method: options.method,
      headers: {
        authorization: `Basic ${Buffer.from(`${apiUsername}:${apiPassword}`).toString('base64')}`,
        locale: context.locale,
        accept: endpoints[id].binary ?? 'application/json',
      },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    return { ok: true, url, response };
  } catch (error) {
    const cause = error instanceof Error && error.name === 'TimeoutError' ? `timeout after ${options.timeoutMs} ms` : `network: ${(error as Error).message}`;
    return { ok: false, url, cause };
  }
}

/** The path of an upstream URL on its origin, e.g. /api/v1/downloads/archive/{id}. */
export const originPath = (url: string): string => new URL(url).pathname;

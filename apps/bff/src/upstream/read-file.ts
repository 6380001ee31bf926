import type { UpstreamHttp } from './http-exchange.js';
import type { Loaded } from './shared-reads.js';

/** Reads a file of the content into the value that is kept (plain JSON: it goes into the cache store). */
export interface UpstreamFileDecoder<T> {
  /** What the file is read as: part of the cache key and of the log line. */
  name: string;
  /** Files larger than this are refused unread. */
  maxBytes: number;
  /** The value, or null when the bytes are not what the decoder reads. */
  decode(bytes: Uint8Array): T | null;
}

/**
 * Loads a content file at `url` (null: the path named no content file) as `decoder` reads it. A
 * file that is missing, too large or unreadable is a failure; those that are the file's own are
 * marked `content`, so the circuit breaker does not count them against the provider.
 */
export async function loadFile<T>(
  http: UpstreamHttp,
  url: string | null,
  endpoint: string,
  decoder: UpstreamFileDecoder<T>,
): Promise<Loaded<T>> {
  if (!url) return { status: 'failed', cause: 'not a content file path', content: true };
  const exchange = await http.exchange(url, { endpoint, method: 'GET', headers: {} });
  if (!exchange.ok) return { status: 'failed', cause: exchange.cause };
  const { response } = exchange;
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || declared > decoder.maxBytes) {
    await response.body?.cancel();
    return response.ok
      ? { status: 'failed', cause: `larger than ${decoder.maxBytes} bytes`, content: true }
      : { status: 'failed', cause: `status ${response.status}` };
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    return { status: 'failed', cause: `network: ${(error as Error).message}` };
  }
  if (bytes.byteLength > decoder.maxBytes)
    return { status: 'failed', cause: `larger than ${decoder.maxBytes} bytes`, content: true };
  const value = decoder.decode(bytes);
  return value === null
    ? { status: 'failed', cause: `not a readable ${decoder.name} file`, content: true }
    : { status: 'ok', data: value };
}

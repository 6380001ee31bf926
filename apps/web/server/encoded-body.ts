import { Negotiator } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  // Quality 9 of 11: within a few per cent of the smallest answer, several times faster than 11,
  // and paid once per cached page. zlib's async calls run on libuv's pool, off the event loop.
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 9 }),
};

/** Smaller answers are sent as they are: compressing them saves less than its own cost. */
const compressFrom = 1024;

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/**
 * A response body with its compressed encodings, each made once, on first demand, and kept with
 * the body: a page in the render cache is answered with bytes ready to send, never compressed again.
 */
export class EncodedBody {
  readonly identity: Buffer;
  private readonly encodings = new Map<Encoding, Promise<Buffer>>();

  constructor(text: string) {
    this.identity = Buffer.from(text, 'utf8');
  }

  /** The encoding to answer a request's `Accept-Encoding` with: br, gzip or none. */
  negotiate(acceptEncoding: string | undefined): Encoding | null {
    if (!acceptEncoding || this.identity.length < compressFrom) return null;
    return negotiator.negotiate(acceptEncoding);
  }

  /** The body in `encoding` (the same promise for every caller). */
  encoded(encoding: Encoding): Promise<Buffer> {
    let bytes = this.encodings.get(encoding);
    if (!bytes) {
      bytes = compressors[encoding](this.identity);
      this.encodings.set(encoding, bytes);
    }
    return bytes;
  }

  /** What to send for a request's `Accept-Encoding`: the bytes and their `Content-Encoding`, if any. */
  async forRequest(acceptEncoding: string | undefined): Promise<{ bytes: Buffer; encoding: Encoding | null }> {
    const encoding = this.negotiate(acceptEncoding);
    if (!encoding) return { bytes: this.identity, encoding: null };
    try {
      return { bytes: await this.encoded(encoding), encoding };
    } catch {
      // Never expected of zlib; the page is still sent, as it is, and the next request tries again.
      this.encodings.delete(encoding);
      return { bytes: this.identity, encoding: null };
    }
  }
}

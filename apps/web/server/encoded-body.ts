import { Negotiator } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';

// Levels measured on the site's pages (95–120 kB of HTML, docs/operations.md): brotli 5 takes about
// 2 ms and comes within 4 % of brotli 9, which takes about 100 ms of a core and, made in the
// background for every kept page each time the render cache renews it, starved the requests
// themselves; gzip 6 about 2 ms. One level for every answer, made in the request that first needs it.
const compress: Record<Encoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipSync(bytes, { level: 6 }),
};

/** Smaller answers are sent as they are: compressing them saves less than its own cost. */
const compressFrom = 1024;

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/**
 * A response body and its compressed encodings. Each encoding is made once, in the request that
 * first asks for it, and kept with the body (a page in the render cache is compressed once per
 * encoding, however often it is sent), so no answer ever waits for another's compression.
 */
export class EncodedBody {
  readonly identity: Buffer;
  private readonly encodings = new Map<Encoding, Buffer>();

  constructor(text: string) {
    this.identity = Buffer.from(text, 'utf8');
  }

  /** The encoding to answer a request's `Accept-Encoding` with: br, gzip or none. */
  negotiate(acceptEncoding: string | undefined): Encoding | null {
    if (!acceptEncoding || this.identity.length < compressFrom) return null;
    return negotiator.negotiate(acceptEncoding);
  }

  /** The body in `encoding`, made now the first time it is asked for. */
  encoded(encoding: Encoding): Buffer {
    let bytes = this.encodings.get(encoding);
    if (!bytes) {
      bytes = compress[encoding](this.identity);
      this.encodings.set(encoding, bytes);
    }
    return bytes;
  }

  /** What to send for a request's `Accept-Encoding`: the bytes and their `Content-Encoding`, if any. */
  forRequest(acceptEncoding: string | undefined): { bytes: Buffer; encoding: Encoding | null } {
    const encoding = this.negotiate(acceptEncoding);
    if (!encoding) return { bytes: this.identity, encoding: null };
    return { bytes: this.encoded(encoding), encoding };
  }
}

import { Negotiator } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';

const brotliAt = (quality: number, bytes: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});

// Levels measured on the site's pages (63 kB and 131 kB of HTML, docs/operations.md): brotli 5
// takes ~2 ms and comes within 4 % of brotli 9, which takes 120 ms; gzip 6 ~2.5 ms.
/** For an answer made for one request: quick enough to do in that request, on its own time. */
const compressNow: Record<Encoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, brotliAt(5, bytes)),
  gzip: (bytes) => gzipSync(bytes, { level: 6 }),
};
/** For a kept page: the smallest bytes, made once, on libuv's pool, while the quick ones are sent. */
const compressSmallest: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => promisify(brotliCompress)(bytes, brotliAt(9, bytes)),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 9 }),
};

/** Smaller answers are sent as they are: compressing them saves less than its own cost. */
const compressFrom = 1024;

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/**
 * A response body and its compressed encodings. Every answer is compressed in the request that
 * sends it, at a quick level, so no answer ever waits for another's compression in a shared queue.
 * A body that is kept (a page in the render cache) and asked for again also has its smallest
 * encodings made once, in the background: once ready, they are what is sent, never compressed
 * again. A kept page asked for once (a new search, a new filter combination) never pays for them.
 */
export class EncodedBody {
  readonly identity: Buffer;
  private readonly quick = new Map<Encoding, Buffer>();
  private readonly smallest = new Map<Encoding, Buffer>();
  private readonly making = new Map<Encoding, Promise<void>>();

  /** `kept`: the body is answered many times (a cached page), worth its smallest encoding. */
  constructor(
    text: string,
    private readonly kept = false,
  ) {
    this.identity = Buffer.from(text, 'utf8');
  }

  /** The encoding to answer a request's `Accept-Encoding` with: br, gzip or none. */
  negotiate(acceptEncoding: string | undefined): Encoding | null {
    if (!acceptEncoding || this.identity.length < compressFrom) return null;
    return negotiator.negotiate(acceptEncoding);
  }

  /**
   * The body in `encoding`: its smallest bytes when made, otherwise the quick ones (made now, once);
   * a kept body asked for in `encoding` a second time starts making its smallest.
   */
  encoded(encoding: Encoding): Buffer {
    const smallest = this.smallest.get(encoding);
    if (smallest) return smallest;
    let bytes = this.quick.get(encoding);
    if (this.kept && bytes && !this.making.has(encoding)) this.makeSmallest(encoding);
    if (!bytes) {
      bytes = compressNow[encoding](this.identity);
      this.quick.set(encoding, bytes);
    }
    return bytes;
  }

  /** What to send for a request's `Accept-Encoding`: the bytes and their `Content-Encoding`, if any. */
  forRequest(acceptEncoding: string | undefined): { bytes: Buffer; encoding: Encoding | null } {
    const encoding = this.negotiate(acceptEncoding);
    if (!encoding) return { bytes: this.identity, encoding: null };
    return { bytes: this.encoded(encoding), encoding };
  }

  /** Resolves once the smallest encodings asked for so far are made (the answers meanwhile are quick). */
  async settled(): Promise<void> {
    await Promise.all(this.making.values());
  }

  private makeSmallest(encoding: Encoding): void {
    this.making.set(
      encoding,
      compressSmallest[encoding](this.identity).then(
        (bytes) => {
          this.smallest.set(encoding, bytes);
          this.quick.delete(encoding);
        },
        // Never expected of zlib: the quick encoding stays what is sent.
        () => undefined,
      ),
    );
  }
}

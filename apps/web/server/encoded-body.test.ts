import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody } from './encoded-body';

const page = `<!DOCTYPE html><html lang="ru"><body>${'<p>Светильник PLATO — офисное освещение.</p>'.repeat(200)}</body></html>`;

describe('encoded body', () => {
  it('answers br, gzip or nothing as the request accepts, each decoding to the same bytes', () => {
    const body = new EncodedBody(page);
    const br = body.forRequest('gzip, deflate, br');
    const gzip = body.forRequest('gzip');
    const plain = body.forRequest('identity');
    expect(br.encoding).toBe('br');
    expect(gzip.encoding).toBe('gzip');
    expect(plain.encoding).toBeNull();
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(page);
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(page);
    expect(plain.bytes.toString('utf8')).toBe(page);
    expect(br.bytes.length).toBeLessThan(page.length / 10);
  });

  it('compresses each encoding once, in the request that first asks for it, and sends those bytes after', () => {
    const body = new EncodedBody(page);
    const first = body.forRequest('br');
    expect(body.forRequest('br;q=1, gzip;q=0.5').bytes).toBe(first.bytes);
    const gzip = body.forRequest('gzip');
    expect(body.forRequest('gzip, deflate').bytes).toBe(gzip.bytes);
    expect(body.forRequest('br').bytes).toBe(first.bytes);
  });

  it('reads quality values and refusals, and sends no Accept-Encoding as it is', () => {
    const body = new EncodedBody(page);
    expect(body.negotiate('br;q=0, gzip')).toBe('gzip');
    expect(body.negotiate('gzip;q=0.2, br;q=0.8')).toBe('br');
    expect(body.negotiate('*')).toBe('br');
    expect(body.negotiate('deflate')).toBeNull();
    expect(body.negotiate(undefined)).toBeNull();
    expect(body.negotiate('')).toBeNull();
  });

  it('sends a small body as it is', () => {
    expect(new EncodedBody('<p>Не найдено</p>').negotiate('br, gzip')).toBeNull();
  });
});

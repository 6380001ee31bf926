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

  it('compresses an answer made for one request once, in that request, and no further', async () => {
    const body = new EncodedBody(page);
    const first = body.forRequest('br');
    const second = body.forRequest('br;q=1, gzip;q=0.5');
    expect(second.bytes).toBe(first.bytes);
    await body.settled();
    expect(body.forRequest('br').bytes).toBe(first.bytes);
    expect(body.encoded('gzip')).toBe(body.encoded('gzip'));
  });

  it('sends a kept page quickly compressed, and once asked for again, its smallest bytes as soon as they are made', async () => {
    // Words in a scrambled order, as a catalogue page has them: there brotli 9 finds more to reuse than 5.
    const words = ['светильник', 'PLATO', 'офис', 'IP65', 'модель', '4000 K', 'Ra > 90', 'DALI', 'лм/Вт', 'ЭПРА'];
    const text = `<!DOCTYPE html><html lang="ru"><body>${Array.from({ length: 4000 }, (_, index) => `<td class="c${String(index % 13)}">${words[(index * 7919) % 10]!} ${String((index * 104729) % 997)}</td>`).join('')}</body></html>`;
    const body = new EncodedBody(text, true);
    const quick = body.forRequest('br');
    await body.settled();
    // Asked for once (a search nobody repeats): nothing more is made for it.
    expect(body.forRequest('br').bytes).toBe(quick.bytes);
    await body.settled();
    const smallest = body.forRequest('br');
    expect(smallest.bytes).not.toBe(quick.bytes);
    expect(smallest.bytes.length).toBeLessThan(quick.bytes.length);
    expect(brotliDecompressSync(smallest.bytes).toString('utf8')).toBe(text);
    expect(body.forRequest('br').bytes).toBe(smallest.bytes);
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

import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readPostedUpload } from './posted-upload.js';

/** A request whose body is `form` as a browser encodes it (multipart/form-data with its boundary). */
async function posted(form: FormData): Promise<IncomingMessage> {
  const request = new Request('http://site.test/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return Object.assign(Readable.from([body]), {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }) as unknown as IncomingMessage;
}

const withFile = (bytes: Uint8Array<ArrayBuffer>, name = 'plato.ldt') => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return form;
};

describe('a file posted without script', () => {
  it('is read with its name and bytes', async () => {
    const bytes = new TextEncoder().encode('OSTREL\r\n1\r\n2\r\n');
    expect(await readPostedUpload(await posted(withFile(bytes)), 'file', 1024)).toEqual({ name: 'plato.ldt', bytes });
  });

  it('past the limit is read to its end and dropped, keeping only its name when it is known', async () => {
    expect(await readPostedUpload(await posted(withFile(new Uint8Array(2000))), 'file', 1024)).toEqual({
      name: 'plato.ldt',
      tooLarge: true,
    });
    // Past the multipart envelope's allowance the body is not parsed at all.
    const upload = await readPostedUpload(await posted(withFile(new Uint8Array(200 * 1024))), 'file', 1024);
    expect(upload).toEqual({ name: '', tooLarge: true });
  });

  it('without its field, or with a body that is not multipart, is missing', async () => {
    const form = new FormData();
    form.append('other', 'value');
    expect(await readPostedUpload(await posted(form), 'file', 1024)).toEqual({ missing: true });
    const empty = new FormData();
    empty.append('file', new Blob([]), '');
    expect(await readPostedUpload(await posted(empty), 'file', 1024)).toEqual({ missing: true });
    const garbage = Object.assign(Readable.from([Buffer.from('not multipart')]), {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    }) as unknown as IncomingMessage;
    expect(await readPostedUpload(garbage, 'file', 1024)).toEqual({ missing: true });
  });

  it('past 16 MB closes the connection instead of draining it', async () => {
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const endless = new Readable({
      read() {
        sent += 1;
        this.push(sent > 64 ? null : chunk);
      },
    });
    const request = Object.assign(endless, {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    }) as unknown as IncomingMessage;
    expect(await readPostedUpload(request, 'file', 1024)).toBeNull();
    expect(request.destroyed).toBe(true);
    expect(sent).toBeLessThan(20);
  });
});

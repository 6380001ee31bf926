import type { IncomingMessage } from 'node:http';
import type { PostedUpload } from '../src/app/page/posted-upload.js';

/** What a multipart body adds to its file: boundaries, part headers, a submit button's field. */
const envelopeBytes = 64 * 1024;
/** Past this the sender is not a visitor with a wrong file: the connection is closed, not drained. */
const drainedAtMost = 16 * 1024 * 1024;

/**
 * A file posted without script as `multipart/form-data`, read within `maxFileBytes`. A body past
 * that is read to its end and dropped (a browser still sending its upload would otherwise see the
 * connection reset instead of the page's answer), up to 16 MB; past that the connection is closed
 * and null is returned. A body that is not multipart, or has no such file field, is `missing`.
 */
export async function readPostedUpload(
  raw: IncomingMessage,
  field: string,
  maxFileBytes: number,
): Promise<PostedUpload | null> {
  const contentType = raw.headers['content-type'] ?? '';
  const kept: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > drainedAtMost) {
      raw.destroy();
      return null;
    }
    if (size <= maxFileBytes + envelopeBytes) kept.push(chunk);
  }
  if (size > maxFileBytes + envelopeBytes) return { name: '', tooLarge: true };
  let form: FormData;
  try {
    // Node's own multipart reader (undici), over a body already bounded above.
    form = await new Response(Buffer.concat(kept), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { missing: true };
  }
  const file = form.get(field);
  if (!(file instanceof File) || (file.size === 0 && file.name === '')) return { missing: true };
  if (file.size > maxFileBytes) return { name: file.name, tooLarge: true };
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

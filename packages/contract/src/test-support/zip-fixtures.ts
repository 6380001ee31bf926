import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ZipFile } from 'yazl';

// ZIP uploads for the tests of every side that judges them (archive-check.ts).

const mebibyte = 1024 * 1024;

/** `size` zero bytes, made as they are read: a bomb's payload never sits in memory. */
export function zeros(size: number): Readable {
  const chunk = Buffer.alloc(mebibyte);
  let left = size;
  return new Readable({
    read() {
      const length = Math.min(left, chunk.length);
      left -= length;
      this.push(length > 0 ? chunk.subarray(0, length) : null);
    },
  });
}

export async function zip(entries: { name: string; content: Buffer | Readable }[]): Promise<Buffer> {
  const file = new ZipFile();
  for (const { name, content } of entries) {
    if (Buffer.isBuffer(content)) file.addBuffer(content, name);
    else file.addReadStream(content, name);
  }
  file.end();
  return buffer(file.outputStream);
}

/** A Word document in miniature: what a docx upload normally holds. */
export const wordDocument = () =>
  zip([
    { name: '[Content_Types].xml', content: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: 'word/document.xml', content: Buffer.from('<w:document>'.repeat(2000)) },
    { name: 'word/media/image1.png', content: Buffer.alloc(200_000, 7) },
  ]);

/**
 * About 300 KB that unpacks to 320 MiB (past the 256 MiB limit), in the part a Word reader opens
 * first: passes for a docx (and for a zip) by its magic bytes. A real bomb goes further; this is
 * as far as a test needs, made in about a second.
 */
export const zipBomb = () => zip([{ name: '[Content_Types].xml', content: zeros(320 * mebibyte) }]);

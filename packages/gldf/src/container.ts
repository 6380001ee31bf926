import { buffer } from 'node:stream/consumers';
import { fromBufferPromise } from 'yauzl';
import { ZipFile } from 'yazl';
import type { GldfContentType } from './product-xml.js';

/** The folder of a GLDF container each kind of file belongs in. */
const folders: Record<GldfContentType, string> = {
  'ldc/eulumdat': 'ldc',
  'ldc/ies': 'ldc',
  'image/jpg': 'image',
  'image/png': 'image',
  'document/pdf': 'doc',
};

export interface ContainerFile {
  contentType: GldfContentType;
  /** The name product.xml gives it (`File` element), without the folder. */
  fileName: string;
  bytes: Buffer;
}

/**
 * A .gldf container: a ZIP with product.xml at its root and each file in the folder of its kind
 * (ldc/, image/, doc/). A fixed date on every entry, so the same content gives the same bytes.
 */
export function gldfContainer(productXml: string, files: readonly ContainerFile[]): Promise<Buffer> {
  const zip = new ZipFile();
  const mtime = new Date(Date.UTC(2026, 0, 1));
  zip.addBuffer(Buffer.from(productXml, 'utf8'), 'product.xml', { mtime });
  for (const file of files) zip.addBuffer(file.bytes, `${folders[file.contentType]}/${file.fileName}`, { mtime });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    zip.outputStream.on('error', reject);
  });
}

/** Every entry of a container by its path, with its bytes: what an importing program reads. */
export async function containerEntries(container: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(container, { lazyEntries: true, autoClose: false });
  const entries = new Map<string, Buffer>();
  try {
    for await (const entry of zip.eachEntry())
      entries.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
  } finally {
    zip.close();
  }
  return entries;
}

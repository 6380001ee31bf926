import type { UploadKind } from '@ostrel/contract/endpoint';
import { archiveBytesProblem, zipContainers } from '@ostrel/contract/archive-check';
import { fieldError } from '@ostrel/contract/field-errors';
import type { FieldError, Locale } from '@ostrel/contract/schemas/common';
import { allowedUploads, maxUploadBytes, uploadSignatures } from '@ostrel/contract/schemas/forms';
import { fileTypeFromBuffer } from 'file-type';
import type { UpstreamFile } from '../../upstream/client.js';

/**
 * A file is judged before it leaves the site, as the content API judges it: its size, its
 * extension, and its magic bytes agreeing with that extension (a "CV.pdf" that is really text is
 * refused here, with the reason at the file field), and a ZIP container's declared contents (no
 * zip bomb: archive-check.ts).
 */
export async function fileError(file: UpstreamFile, kind: UploadKind, locale: Locale): Promise<FieldError | null> {
  if (file.size > maxUploadBytes) return fieldError('file', 'too_large', locale);
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (file.size === 0 || !(allowedUploads[kind] as readonly string[]).includes(extension))
    return fieldError('file', 'bad_type', locale);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !uploadSignatures[extension]?.includes(detected.ext)) return fieldError('file', 'bad_type', locale);
  if (zipContainers.includes(extension) && (await archiveBytesProblem(bytes)))
    return fieldError('file', 'bad_archive', locale);
  return null;
}

/**
 * The upload read once into memory (at most the 10 MB limit gets this far): a multipart part can be
 * read only once, and it is read both to judge its bytes and to send it on.
 */
export async function readOnce(file: UpstreamFile): Promise<UpstreamFile> {
  if (file.size > maxUploadBytes) return file;
  const bytes = await file.arrayBuffer();
  return { name: file.name, type: file.type, size: bytes.byteLength, arrayBuffer: () => Promise.resolve(bytes) };
}

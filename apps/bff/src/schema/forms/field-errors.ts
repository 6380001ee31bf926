import type { UploadKind } from '@ostrel/contract/endpoint';
import { fieldError } from '@ostrel/contract/field-errors';
import type { FieldError, Locale } from '@ostrel/contract/schemas/common';
import { allowedUploads, maxUploadBytes } from '@ostrel/contract/schemas/forms';
import type { UpstreamFile } from '../../upstream/client.js';

/**
 * What the BFF can tell about a file without reading it: its size and its extension. The content
 * API also checks the magic bytes; its verdict comes back as a field error too.
 */
export function fileError(file: UpstreamFile, kind: UploadKind, locale: Locale): FieldError | null {
  if (file.size > maxUploadBytes) return fieldError('file', 'too_large', locale);
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (file.size === 0 || !(allowedUploads[kind] as readonly string[]).includes(extension))
    return fieldError('file', 'bad_type', locale);
  return null;
}

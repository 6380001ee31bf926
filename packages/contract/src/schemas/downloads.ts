import * as z from 'zod';
import { Locale } from './common.js';

export const documentTypes = ['datasheet', 'ies', 'ldt', 'certificate', 'manual', 'drawing'] as const;

export const DocumentFile = z
  .object({
    id: z.number().int(),
    title: z.string(),
    type: z.enum(documentTypes),
    fileName: z.string(),
    extension: z.string().meta({ description: 'Lowercase, without the dot: pdf, ies, ldt.' }),
    mimeType: z.string(),
    size: z.number().int().min(0).meta({ description: 'Size in bytes.' }),
    url: z.string().meta({ description: 'Direct download path on the API origin (`/upload/...`).' }),
    locale: Locale.nullable().meta({
      description: 'Language of the document; null when it has none (photometric files).',
    }),
  })
  .meta({ id: 'DocumentFile' });
export type DocumentFile = z.infer<typeof DocumentFile>;

export const Archive = z
  .object({
    archiveId: z.string().meta({ description: 'Opaque id of the prepared archive.' }),
    url: z.string().meta({ description: 'Path of the zip under the API: /api/v1/downloads/archive/{archiveId}.' }),
    fileName: z.string(),
    size: z.number().int().min(0).meta({ description: 'Size of the zip in bytes.' }),
    fileCount: z.number().int().min(1),
    expiresAt: z.string().meta({ description: 'ISO 8601; the archive may be deleted after this moment.' }),
  })
  .meta({ id: 'Archive' });
export type Archive = z.infer<typeof Archive>;

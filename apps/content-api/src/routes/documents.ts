import type { Locale } from '@ostrel/contract/schemas/common';
import type { DocumentFile } from '@ostrel/contract/schemas/downloads';
import type { Queryable } from '../db/database.js';

type Text = Record<Locale, string>;

const documentTitles: Record<DocumentFile['type'], Text> = {
  datasheet: { ru: 'Технический паспорт', en: 'Datasheet' },
  ies: { ru: 'Фотометрия IES', en: 'IES photometry' },
  ldt: { ru: 'Фотометрия EULUMDAT', en: 'EULUMDAT photometry' },
  certificate: { ru: 'Сертификат', en: 'Certificate' },
  manual: { ru: 'Инструкция по монтажу', en: 'Installation manual' },
  drawing: { ru: 'Чертёж', en: 'Drawing' },
};

interface DocumentRow {
  id: number;
  type: DocumentFile['type'];
  locale: Locale | null;
  file_name: string;
  path: string;
  size: number;
  mime_type: string;
  model_name: string | null;
}

/**
 * Documents matching a condition on `d` (parameters from $1), in the visitor's language: a
 * document in the other language is left out when one in this language exists for the same file.
 */
export async function documentsWhere(
  db: Queryable,
  condition: string,
  params: unknown[],
  locale: Locale,
): Promise<DocumentFile[]> {
  const { rows } = await db.query<DocumentRow>(
    `select d.id, d.type, d.locale, d.file_name, d.path, d.size, d.mime_type, m.name as model_name
     from document d left join model m on m.id = d.model_id
     where ${condition} and (d.locale is null or d.locale = $${params.length + 1})
     order by m.sort nulls first, m.id, d.id`,
    [...params, locale],
  );
  return rows.map((row) => ({
    id: row.id,
    title: `${documentTitles[row.type][locale]}${row.model_name ? ` ${row.model_name}` : ''}`,
    type: row.type,
    fileName: row.file_name,
    extension: row.file_name.split('.').pop()?.toLowerCase() ?? '',
    mimeType: row.mime_type,
    size: row.size,
    url: `/upload/${row.path}`,
    locale: row.locale,
  }));
}

/** Stored file paths (relative to the upload directory) of documents by id. */
export async function documentPaths(
  db: Queryable,
  ids: number[],
): Promise<{ id: number; path: string; file_name: string }[]> {
  const { rows } = await db.query<{ id: number; path: string; file_name: string }>(
    'select id, path, file_name from document where id = any($1::int[]) order by id',
    [ids],
  );
  return rows;
}

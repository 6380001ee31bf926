import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '../graphql/generated';
import { readFragment } from '../graphql/read-fragment';
import type { Locale } from '../i18n/locale';
import { formatFileSize } from '../ui/file-size';
import styles from './documents.module.css';

export const DocumentRowFragment = graphql(`
  fragment DocumentRow on DocumentFile {
    id
    title
    type
    extension
    size
    url
    locale
  }
`);

export type DocumentItem = ReturnType<typeof documentItems>[number];

/** The documents for the page, their sizes written out on the server (SPEC §2: kB, or MB from 7 digits). */
export function documentItems(refs: readonly FragmentType<typeof DocumentRowFragment>[], locale: Locale) {
  return refs.map((ref) => {
    const document = readFragment<typeof DocumentRowFragment>(ref);
    return { ...document, sizeLabel: formatFileSize(document.size, locale) };
  });
}

/** A series' or a model's documents: what each is, its format and size, a direct link. */
export function Documents({ documents }: { documents: readonly DocumentItem[] }) {
  const { t } = useLingui();
  const kinds: Record<string, string> = {
    datasheet: t`Технический паспорт`,
    ies: t`Фотометрия IES`,
    ldt: t`Фотометрия LDT`,
    certificate: t`Сертификат`,
    manual: t`Инструкция`,
    drawing: t`Чертёж`,
  };
  if (documents.length === 0) return null;
  const row = (document: DocumentItem) => (
    <li key={document.id} className={styles.document}>
      <span className={styles.extension} aria-hidden="true">
        {document.extension}
      </span>
      <span className={styles.body}>
        <a className={styles.link} href={document.url} download>
          {document.title}
        </a>
        <span className={styles.meta}>
          {[kinds[document.type] ?? null, document.extension.toUpperCase(), document.sizeLabel, document.locale ? document.locale.toUpperCase() : null].filter(Boolean).join(' · ')}
        </span>
      </span>
    </li>
  );
  // A series has every model's documents: the first few show, the rest open in place (no script needed).
  const first = documents.slice(0, 8);
  const rest = documents.slice(8);
  return (
    <>
      <ul className={styles.documents}>{first.map(row)}</ul>
      {rest.length > 0 ? (
        <details className={styles.more}>
          <summary>{t`Все документы (${documents.length})`}</summary>
          <ul className={styles.documents}>{rest.map(row)}</ul>
        </details>
      ) : null}
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useArchiveDownload } from '../downloads';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import type { Locale } from '@/app/i18n/locale';
import { useTypedField } from '@/app/islands/typed-before-hydration';
import buttons from '@/ui/buttons.module.css';
import { formatFileSize } from '@/ui/file-size';
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

/** The documents for the page, their sizes written out on the server (requirements §7: kB, or MB from 7 digits). */
export function documentItems(refs: readonly FragmentType<typeof DocumentRowFragment>[], locale: Locale) {
  return refs.map((ref) => {
    const document = readFragment<typeof DocumentRowFragment>(ref);
    return { ...document, sizeLabel: formatFileSize(document.size, locale) };
  });
}

/** A product's GLDF container as the documents list offers it: its code for the archive, and its link. */
export interface GldfDocument {
  /** A series' gnkCode, or `{gnkCode}/{nkCode}` for a model. */
  code: string;
  url: string;
  fileName: string;
}

/**
 * A series' or a model's documents: what each is, its format and size, a direct link to open it,
 * and a choice of any of them (or all) to download as one archive (requirements §7). The product's
 * GLDF container comes first when it has one; it is built when first asked for, so it has no size
 * to show yet.
 */
export function Documents({
  documents,
  gldf = null,
}: {
  documents: readonly DocumentItem[];
  gldf?: GldfDocument | null;
}) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const [gldfChosen, setGldfChosen] = useState(false);
  const { busy, download } = useArchiveDownload();
  const kinds: Record<string, string> = {
    datasheet: t`Технический паспорт`,
    ies: t`Фотометрия IES`,
    ldt: t`Фотометрия LDT`,
    certificate: t`Сертификат`,
    manual: t`Инструкция`,
    drawing: t`Чертёж`,
  };
  if (documents.length === 0) return null;
  const toggle = (id: number, on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const row = (document: DocumentItem) => (
    <li key={document.id} className={styles.document}>
      <label className={styles.choose}>
        <DocumentChoice
          checked={chosen.has(document.id)}
          labelledBy={`document-${document.id}`}
          onToggle={(on) => {
            toggle(document.id, on);
          }}
        />
      </label>
      <span className={styles.extension} aria-hidden="true">
        {document.extension}
      </span>
      <span className={styles.body}>
        <a id={`document-${document.id}`} className={styles.link} href={document.url} target="_blank" rel="noopener">
          {document.title}
        </a>
        <span className={styles.meta}>
          {[
            kinds[document.type] ?? null,
            document.extension.toUpperCase(),
            document.sizeLabel,
            document.locale ? document.locale.toUpperCase() : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
    </li>
  );
  const gldfRow = gldf ? (
    <li key="gldf" className={styles.document} data-kind="gldf">
      <label className={styles.choose}>
        <DocumentChoice checked={gldfChosen} labelledBy="document-gldf" onToggle={setGldfChosen} />
      </label>
      <span className={styles.extension} aria-hidden="true">
        gldf
      </span>
      <span className={styles.body}>
        <a id="document-gldf" className={styles.link} href={gldf.url} download={gldf.fileName}>
          {t`GLDF для DIALux и Relux`}
        </a>
        <span className={styles.meta}>{[t`Фотометрия, данные и документы одним файлом`, 'GLDF'].join(' · ')}</span>
      </span>
    </li>
  ) : null;
  const count = chosen.size + (gldfChosen ? 1 : 0);
  const total = documents.length + (gldf ? 1 : 0);
  // A series has every model's documents: the first few show, the rest open in place (no script needed).
  const first = documents.slice(0, gldf ? 7 : 8);
  const rest = documents.slice(gldf ? 7 : 8);
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.hint} aria-live="polite">
          {count > 0 ? t`Выбрано документов: ${count}` : t`Отметьте документы, чтобы скачать их одним архивом`}
        </p>
        <button
          type="button"
          className={buttons.primary}
          disabled={count === 0 || busy}
          aria-busy={busy}
          onClick={() => {
            void download({
              fileIds: documents.filter((document) => chosen.has(document.id)).map((document) => document.id),
              gldf: gldf && gldfChosen ? [gldf.code] : [],
            });
          }}
        >
          {t`Скачать выбранные`}
        </button>
        <button
          type="button"
          className={buttons.secondary}
          disabled={busy}
          aria-busy={busy}
          onClick={() => {
            void download({ fileIds: documents.map((document) => document.id), gldf: gldf ? [gldf.code] : [] });
          }}
        >
          {t`Скачать все (${total})`}
        </button>
      </div>
      <ul className={styles.documents}>
        {gldfRow}
        {first.map(row)}
      </ul>
      {rest.length > 0 ? (
        <details className={styles.more}>
          <summary>{t`Все документы (${total})`}</summary>
          <ul className={styles.documents}>{rest.map(row)}</ul>
        </details>
      ) : null}
    </>
  );
}

/** A document's box: ticked before the list's code came, it is chosen once it has. */
function DocumentChoice({
  checked,
  labelledBy,
  onToggle,
}: {
  checked: boolean;
  labelledBy: string;
  onToggle: (on: boolean) => void;
}) {
  const box = useTypedField<HTMLInputElement>((input) => {
    onToggle(input.checked);
  });
  return (
    <input
      ref={box}
      type="checkbox"
      checked={checked}
      aria-labelledby={labelledBy}
      onChange={(event) => {
        onToggle(event.currentTarget.checked);
      }}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import { PolarDiagram } from '@/features/catalog/polar-diagram';
import type { CompareGroup } from '@/features/compare/compare-rows';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { Picture } from '@/ui/picture';
import type { CompareColumn } from './+data';
import styles from './compare.module.css';

/** The element that holds the comparison; `data-only-differences` on it hides the rows that agree. */
export const compareViewId = 'compare-view';

/** The photos are drawn at the model columns' width (compare.module.css). */
const photoSizes = '(min-width: 768px) 240px, 180px';

/**
 * The models side by side: a column each (name, series, a link that removes it), then the photo,
 * every technical parameter in its group, the light distribution and the documents. Rows whose
 * values differ carry a marker and say so in words; rows that agree are marked for the "only
 * differences" switch, which hides them with CSS (so the server's page and the printout follow it
 * without script).
 */
export function CompareTable({
  columns,
  groups,
}: {
  columns: readonly CompareColumn[];
  groups: readonly CompareGroup[];
}) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const several = columns.length > 1;
  const cells = (content: (column: CompareColumn) => ReactNode) =>
    columns.map((column) => <td key={column.id}>{content(column)}</td>);
  return (
    <div className={styles.scroller} role="region" aria-label={t`Таблица сравнения`} tabIndex={0}>
      <table className={styles.table} style={{ '--columns': columns.length } as CSSProperties}>
        <thead>
          <tr>
            <td className={styles.corner}>
              {several ? (
                <span className={styles.legend}>
                  <span className={styles.marker} aria-hidden="true" />
                  {t`значения различаются`}
                </span>
              ) : null}
            </td>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={styles.model}>
                <span className={styles.series}>{column.seriesName}</span>
                <a className={styles.modelName} href={localePath(locale, column.link)}>
                  {column.name}
                </a>
                {column.archived ? <span className={styles.archived}>{t`Архив`}</span> : null}
                <a className={styles.remove} href={localePath(locale, column.removeHref)} data-keeps-diff="">
                  {t`Убрать`}
                  <span className="visually-hidden"> {column.name}</span>
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className={styles.photoRow}>
            <th scope="row">{t`Фото`}</th>
            {cells((column) =>
              column.picture ? (
                <div className={styles.photo}>
                  <Picture picture={column.picture} sizes={photoSizes} />
                </div>
              ) : (
                <span className={styles.none}>{t`Нет фото`}</span>
              ),
            )}
          </tr>
        </tbody>
        {groups.map((group) => (
          <tbody key={group.code} data-same={several && !group.differs ? '' : undefined}>
            <tr className={styles.groupRow}>
              <th scope="rowgroup" colSpan={columns.length + 1}>
                <span className={styles.groupTitle}>{group.title}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr
                key={row.code}
                data-code={row.code}
                data-differs={row.differs ? '' : undefined}
                data-same={several && !row.differs ? '' : undefined}
              >
                <th scope="row">
                  {row.differs ? <span className={styles.marker} aria-hidden="true" /> : null}
                  {row.name}
                  {row.differs ? <span className="visually-hidden"> ({t`значения различаются`})</span> : null}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={columns[index]?.id ?? index}>{cell ?? <Missing />}</td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
        <tbody>
          <tr className={styles.groupRow}>
            <th scope="rowgroup" colSpan={columns.length + 1}>
              <span className={styles.groupTitle}>{t`Светораспределение и документы`}</span>
            </th>
          </tr>
          <tr className={styles.diagramRow}>
            <th scope="row">{t`Светораспределение`}</th>
            {cells((column) =>
              column.diagram ? (
                <PolarDiagram diagram={column.diagram} titleId={`compare-polar-${column.id}`} />
              ) : (
                <Missing />
              ),
            )}
          </tr>
          <tr>
            <th scope="row">{t`Документация`}</th>
            {cells((column) =>
              column.documents.length > 0 ? (
                <ul className={styles.documents}>
                  {column.documents.map((document) => (
                    <li key={document.id}>
                      <a href={document.url} target="_blank" rel="noopener">
                        {document.title}
                      </a>
                      <span className={styles.documentMeta}>
                        {document.extension.toUpperCase()}, {document.sizeLabel}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <Missing />
              ),
            )}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** A value a model does not have: a dash to the eye, words to a screen reader. */
function Missing() {
  const { t } = useLingui();
  return (
    <>
      <span className={styles.none} aria-hidden="true">
        —
      </span>
      <span className="visually-hidden">{t`нет данных`}</span>
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { PhotometrySource } from './photometry-source';
import type { UgrTableView } from './ugr-table-view';
import styles from './ugr-table.module.css';

/**
 * A model's UGR table as planning programs print it, under the figure catalogues quote. The full
 * table (19 rooms × 10 columns) folds away: most visitors need only the figure.
 */
export function UgrTable({ table, source }: { table: UgrTableView; source: PhotometrySource }) {
  const { t } = useLingui();
  const { reflectances, rows, catalogueValue, lampFlux, spacingToHeight } = table;
  return (
    <section className={styles.ugr} aria-labelledby="ugr-title">
      <h3 id="ugr-title" className={styles.title}>
        {t`Показатель дискомфорта UGR`}
      </h3>
      {catalogueValue ? (
        <p className={styles.quoted} data-code="ugr-4h8h">
          {t`Помещение 4H × 8H, отражение 70/50/20:`} <strong>{catalogueValue}</strong>
        </p>
      ) : null}
      <p className={styles.note}>
        {source === 'model'
          ? t`Табличный метод CIE 117 / CIE 190 по файлу LDT этой модели: светильники на ${spacingToHeight} H друг от друга, на высоте H = 2 м над глазами наблюдателя, световой поток ${lampFlux} лм. Отражение потолка, стен и пола — в процентах.`
          : t`Табличный метод CIE 117 / CIE 190 по загруженному файлу: светильники на ${spacingToHeight} H друг от друга, на высоте H = 2 м над глазами наблюдателя, световой поток ${lampFlux} лм. Отражение потолка, стен и пола — в процентах.`}
      </p>
      <details className={styles.more}>
        <summary>{t`Таблица UGR для 19 помещений`}</summary>
        <div className={styles.scroller} role="region" aria-label={t`Таблица UGR`} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  {t`Помещение`}
                </th>
                <th scope="colgroup" colSpan={reflectances.length}>
                  {t`Взгляд поперёк оси светильников`}
                </th>
                <th scope="colgroup" colSpan={reflectances.length}>
                  {t`Взгляд вдоль оси светильников`}
                </th>
              </tr>
              <tr>
                {[...reflectances, ...reflectances].map((combination, index) => (
                  <th key={index} scope="col">
                    {combination}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.room}>
                  <th scope="row">{row.room}</th>
                  {[...row.crosswise, ...row.endwise].map((value, index) => (
                    <td key={index} data-quoted={(row.quoted && index % reflectances.length === 0) || undefined}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

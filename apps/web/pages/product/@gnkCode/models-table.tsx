import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatNumber } from '@/ui/number-format';
import FavoriteButton from '@/features/favorites/favorite-button.island';
import { maxCompared } from '@/features/compare';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { useSortedRows } from '@/ui/sort';
import styles from './models-table.module.css';

export interface ModelRow {
  id: number;
  name: string;
  link: string;
  archived: boolean;
  power: number;
  flux: number | null;
  efficacy: number | null;
  cct: number | null;
  cri: number | null;
  ip: string;
  dimensions: string;
  weight: number;
}

type Column = 'name' | 'power' | 'flux' | 'efficacy' | 'cct' | 'cri' | 'ip' | 'weight';
const valueOf = (row: ModelRow, column: Column) => row[column];

/**
 * The series' models, sortable by any column (requirements §8: first click ascending, the same column
 * again descending). Archived models are listed on request, marked as such.
 */
export function ModelsTable({ models }: { models: readonly ModelRow[] }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const [showArchived, setShowArchived] = useState(false);
  const archivedCount = models.filter((model) => model.archived).length;
  const shown = showArchived ? models : models.filter((model) => !model.archived);
  const { rows, sort, toggle } = useSortedRows(shown, valueOf, locale);
  const number = (value: number | null) => (value === null ? '—' : formatNumber(locale, value));
  const columns: { column: Column; title: string; unit?: string }[] = [
    { column: 'name', title: t`Модель` },
    { column: 'power', title: t`Мощность`, unit: t`Вт` },
    { column: 'flux', title: t`Световой поток`, unit: t`лм` },
    { column: 'efficacy', title: t`Световая отдача`, unit: t`лм/Вт` },
    { column: 'cct', title: t`Цветовая температура`, unit: t`К` },
    { column: 'cri', title: t`Ra` },
    { column: 'ip', title: t`IP` },
    { column: 'weight', title: t`Масса`, unit: t`кг` },
  ];
  return (
    // Ticked models go to the comparison as `models=…` once each: a plain GET form, no script needed.
    <form method="get" action={localePath(locale, '/compare')}>
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={t`Модели серии`}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map(({ column, title, unit }) => (
                <th
                  key={column}
                  scope="col"
                  aria-sort={
                    sort?.column === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  <button
                    type="button"
                    className={styles.sort}
                    onClick={() => {
                      toggle(column);
                    }}
                  >
                    {title}
                    {unit ? <span className={styles.unit}>, {unit}</span> : null}
                    <span className={styles.arrow} aria-hidden="true">
                      {sort?.column === column ? (sort.direction === 'asc' ? '↑' : '↓') : '↕'}
                    </span>
                  </button>
                </th>
              ))}
              <th scope="col">{t`Размеры, мм`}</th>
              <th scope="col">
                <span className="visually-hidden">{t`Избранное`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((model) => (
              <tr key={model.id} data-archived={model.archived || undefined}>
                <th scope="row">
                  <input
                    type="checkbox"
                    name="models"
                    value={model.id}
                    className={styles.compare}
                    aria-label={t`Выбрать для сравнения: ${model.name}`}
                  />
                  <a href={localePath(locale, model.link)}>{model.name}</a>
                  {model.archived ? <span className={styles.archived}>{t`Архив`}</span> : null}
                </th>
                <td>{number(model.power)}</td>
                <td>{number(model.flux)}</td>
                <td>{number(model.efficacy)}</td>
                <td>{number(model.cct)}</td>
                <td>{number(model.cri)}</td>
                <td>{model.ip}</td>
                <td>{number(model.weight)}</td>
                <td>{model.dimensions}</td>
                <td className={styles.favorite}>
                  <FavoriteButton kind="models" id={model.id} name={model.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.compareButton}>
          {t`Сравнить выбранные`}
        </button>
        <p className={styles.compareHint}>{t`Отметьте до ${maxCompared} моделей, чтобы сравнить их характеристики.`}</p>
        {archivedCount > 0 ? (
          <button
            type="button"
            className={styles.toggleArchived}
            aria-pressed={showArchived}
            onClick={() => {
              setShowArchived((current) => !current);
            }}
          >
            {showArchived ? t`Скрыть архивные модели` : t`Показать архивные модели (${archivedCount})`}
          </button>
        ) : null}
      </div>
    </form>
  );
}

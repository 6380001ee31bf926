import { Plural, useLingui } from '@lingui/react/macro';
import type { SeriesSortField } from '@ostrel/contract/catalog-query';
import type { CatalogQuery } from '@/features/catalog/catalog-query';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import type { Data } from './+data';
import styles from './listing-controls.module.css';

interface ControlsProps {
  query: CatalogQuery;
  total: number;
  links: Data['links'];
}

/** The result count, the applied filters as removable chips, and the order of the list. */
export function ListingControls({ query, total, links }: ControlsProps) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const sortLabels: Record<SeriesSortField, string> = {
    default: t`По умолчанию`,
    name: t`Название`,
    power: t`Мощность`,
    flux: t`Световой поток`,
    efficacy: t`Световая отдача`,
  };
  return (
    <div className={styles.controls}>
      <p className={styles.total} role="status">
        <Plural
          value={total}
          one="Найдена # серия"
          few="Найдено # серии"
          many="Найдено # серий"
          other="Найдено # серии"
        />
      </p>
      {links.chips.length > 0 ? (
        <ul className={styles.chips} aria-label={t`Выбранные фильтры`}>
          {links.chips.map((chip) => {
            const label = chip.label ?? t`С архивными`;
            return (
              <li key={chip.href}>
                <a
                  className={styles.chip}
                  href={localePath(locale, chip.href)}
                  aria-label={t`Убрать фильтр «${label}»`}
                >
                  {label}
                  <span aria-hidden="true" className={styles.remove}>
                    ×
                  </span>
                </a>
              </li>
            );
          })}
          {links.reset ? (
            <li>
              <a className={styles.reset} href={localePath(locale, links.reset)}>
                {t`Сбросить все`}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <nav className={styles.sort} aria-label={t`Сортировка`}>
        <span className={styles.sortTitle}>{t`Сортировать:`}</span>
        <ul>
          {links.sort.map(({ field, href }) => {
            const active = query.sort === field;
            const direction =
              active && field !== 'default' ? (query.order === 'asc' ? t`по возрастанию` : t`по убыванию`) : null;
            return (
              <li key={field}>
                <a
                  className={styles.sortLink}
                  href={localePath(locale, href)}
                  aria-current={active ? 'true' : undefined}
                  aria-label={direction ? `${sortLabels[field]}, ${direction}` : undefined}
                >
                  {sortLabels[field]}
                  {direction ? <span aria-hidden="true">{query.order === 'asc' ? ' ↑' : ' ↓'}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

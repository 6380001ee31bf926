import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { CatalogQuery } from '@/features/catalog/catalog-query';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import { localePath } from '@/app/i18n/locale';
import { useTypedBeforeHydration } from '@/app/islands/typed-before-hydration';
import { usePageLocation } from '@/app/page/page-location';
import styles from './catalog-filters.module.css';

export const CatalogFilterFieldFragment = graphql(`
  fragment CatalogFilterField on CatalogFilter {
    code
    name
    unit
    type
    values {
      value
      label
      picture
      count
    }
    min
    max
    step
  }
`);

interface CatalogFiltersProps {
  filters: readonly FragmentType<typeof CatalogFilterFieldFragment>[];
  /** The state the listing shows. */
  query: CatalogQuery;
  /** The listing's site path, without the language prefix. */
  path: string;
}

/**
 * The filter panel: a GET form in the query format of requirements §7, so it works before (and without) the
 * page's script. With it, a ticked box applies at once and a range on Enter or "Apply"; the list
 * is rendered by the server either way, and the URL holds the state.
 */
export function CatalogFilters({ filters: refs, query, path }: CatalogFiltersProps) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const [open, setOpen] = useState(false);
  const filters = refs.map((ref) => readFragment<typeof CatalogFilterFieldFragment>(ref));
  const chosen = (code: string, value: string) =>
    query.selects.some((select) => select.code === code && select.values.includes(value));
  const rangeOf = (code: string) => query.ranges.find((range) => range.code === code);
  const chosenCount =
    query.selects.reduce((count, select) => count + select.values.length, 0) +
    query.ranges.length +
    (query.filterArchived ? 1 : 0);

  async function apply(form: HTMLFormElement) {
    const entries = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') entries.append(key, value);
    // A range needs both bounds (requirements §7): one left empty is the end of the section's own range.
    for (const filter of filters) {
      if (filter.type !== 'range') continue;
      const low = entries.get(`${filter.code}MinValue`) ?? '';
      const high = entries.get(`${filter.code}MaxValue`) ?? '';
      if (low === '' && high === '') continue;
      if (low === '' && filter.min !== null) entries.set(`${filter.code}MinValue`, String(filter.min));
      if (high === '' && filter.max !== null) entries.set(`${filter.code}MaxValue`, String(filter.max));
    }
    // The query rules load with the first change: drawing the panel needs none of them.
    const { catalogSearch, parseCatalogQuery } = await import('@/features/catalog/catalog-query');
    const next = parseCatalogQuery(entries);
    // The new listing opens where this one is: at the listing, not at the top of the page.
    window.location.assign(
      `${localePath(locale, path + catalogSearch({ ...next, sort: query.sort, order: query.order, page: 1 }))}#catalog-listing`,
    );
  }

  // Boxes ticked while the panel's code was still on its way are applied once it is here, as a
  // tick is; typed bounds wait for Enter or "Apply", which read them from the form.
  const form = useTypedBeforeHydration<HTMLFormElement>((changed, element) => {
    if (changed.some((field) => field.type === 'checkbox')) void apply(element);
  });
  const toggle = useRef<HTMLButtonElement>(null);

  if (filters.length === 0) return null;
  return (
    <div className={styles.filters}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="catalog-filters"
        onClick={() => {
          setOpen((current) => !current);
        }}
      >
        {t`Фильтры`}
        {chosenCount > 0 ? <span className={styles.toggleCount}>{chosenCount}</span> : null}
      </button>
      <form
        ref={form}
        id="catalog-filters"
        className={styles.panel}
        data-open={open || undefined}
        method="get"
        action={localePath(locale, path)}
        aria-label={t`Фильтры`}
        // The form is drawn again from the new state after each navigation.
        key={JSON.stringify(query)}
        onChange={(event) => {
          if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox')
            void apply(event.currentTarget);
        }}
        onSubmit={(event) => {
          event.preventDefault();
          void apply(event.currentTarget);
        }}
        onKeyDown={(event) => {
          // Below 1220 px the panel folds out under its button: Escape folds it back, focus to the button.
          if (event.key !== 'Escape' || !open) return;
          event.preventDefault();
          setOpen(false);
          toggle.current?.focus();
        }}
      >
        {filters.map((filter) => (
          <fieldset key={filter.code} className={styles.group}>
            <legend className={styles.legend}>
              {filter.name}
              {filter.unit && filter.type === 'range' ? <span className={styles.unit}>, {filter.unit}</span> : null}
            </legend>
            {filter.type === 'range' ? (
              <div className={styles.range}>
                {[
                  { label: t`от`, end: 'MinValue', bound: filter.min, chosen: rangeOf(filter.code)?.min },
                  { label: t`до`, end: 'MaxValue', bound: filter.max, chosen: rangeOf(filter.code)?.max },
                ].map(({ label, end, bound, chosen }) => (
                  <label key={end} className={styles.bound}>
                    <span>{label}</span>
                    <input
                      type="number"
                      name={`${filter.code}${end}`}
                      inputMode="decimal"
                      min={filter.min ?? undefined}
                      max={filter.max ?? undefined}
                      step={filter.step ?? 'any'}
                      placeholder={bound !== null ? String(bound) : undefined}
                      defaultValue={chosen}
                    />
                  </label>
                ))}
              </div>
            ) : (
              <ul className={styles.options}>
                {filter.values.map((option) => (
                  <li key={option.value}>
                    <label className={styles.option}>
                      <input
                        type="checkbox"
                        name={`${filter.code}[]`}
                        value={option.value}
                        defaultChecked={chosen(filter.code, option.value)}
                      />
                      {filter.type === 'pictureSelectBox' && option.picture ? (
                        <img
                          className={styles.icon}
                          src={option.picture}
                          alt=""
                          width={20}
                          height={20}
                          loading="lazy"
                        />
                      ) : null}
                      <span className={styles.label}>{option.label}</span>
                      <span className={styles.count}>{option.count}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        ))}
        <label className={styles.option}>
          <input type="checkbox" name="filterArchived" value="true" defaultChecked={query.filterArchived} />
          <span className={styles.label}>{t`Показать архивные`}</span>
        </label>
        {query.sort !== 'default' ? (
          <>
            <input type="hidden" name="sort" value={query.sort} />
            <input type="hidden" name="order" value={query.order} />
          </>
        ) : null}
        <button type="submit" className={styles.apply}>
          {t`Применить`}
        </button>
      </form>
    </div>
  );
}

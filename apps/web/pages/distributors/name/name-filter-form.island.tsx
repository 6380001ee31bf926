import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { localePath } from '@/app/i18n/locale';
import { island } from '@/app/islands/island';
import { useTypedField } from '@/app/islands/typed-before-hydration';
import { usePageLocation } from '@/app/page/page-location';
import buttons from '@/ui/buttons.module.css';
import { matchesFilter, nameFilterMaxLength } from './name-filter';
import styles from './name-filter-form.module.css';

interface NameFilterFormProps {
  /** The filter the server applied (from `?q=`). */
  query: string;
  total: number;
  shown: number;
  /** The list the filter shows and hides: its items carry `data-search`, its groups `data-initial-group`, its
   * nothing-found note `data-none`. */
  listId: string;
}

/**
 * Shows and hides the server's list in place and keeps the filter in the address (`?q=`), so the
 * filtered list can be shared and the back button returns to it.
 */
function filterList(listId: string, value: string): number {
  const list = document.getElementById(listId);
  if (!list) return 0;
  let shown = 0;
  for (const item of list.querySelectorAll<HTMLElement>('[data-search]')) {
    item.hidden = !matchesFilter(item.dataset.search ?? '', value);
    if (!item.hidden) shown += 1;
  }
  for (const group of list.querySelectorAll<HTMLElement>('[data-initial-group]'))
    group.hidden = group.querySelector('[data-search]:not([hidden])') === null;
  const none = list.querySelector<HTMLElement>('[data-none]');
  if (none) none.hidden = shown > 0;
  const url = new URL(window.location.href);
  if (value.trim()) url.searchParams.set('q', value.trim());
  else url.searchParams.delete('q');
  window.history.replaceState(window.history.state, '', url);
  return shown;
}

/**
 * The list's filter: a plain GET form without script (the server answers with the list filtered);
 * with it, the list follows every keystroke and the count is announced.
 */
function NameFilterForm({ query, total, shown: shownByServer, listId }: NameFilterFormProps) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const [filter, setFilter] = useState(query);
  const [shown, setShown] = useState(shownByServer);
  const apply = (value: string) => {
    setFilter(value);
    setShown(filterList(listId, value));
  };
  // What was typed before the script came is applied as soon as it has.
  const input = useTypedField<HTMLInputElement>((field) => {
    apply(field.value);
  });
  const filtered = filter.trim() !== '';
  return (
    <form
      className={styles.form}
      method="get"
      action={`${localePath(locale, '/distributors/name')}#${listId}`}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply(input.current?.value ?? '');
      }}
    >
      <label className={styles.label} htmlFor="distributor-name-filter">
        {t`Название компании или город`}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id="distributor-name-filter"
          className={styles.input}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={nameFilterMaxLength}
          autoComplete="off"
          aria-describedby="distributor-name-count"
          onInput={(event) => {
            apply(event.currentTarget.value);
          }}
        />
        <button type="submit" className={buttons.primary}>
          {t`Найти`}
        </button>
      </div>
      <p id="distributor-name-count" className={styles.count} role="status">
        {filtered ? (
          t`Найдено: ${shown} из ${total}`
        ) : (
          <Plural value={total} one="# компания" few="# компании" many="# компаний" other="# компании" />
        )}
      </p>
    </form>
  );
}

export default island('name-filter-form', NameFilterForm);

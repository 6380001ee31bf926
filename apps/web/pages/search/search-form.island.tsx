import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { localePath } from '@/app/i18n/locale';
import { island } from '@/app/islands/island';
import { useTypedField } from '@/app/islands/typed-before-hydration';
import { usePageLocation } from '@/app/page/page-location';
import { isSearchable, searchMaxLength } from '@/app/visitor/search-history';
import { readSearchHistory, rememberSearch } from '@/app/visitor/search-history-browser';
import buttons from '@/ui/buttons.module.css';
import { searchHref } from './search-view';
import styles from './search.module.css';

/**
 * The query again, to refine it. A plain GET form the server answers; in the browser it also
 * keeps the text in the past searches, as the header's search panel does.
 */
function SearchForm({ query }: { query: string }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const [text, setText] = useState(query);
  const field = useTypedField<HTMLInputElement>((input) => {
    setText(input.value);
  });
  return (
    <form
      className={styles.form}
      role="search"
      action={localePath(locale, '/search')}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        if (isSearchable(text)) rememberSearch(readSearchHistory(), text);
        window.location.assign(
          localePath(locale, searchHref({ query: text.trim(), type: null, page: 1, exact: false })),
        );
      }}
    >
      <label className="visually-hidden" htmlFor="search-page-text">
        {t`Поиск по сайту`}
      </label>
      <input
        ref={field}
        id="search-page-text"
        className={styles.input}
        type="search"
        name="query"
        value={text}
        maxLength={searchMaxLength}
        spellCheck={false}
        autoComplete="off"
        placeholder={t`Что вы хотите найти?`}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <button type="submit" className={buttons.primary} disabled={text.trim().length === 0}>
        {t`Найти`}
      </button>
    </form>
  );
}

export default island('search-form', SearchForm);

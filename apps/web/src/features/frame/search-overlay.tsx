import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useGraphqlOnDemand } from '@/app/graphql/on-demand';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { isSearchable, searchMaxLength } from '@/app/visitor/search-history';
import { readSearchHistory, rememberSearch } from '@/app/visitor/search-history-browser';
import { ArrowIcon, ClockIcon, CloseIcon } from '@/ui/icons';
import styles from './search-overlay.module.css';
import type { Suggestions } from './search-suggest-actions';

const loadSuggestActions = () => import('./search-suggest-actions');
/** Typing pauses this long before the panel asks for results: a query per word, not per key. */
const suggestDelayMs = 200;

interface SearchOverlayProps {
  /** Closes the panel where focus already is (a click elsewhere). */
  onClose: () => void;
  /** Closes the panel from inside it (its close button) and gives focus back to its toggle. */
  onDismiss: () => void;
}

function searchUrl(locale: 'ru' | 'en', text: string, exact = false): string {
  return `${localePath(locale, '/search')}?query=${encodeURIComponent(text.trim())}${exact ? '&exact=1' : ''}`;
}

/**
 * The search panel under the header (requirements §6): text, past searches, Enter submits. As the visitor
 * types, the best few results show under the text, with how the query was read (плато → PLATO)
 * and a link to search it exactly as typed.
 */
export function SearchOverlay({ onClose, onDismiss }: SearchOverlayProps) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The panel only opens in the browser, after a click: the cookie can be read right away.
  const [history, setHistory] = useState<string[]>(readSearchHistory);
  const input = useRef<HTMLTextAreaElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const historyId = useId();
  const graphql = useGraphqlOnDemand(loadSuggestActions);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);

  useEffect(() => {
    // Too short a text shows no suggestions (see the render), and asks for none.
    if (!isSearchable(text)) return;
    let current = true;
    const timer = setTimeout(() => {
      graphql
        .actions()
        .then((actions) => actions.suggest(text.trim()))
        .then((answer) => {
          if (current) setSuggestions(answer);
        })
        .catch(() => {
          // No suggestions: the search page still answers the query on Enter.
        });
    }, suggestDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `graphql.actions` is stable; only the text asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  useEffect(() => {
    input.current?.focus();
  }, []);

  useEffect(() => {
    // Above 1220 px a click outside the panel closes it; on smaller screens the panel fills the view.
    const onPointerDown = (event: PointerEvent) => {
      if (!window.matchMedia('(min-width: 1220px)').matches) return;
      const target = event.target as Node | null;
      if (target && panel.current?.contains(target)) return;
      if (target instanceof Element && target.closest('[aria-controls="site-search"]')) return;
      onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [onClose]);

  const remember = (term: string) => {
    setHistory(rememberSearch(history, term));
  };

  const submit = () => {
    if (!isSearchable(text)) return;
    remember(text);
    window.location.assign(searchUrl(locale, text));
  };

  const showHistory = focused && text.length === 0 && history.length > 0;

  return (
    <div className={styles.overlay} id="site-search" ref={panel} role="search">
      <div
        className={styles.inner}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setFocused(true);
        }}
        onBlur={(event) => {
          // Tab from the text to a past search keeps the list; a click on one lands before it goes.
          if (event.currentTarget.contains(event.relatedTarget)) return;
          blurTimer.current = setTimeout(() => {
            setFocused(false);
          }, 150);
        }}
      >
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label className="visually-hidden" htmlFor="site-search-text">
            {t`Поиск по сайту`}
          </label>
          <textarea
            id="site-search-text"
            ref={input}
            className={styles.input}
            rows={1}
            value={text}
            maxLength={searchMaxLength}
            spellCheck={false}
            autoComplete="off"
            placeholder={t`Что вы хотите найти?`}
            aria-describedby={showHistory ? historyId : undefined}
            onChange={(event) => {
              setText(event.target.value.replace(/\n/g, ' '));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                submit();
              }
            }}
          />
          <button type="submit" className={styles.submit} disabled={text.trim().length === 0} aria-label={t`Найти`}>
            <span aria-hidden="true">{t`Найти`}</span>
            <ArrowIcon />
          </button>
          <button
            type="button"
            className={styles.clear}
            aria-label={t`Очистить и закрыть поиск`}
            onClick={() => {
              setText('');
              onDismiss();
            }}
          >
            <CloseIcon />
          </button>
        </form>
        {showHistory ? (
          <div className={styles.history} id={historyId}>
            <p className={styles.historyTitle}>{t`Недавние запросы`}</p>
            <ul>
              {history.map((term) => (
                <li key={term}>
                  <a
                    href={searchUrl(locale, term)}
                    onClick={() => {
                      remember(term);
                    }}
                  >
                    <ClockIcon />
                    <span>{term}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {suggestions && isSearchable(text) ? <SuggestionList suggestions={suggestions} onPick={remember} /> : null}
        {graphql.host}
      </div>
    </div>
  );
}

/** The best results for the text so far: how it was read, up to five links, and all results. */
function SuggestionList({ suggestions, onPick }: { suggestions: Suggestions; onPick: (term: string) => void }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const { query, rewrite, total, items } = suggestions;
  const typed = rewrite?.typed ?? query;
  const readOtherwise = rewrite !== null && rewrite.reason !== 'someWords';
  return (
    <div className={styles.suggestions}>
      <p className={styles.reading} role="status">
        {total === 0 ? (
          <Trans>По запросу «{typed}» ничего не найдено</Trans>
        ) : readOtherwise ? (
          <>
            <Trans>Показаны результаты по запросу «{query}».</Trans>{' '}
            <a
              href={searchUrl(locale, typed, true)}
              onClick={() => {
                onPick(typed);
              }}
            >
              <Trans>Искать точно «{typed}»</Trans>
            </a>
          </>
        ) : null}
      </p>
      {items.length > 0 ? (
        <ul aria-label={t`Лучшие результаты`}>
          {items.map((item) => (
            <li key={`${item.type}:${item.id}`}>
              {/* Titles come marked by the BFF, <mark> and nothing else (SearchHit.title). */}
              <a href={localePath(locale, item.url)} dangerouslySetInnerHTML={{ __html: item.title }} />
            </li>
          ))}
        </ul>
      ) : null}
      {total > items.length ? (
        <a
          className={styles.all}
          href={searchUrl(locale, query)}
          onClick={() => {
            onPick(query);
          }}
        >
          <Trans>Все результаты ({total})</Trans>
        </a>
      ) : null}
    </div>
  );
}

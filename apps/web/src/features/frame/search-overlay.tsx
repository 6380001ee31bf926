import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { usePageLocation } from '@/app/page/page-location';
import { isSearchable, searchMaxLength } from '@/app/visitor/search-history';
import { readSearchHistory, rememberSearch } from '@/app/visitor/search-history-browser';
import { ArrowIcon, ClockIcon, CloseIcon } from '@/ui/icons';
import styles from './search-overlay.module.css';
import { searchUrl } from './search-url';

// Code that cannot load leaves the panel without suggestions: Enter still searches.
const SearchSuggestions = lazy(() => import('./search-suggestions').catch(() => ({ default: () => null })));
/** Typing pauses this long before the panel asks for results: a query per word, not per key. */
const suggestDelayMs = 200;

interface SearchOverlayProps {
  /** Closes the panel where focus already is (a click elsewhere). */
  onClose: () => void;
  /** Closes the panel from inside it (its close button) and gives focus back to its toggle. */
  onDismiss: () => void;
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
  // The text suggestions are asked for: what was typed, once typing pauses.
  const [askedText, setAskedText] = useState('');

  useEffect(() => {
    // Too short a text shows no suggestions (see the render), and asks for none.
    if (!isSearchable(text)) return;
    const timer = setTimeout(() => {
      setAskedText(text.trim());
    }, suggestDelayMs);
    return () => {
      clearTimeout(timer);
    };
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
        {isSearchable(text) && isSearchable(askedText) ? (
          <Suspense fallback={null}>
            <SearchSuggestions text={askedText} onPick={remember} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

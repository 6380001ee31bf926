import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { localePath } from '@/app/i18n/locale';
import { island } from '@/app/islands/island';
import { useTypedField } from '@/app/islands/typed-before-hydration';
import { usePageLocation } from '@/app/page/page-location';
import buttons from '@/ui/buttons.module.css';
import styles from './compare.module.css';

interface DiffSwitchProps {
  /** The compared models, which the form sends back with the switch. */
  ids: number[];
  diff: boolean;
  /** The element whose `data-only-differences` hides the rows that agree. */
  viewId: string;
}

const noSubscription = () => () => {};

/** `search` with `diff=1` set or dropped, commas kept literal as the site writes them. */
function withDiff(search: string, on: boolean): string {
  const params = new URLSearchParams(search);
  if (on) params.set('diff', '1');
  else params.delete('diff');
  const query = params.toString().replaceAll('%2C', ',');
  return query ? `?${query}` : '';
}

/** Shows only the rows that differ, or all, in place; the address and what carries it follow. */
function showOnlyDifferences(viewId: string, on: boolean) {
  document.getElementById(viewId)?.toggleAttribute('data-only-differences', on);
  history.replaceState(history.state, '', `${location.pathname}${withDiff(location.search, on)}${location.hash}`);
  for (const element of document.querySelectorAll<HTMLElement>('[data-keeps-diff]')) {
    if (element instanceof HTMLAnchorElement) {
      const url = new URL(element.href);
      element.href = `${url.pathname}${withDiff(url.search, on)}`;
    } else if (element instanceof HTMLInputElement) element.disabled = !on;
  }
}

/**
 * "Only differences": a GET form with a checkbox and a button to apply it, so it works without
 * script; with script the checkbox applies at once, in place (the server's rows stay, CSS hides
 * the ones that agree), and the address, the remove links and the add form follow it.
 */
function DiffSwitch({ ids, diff, viewId }: DiffSwitchProps) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  // The button applies the switch for a page without script; once hydrated, the switch does.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Ticked before this code came: apply it now.
  const checkbox = useTypedField<HTMLInputElement>((input) => {
    showOnlyDifferences(viewId, input.checked);
  });

  // In the same commit as the line above, so that no tap falls between the two.
  useLayoutEffect(() => {
    const input = checkbox.current;
    if (!input) return;
    // The browser's own change event, not React's: a tap made while the island hydrates counts too.
    const follow = () => {
      showOnlyDifferences(viewId, input.checked);
    };
    input.addEventListener('change', follow);
    return () => {
      input.removeEventListener('change', follow);
    };
  }, [checkbox, viewId]);

  return (
    <form
      method="get"
      action={localePath(locale, '/compare')}
      className={styles.switchForm}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <input type="hidden" name="models" value={ids.join(',')} />
      <label className={styles.switch}>
        <input type="checkbox" role="switch" name="diff" value="1" ref={checkbox} defaultChecked={diff} />
        {t`Только различия`}
      </label>
      {live ? null : (
        <button type="submit" className={buttons.secondary}>
          {t`Показать`}
        </button>
      )}
    </form>
  );
}

export default island('diff-switch', DiffSwitch);

import { useEffect, useRef } from 'react';
import { localePath } from '../app/i18n/locale';
import { island } from '@/app/islands/island';
import { usePageLocation } from '../app/page/page-location';
import styles from './link-chips.module.css';

interface LinkChip {
  /** Unique among the chips. */
  key: string;
  name: string;
  count: number;
  /** Site path without the language prefix. */
  href: string;
  selected: boolean;
}

type LinkChipsProps = {
  /** The navigation's accessible name. */
  label: string;
  chips: readonly LinkChip[];
  /** Following a chip keeps the scroll position, so a list changes under the visitor's eyes rather than jumping. */
  keepScrollPosition?: boolean;
};

/**
 * Parts of a list as links with their counts (portfolio sections, kinds of search result), the
 * current one marked. Below desktop width the chips scroll sideways instead of stacking into a wall.
 */
function LinkChips({ label, chips, keepScrollPosition = false }: LinkChipsProps) {
  const { locale } = usePageLocation();
  const scroller = useRef<HTMLElement>(null);
  const selectedKey = chips.find((chip) => chip.selected)?.key;
  // When the chips scroll sideways, bring the selected one into view without moving the page.
  useEffect(() => {
    const nav = scroller.current;
    const selected = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !selected || nav.scrollWidth <= nav.clientWidth) return;
    const left = selected.offsetLeft - (nav.clientWidth - selected.offsetWidth) / 2;
    nav.scrollLeft = Math.max(0, left);
  }, [selectedKey]);
  return (
    <nav
      ref={scroller}
      className={styles.switcher}
      aria-label={label}
      // A chip half out of the row when it takes focus comes whole into view, ring and all (the
      // browser leaves a partly visible one where it is).
      onFocus={(event) => {
        event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }}
    >
      <ul className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              className={styles.tab}
              href={localePath(locale, chip.href)}
              aria-current={chip.selected ? 'page' : undefined}
              keep-scroll-position={keepScrollPosition ? '' : undefined}
            >
              <span>{chip.name}</span>
              <span className={styles.count}>{chip.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// An island for one thing: bringing the selected chip into view when the chips scroll sideways.
export default island('link-chips', LinkChips);

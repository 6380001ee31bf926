import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { localePath } from '../../src/i18n/locale';
import { usePageContext } from '../../src/page/page-context';
import type { SectionTab } from './portfolio-view';
import styles from './section-switcher.module.css';

interface SectionSwitcherProps {
  tabs: readonly SectionTab[];
  total: number;
  /** The selected section's code; null for every project. */
  current: string | null;
}

/**
 * The portfolio's sections as links: every project, then each section with its count. Switching
 * keeps the scroll position, so the grid changes under the visitor's eyes rather than jumping.
 */
export function SectionSwitcher({ tabs, total, current }: SectionSwitcherProps) {
  const { t } = useLingui();
  const { locale } = usePageContext();
  const scroller = useRef<HTMLElement>(null);
  // Below desktop width the chips scroll sideways: bring the selected one into view, without moving the page.
  useEffect(() => {
    const nav = scroller.current;
    const selected = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !selected || nav.scrollWidth <= nav.clientWidth) return;
    const left = selected.offsetLeft - (nav.clientWidth - selected.offsetWidth) / 2;
    nav.scrollLeft = Math.max(0, left);
  }, [current]);
  if (tabs.length === 0) return null;
  const links = [{ code: null, name: t`Все проекты`, count: total }, ...tabs];
  return (
    <nav ref={scroller} className={styles.switcher} aria-label={t`Разделы портфолио`}>
      <ul className={styles.list}>
        {links.map((tab) => {
          const selected = tab.code === current;
          return (
            <li key={tab.code ?? ''}>
              <a
                className={styles.tab}
                href={localePath(locale, tab.code === null ? '/projects' : `/projects/${tab.code}`)}
                aria-current={selected ? 'page' : undefined}
                keep-scroll-position=""
              >
                <span>{tab.name}</span>
                <span className={styles.count}>{tab.count}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

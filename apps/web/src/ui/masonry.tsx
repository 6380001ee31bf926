import type { ReactNode } from 'react';
import styles from './masonry.module.css';

/**
 * Requirements §16 masonry: 3 columns (by default and from 1220 px), 2 from 767 px, 1 below; 20 px gutter.
 * CSS columns: laid out by the browser before any script runs, so nothing shifts on hydration.
 */
export function Masonry({ children, label }: { children: ReactNode[]; label?: string }) {
  return (
    <ul className={styles.masonry} aria-label={label}>
      {children.map((child, index) => (
        <li key={index} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}

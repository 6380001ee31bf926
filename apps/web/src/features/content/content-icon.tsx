import type { CSSProperties } from 'react';
import styles from './content-icon.module.css';

/**
 * An SVG icon from the content (a path on the content API's origin), drawn as a mask so it takes
 * the text colour around it. Decorative: the text next to it says what it means.
 */
export function ContentIcon({ src, className }: { src: string | null | undefined; className?: string }) {
  if (!src) return null;
  const style = { '--icon': `url("${src.replace(/["\\\n]/g, encodeURIComponent)}")` } as CSSProperties;
  return <span className={className ? `${styles.icon} ${className}` : styles.icon} style={style} aria-hidden="true" />;
}

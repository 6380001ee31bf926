import type { ReactNode } from 'react';
import { pictureSizes } from '@/ui/picture';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import styles from './home-section.module.css';

interface HomeSectionProps {
  /** The heading's id: the section is named by it. */
  id: string;
  title: string;
  /** The list the section previews, a site path without the language prefix. */
  allHref: string;
  allLabel: string;
  children: ReactNode;
}

/** A section of the home page below the banner: heading, a link to the whole list, the preview. */
export function HomeSection({ id, title, allHref, allLabel, children }: HomeSectionProps) {
  const { locale } = usePageLocation();
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <a className={styles.all} href={localePath(locale, allHref)}>
          {allLabel}
          <svg className={styles.arrow} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M1 8h13M9 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </a>
      </div>
      {children}
    </section>
  );
}

/**
 * The `sizes` of a preview card's picture (home-section.module.css `.cards`): 78 % wide in the
 * sideways row on phones, two columns on tablets (the first of an odd number spans both), three
 * with a 32 px gap on desktops.
 */
export function homeCardSizes(index: number, count: number): string {
  return pictureSizes({
    phone: { share: 0.78 },
    tablet: { columns: index === 0 && count % 2 === 1 ? 1 : 2 },
    desktop: { columns: 3, gap: 32 },
  });
}

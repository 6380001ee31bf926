import type { ReactNode } from 'react';
import { localePath } from '../app/i18n/locale';
import { usePageLocation } from '../app/page/page-location';
import styles from './related-section.module.css';

interface RelatedSectionProps {
  /** The heading's id: the section is named by it. */
  id: string;
  title: string;
  /** The whole list these come from, a site path without the language prefix. */
  allHref: string;
  allLabel: string;
  /** The cards, one list item each. */
  children: ReactNode[];
}

/** "More like this" under a detail page: a ruled heading, a link to the whole list, up to three cards a row. */
export function RelatedSection({ id, title, allHref, allLabel, children }: RelatedSectionProps) {
  const { locale } = usePageLocation();
  return (
    <section className={styles.related} aria-labelledby={id}>
      <div className="container">
        <div className={styles.head}>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          <a className={styles.all} href={localePath(locale, allHref)}>
            {allLabel}
          </a>
        </div>
        <ul className={styles.list}>{children}</ul>
      </div>
    </section>
  );
}

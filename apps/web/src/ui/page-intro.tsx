import type { ReactNode } from 'react';
import { usePageLocation } from '../app/page/page-location';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { latinNameLang } from './language-of-parts';
import styles from './page-intro.module.css';

interface PageIntroProps {
  title: string;
  lead?: string | null;
  /** The trail above the title; the page itself is added as its last crumb. */
  breadcrumbs?: readonly Crumb[];
  /** A small line above the title (a section name, a back link). */
  eyebrow?: ReactNode;
  /** Under the lead: facts, actions, tabs. */
  children?: ReactNode;
}

/** The top of a content page: the trail, the h1 and the lead, in the same rhythm everywhere. */
export function PageIntro({ title, lead, breadcrumbs, eyebrow, children }: PageIntroProps) {
  const { locale } = usePageLocation();
  return (
    <header className={`container ${styles.intro}`}>
      {breadcrumbs && breadcrumbs.length > 0 ? <Breadcrumbs items={[...breadcrumbs, { title }]} /> : null}
      {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
      <h1 className={styles.title} lang={latinNameLang(locale, title)}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </header>
  );
}

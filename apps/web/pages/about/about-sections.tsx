import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import styles from './about-sections.module.css';
import { readFragment } from '@/app/graphql/read-fragment';

export const AboutSectionFragment = graphql(`
  fragment AboutSection on AboutSection {
    code
    title
    link
  }
`);

interface AboutSectionsProps {
  sections: readonly FragmentType<typeof AboutSectionFragment>[];
  /** The sub-page being read, marked as the current one. */
  current?: string;
}

/** The company's warranty, certification and policy pages, as a short list of links. */
export function AboutSections({ sections: sectionRefs, current }: AboutSectionsProps) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const id = useId();
  const sections = sectionRefs
    .map((ref) => readFragment<typeof AboutSectionFragment>(ref))
    .filter((section) => section.title.trim() !== '');
  if (sections.length === 0) return null;
  return (
    <nav className={styles.nav} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {t`Гарантии и документы`}
      </h2>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.code}>
            <a
              className={styles.link}
              href={localePath(locale, section.link || `/about/${section.code}`)}
              aria-current={section.code === current ? 'page' : undefined}
            >
              <span>{section.title}</span>
              <svg
                width="18"
                height="18"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                aria-hidden="true"
              >
                <path d="M4 12h15m-5-5 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

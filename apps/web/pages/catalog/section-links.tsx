import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import styles from './section-links.module.css';

export const CatalogSectionTileFragment = graphql(`
  fragment CatalogSectionTile on CatalogSectionNode {
    id
    name
    icon
    link
    seriesCount
  }
`);

/** The sections one level down, with how many series each holds. */
export function SectionLinks({
  sections: refs,
}: {
  sections: readonly FragmentType<typeof CatalogSectionTileFragment>[];
}) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const sections = refs.map((ref) => readFragment<typeof CatalogSectionTileFragment>(ref));
  if (sections.length === 0) return null;
  return (
    <nav className={`container ${styles.sections}`} aria-label={t`Разделы каталога`}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a className={styles.link} href={localePath(locale, section.link)}>
              {section.icon ? (
                <span
                  className={styles.icon}
                  style={{ '--icon': `url("${section.icon}")` } as CSSProperties}
                  aria-hidden="true"
                />
              ) : null}
              <span>{section.name}</span>
              <span className={styles.count}>{section.seriesCount}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

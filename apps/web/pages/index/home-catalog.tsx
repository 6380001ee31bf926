import { Plural, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import styles from './home-catalog.module.css';
import { HomeSection } from './home-section';
import { readFragment } from '@/app/graphql/read-fragment';

export const HomeCatalogSectionFragment = graphql(`
  fragment HomeCatalogSection on CatalogSectionNode {
    id
    name
    preview
    icon
    link
    seriesCount
  }
`);

/** The catalogue's top sections: ways into the products. Nothing when there are none. */
export function HomeCatalog({
  sections: sectionRefs,
}: {
  sections: readonly FragmentType<typeof HomeCatalogSectionFragment>[];
}) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const sections = sectionRefs.map((ref) => readFragment<typeof HomeCatalogSectionFragment>(ref));
  if (sections.length === 0) return null;
  return (
    <HomeSection id="home-catalog" title={t`Каталог продукции`} allHref="/catalog" allLabel={t`Весь каталог`}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.id} className={styles.item}>
            {section.icon ? (
              <span
                className={styles.icon}
                style={{ '--icon': `url("${section.icon}")` } as CSSProperties}
                aria-hidden="true"
              />
            ) : null}
            <h3 className={styles.name}>
              <a className={styles.link} href={localePath(locale, section.link)}>
                {section.name}
              </a>
            </h3>
            {section.preview ? <p className={styles.preview}>{section.preview}</p> : null}
            {section.seriesCount > 0 ? (
              <p className={styles.count}>
                <Plural value={section.seriesCount} one="# серия" few="# серии" many="# серий" other="# серии" />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { Card } from '@/ui/card';
import { columnSizes } from '@/ui/picture';
import { ProjectCard, type ProjectCardFragment } from '../projects/project-card';
import styles from './solution.module.css';
import { readFragment } from '@/app/graphql/read-fragment';

export const BenefitFragment = graphql(`
  fragment Benefit on ContentIconItem {
    title
    text
    icon
  }
`);

export const SolutionProductFragment = graphql(`
  fragment SolutionProduct on SeriesCard {
    gnkCode
    name
    preview
    link
    picture {
      ...ResponsivePicture
    }
  }
`);

/** What the solution gives: short titled texts, with the sector's icon mark. */

/** The page's card grid (solution.module.css `.cards`): one column, three from 768 px, four from 1220 px. */
const cardSizes = columnSizes({ phone: 1, tablet: 3, desktop: 4 });

export function Benefits({ items: refs }: { items: readonly FragmentType<typeof BenefitFragment>[] }) {
  const { t } = useLingui();
  const items = refs.map((ref) => readFragment<typeof BenefitFragment>(ref));
  if (items.length === 0) return null;
  return (
    <section className={`container ${styles.block}`} aria-labelledby="benefits-heading">
      <h2 id="benefits-heading" className={styles.heading}>
        {t`Что даёт решение`}
      </h2>
      <ul className={styles.benefits}>
        {items.map((item) => (
          <li key={item.title} className={styles.benefit}>
            {item.icon ? (
              <span
                className={styles.benefitIcon}
                style={{ '--icon': `url("${item.icon}")` } as React.CSSProperties}
                aria-hidden="true"
              />
            ) : (
              <span className={styles.benefitMark} aria-hidden="true" />
            )}
            <h3 className={styles.benefitTitle}>{item.title}</h3>
            <p className={styles.benefitText}>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Products({ items: refs }: { items: readonly FragmentType<typeof SolutionProductFragment>[] }) {
  const { t } = useLingui();
  const items = refs.map((ref) => readFragment<typeof SolutionProductFragment>(ref));
  if (items.length === 0) return null;
  return (
    <section className={`container ${styles.block}`} aria-labelledby="products-heading">
      <h2 id="products-heading" className={styles.heading}>
        {t`Оборудование`}
      </h2>
      <ul className={styles.cards}>
        {items.map((item) => (
          <li key={item.gnkCode}>
            <Card href={item.link} title={item.name} text={item.preview} picture={item.picture} sizes={cardSizes} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Projects({ items }: { items: readonly FragmentType<typeof ProjectCardFragment>[] }) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <section className={`container ${styles.block}`} aria-labelledby="projects-heading">
      <h2 id="projects-heading" className={styles.heading}>
        {t`Реализованные проекты`}
      </h2>
      <ul className={styles.cards}>
        {items.map((item, index) => (
          <li key={index}>
            <ProjectCard project={item} headingLevel={3} sizes={cardSizes} />
          </li>
        ))}
      </ul>
    </section>
  );
}

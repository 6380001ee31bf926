import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '../../src/graphql/generated';
import { Card } from '../../src/ui/card';
import { HomeSection } from './home-section';
import sectionStyles from './home-section.module.css';
import { readFragment } from '../../src/graphql/read-fragment';

export const HomeProjectCardFragment = graphql(`
  fragment HomeProjectCard on ProjectCard {
    id
    title
    location
    year
    link
    picture {
      ...ResponsivePicture
    }
  }
`);

/** The latest projects, as cards leading to them. Nothing when there are none. */
export function HomeProjects({ items: itemRefs }: { items: readonly FragmentType<typeof HomeProjectCardFragment>[] }) {
  const { t } = useLingui();
  const items = itemRefs.map((ref) => readFragment<typeof HomeProjectCardFragment>(ref));
  if (items.length === 0) return null;
  return (
    <HomeSection id="home-projects" title={t`Последние проекты`} allHref="/projects" allLabel={t`Все проекты`}>
      <ul className={sectionStyles.cards}>
        {items.map((item) => (
          <li key={item.id}>
            <Card
              href={item.link}
              title={item.title}
              picture={item.picture}
              meta={[item.location, item.year || null].filter(Boolean).join(' · ')}
            />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

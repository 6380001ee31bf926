import { useLingui } from '@lingui/react/macro';
import type { FragmentType } from '@/app/graphql/generated';
import { ProjectCard, type ProjectCardFragment } from '../projects/project-card';
import { HomeSection, homeCardSizes } from './home-section';
import sectionStyles from './home-section.module.css';

/** The latest projects, as cards leading to them. Nothing when there are none. */
export function HomeProjects({
  items,
}: {
  items: readonly ({ id: number } & FragmentType<typeof ProjectCardFragment>)[];
}) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <HomeSection id="home-projects" title={t`Последние проекты`} allHref="/projects" allLabel={t`Все проекты`}>
      <ul className={sectionStyles.cards}>
        {items.map((item, index) => (
          <li key={item.id}>
            <ProjectCard project={item} headingLevel={3} sizes={homeCardSizes(index, items.length)} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

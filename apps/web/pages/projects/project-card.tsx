import { Card } from '@/ui/card';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import styles from './project-card.module.css';
import { readFragment } from '@/app/graphql/read-fragment';

export const ProjectCardFragment = graphql(`
  fragment ProjectCard on ProjectCard {
    title
    location
    year
    link
    picture {
      ...ResponsivePicture
    }
  }
`);

/** A project in a list: its photo, where and when, and its title; the whole card links to it. */
export function ProjectCard({
  project: projectRef,
  headingLevel = 2,
  sizes,
}: {
  project: FragmentType<typeof ProjectCardFragment>;
  headingLevel?: 2 | 3;
  /** How wide the picture is drawn, where the list is not the usual card grid. */
  sizes?: string;
}) {
  const project = readFragment<typeof ProjectCardFragment>(projectRef);
  const meta = [project.location, project.year > 0 ? String(project.year) : ''].filter(Boolean).join(' · ');
  return (
    <div className={styles.project}>
      <Card
        href={project.link}
        title={project.title}
        picture={project.picture}
        meta={meta || null}
        headingLevel={headingLevel}
        sizes={sizes}
      />
    </div>
  );
}

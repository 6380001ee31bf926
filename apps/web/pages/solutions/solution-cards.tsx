import { Plural } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { Card } from '@/ui/card';
import { columnSizes } from '@/ui/picture';
import styles from './solution-cards.module.css';
import { readFragment } from '@/app/graphql/read-fragment';

export const SolutionSectionCardFragment = graphql(`
  fragment SolutionSectionCard on SolutionSectionCard {
    code
    name
    preview
    color
    icon
    link
    elementCount
    picture {
      ...ResponsivePicture
    }
  }
`);

export const SolutionCardFragment = graphql(`
  fragment SolutionCard on SolutionElementCard {
    code
    name
    preview
    link
    picture {
      ...ResponsivePicture
    }
  }
`);

/** A sector or sub-section: its picture with the sector's colour and icon on it. */

/** The solutions' grid (solutions.module.css `.grid`): one column, three from 768 px, four from 1220 px. */
const gridSizes = columnSizes({ phone: 1, tablet: 3, desktop: 4 });

export function SolutionSectionCard(props: { section: FragmentType<typeof SolutionSectionCardFragment> }) {
  const section = readFragment<typeof SolutionSectionCardFragment>(props.section);
  return (
    <div
      className={styles.sector}
      style={section.color ? ({ '--sector-color': section.color } as React.CSSProperties) : undefined}
    >
      <Card
        href={section.link}
        title={section.name}
        picture={section.picture}
        text={section.preview}
        meta={
          section.elementCount > 0 ? (
            <Plural value={section.elementCount} one="# решение" few="# решения" many="# решений" other="# решения" />
          ) : null
        }
        headingLevel={2}
        sizes={gridSizes}
      />
      {section.icon ? (
        <span
          className={styles.icon}
          style={{ '--icon': `url("${section.icon}")` } as React.CSSProperties}
          aria-hidden="true"
        />
      ) : null}
    </div>
  );
}

export function SolutionCard(props: { solution: FragmentType<typeof SolutionCardFragment>; headingLevel?: 2 | 3 }) {
  const solution = readFragment<typeof SolutionCardFragment>(props.solution);
  return (
    <Card
      href={solution.link}
      title={solution.name}
      picture={solution.picture}
      text={solution.preview}
      headingLevel={props.headingLevel ?? 2}
      sizes={gridSizes}
    />
  );
}

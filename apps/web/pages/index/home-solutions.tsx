import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { Card } from '@/ui/card';
import { HomeSection, homeCardSizes } from './home-section';
import sectionStyles from './home-section.module.css';
import { readFragment } from '@/app/graphql/read-fragment';

export const HomeSolutionCardFragment = graphql(`
  fragment HomeSolutionCard on SolutionItem {
    code
    name
    tagline
    link
    picture {
      ...ResponsivePicture
    }
  }
`);

/** Sectors the manufacturer equips, as cards leading to their solutions. Nothing when there are none. */
export function HomeSolutions({
  items: itemRefs,
}: {
  items: readonly FragmentType<typeof HomeSolutionCardFragment>[];
}) {
  const { t } = useLingui();
  const items = itemRefs.map((ref) => readFragment<typeof HomeSolutionCardFragment>(ref));
  if (items.length === 0) return null;
  return (
    <HomeSection id="home-solutions" title={t`Решения для отраслей`} allHref="/solutions" allLabel={t`Все решения`}>
      <ul className={sectionStyles.cards}>
        {items.map((item, index) => (
          <li key={item.code}>
            <Card
              href={item.link}
              title={item.name}
              text={item.tagline}
              picture={item.picture}
              sizes={homeCardSizes(index, items.length)}
            />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

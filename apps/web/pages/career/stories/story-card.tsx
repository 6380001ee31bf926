import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { columnSizes, Picture } from '@/ui/picture';
import styles from './story-card.module.css';

export const StoryCardFragment = graphql(`
  fragment StoryCard on CareerStoryCard {
    code
    name
    position
    preview
    link
    picture {
      ...ResponsivePicture
    }
  }
`);

const portraitSizes = columnSizes({ phone: 1, tablet: 2, desktop: 3 });

/** A success story in the list: portrait, name and position, and the summary; the name links to it. */
export function StoryCard({ story: storyRef }: { story: FragmentType<typeof StoryCardFragment> }) {
  const { locale } = usePageLocation();
  const story = readFragment<typeof StoryCardFragment>(storyRef);
  const href = localePath(locale, story.link || `/career/stories/${story.code}`);
  return (
    <article className={styles.card}>
      <Picture picture={story.picture} sizes={portraitSizes} className={styles.picture} />
      <div className={styles.body}>
        <h2 className={styles.name}>
          <a href={href} className={styles.link}>
            {story.name}
          </a>
        </h2>
        {story.position ? <p className={styles.position}>{story.position}</p> : null}
        {story.preview ? <p className={styles.preview}>{story.preview}</p> : null}
      </div>
    </article>
  );
}

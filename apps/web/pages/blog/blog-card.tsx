import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import { usePageLocation } from '@/app/page/page-location';
import { formatCalendarDate } from '@/ui/calendar-date';
import { Card } from '@/ui/card';
import styles from './blog-card.module.css';

export const BlogCardFragment = graphql(`
  fragment BlogCard on BlogCard {
    name
    preview
    categoryName
    date
    readingMinutes
    likes
    blogItemUrl
    picture {
      ...ResponsivePicture
    }
  }
`);

/** A blog item in a list: picture, category and date, headline, the preview, reading time and likes. */
export function BlogCard({
  item: itemRef,
  headingLevel = 2,
}: {
  item: FragmentType<typeof BlogCardFragment>;
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const item = readFragment<typeof BlogCardFragment>(itemRef);
  const date = formatCalendarDate(item.date, locale);
  const likes = item.likes;
  return (
    <Card
      href={item.blogItemUrl}
      title={item.name}
      picture={item.picture}
      headingLevel={headingLevel}
      text={item.preview}
      meta={
        <>
          {item.categoryName}
          {date ? (
            <>
              {' · '}
              <time dateTime={item.date}>{date}</time>
            </>
          ) : null}
        </>
      }
    >
      <p className={styles.facts}>
        {item.readingMinutes > 0 ? <span>{t`${item.readingMinutes} мин чтения`}</span> : null}
        <span>
          <svg className={styles.heart} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
          </svg>
          <span className="visually-hidden">{t`Нравится:`} </span>
          {likes}
        </span>
      </p>
    </Card>
  );
}

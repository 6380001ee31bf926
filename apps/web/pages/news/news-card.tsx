import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import { usePageLocation } from '@/app/page/page-location';
import { formatCalendarDate } from '@/ui/calendar-date';
import { Card } from '@/ui/card';
import { eventTiming, formatEventWhen } from '@/ui/event-time';
import styles from './news-card.module.css';

export const NewsCardFragment = graphql(`
  fragment NewsCard on NewsCard {
    title
    preview
    date
    link
    event {
      startsAt
      endsAt
      place
      registrationOpen
    }
    picture {
      ...ResponsivePicture
    }
  }
`);

/**
 * A news item or an event in a list. An event says so, when and where it takes place, and whether
 * it is still to come (told at `now`, the moment the page was drawn).
 */
export function NewsCard({
  item: itemRef,
  now,
  headingLevel = 2,
}: {
  item: FragmentType<typeof NewsCardFragment>;
  /** When the page was drawn, ISO 8601. */
  now: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const item = readFragment<typeof NewsCardFragment>(itemRef);
  const date = formatCalendarDate(item.date, locale);
  const event = item.event;
  const timing = event ? eventTiming(event.startsAt, event.endsAt, new Date(now)) : null;
  const when = event ? formatEventWhen(event.startsAt, event.endsAt, locale) : null;
  const status = {
    upcoming: event?.registrationOpen ? t`Открыта регистрация` : t`Скоро`,
    ongoing: t`Идёт сейчас`,
    past: t`Прошло`,
  };
  return (
    <Card
      href={item.link}
      title={item.title}
      picture={item.picture}
      headingLevel={headingLevel}
      text={item.preview}
      meta={
        <>
          {event ? <>{t`Событие`} · </> : null}
          {date ? <time dateTime={item.date}>{date}</time> : null}
        </>
      }
    >
      {event ? (
        <div className={styles.event}>
          {timing ? (
            <p className={styles.status} data-timing={timing}>
              {status[timing]}
            </p>
          ) : null}
          {when ? (
            <p>
              <time dateTime={event.startsAt}>{when}</time>
            </p>
          ) : null}
          {event.place ? <p className={styles.place}>{event.place}</p> : null}
        </div>
      ) : null}
    </Card>
  );
}

import { dateTimeFormat } from '@/ui/intl-formats';
import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import type { Locale } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { Card } from '@/ui/card';
import { HomeSection, homeCardSizes } from './home-section';
import sectionStyles from './home-section.module.css';
import { readFragment } from '@/app/graphql/read-fragment';

export const HomeNewsCardFragment = graphql(`
  fragment HomeNewsCard on NewsCard {
    id
    title
    preview
    date
    isEvent
    link
    picture {
      ...ResponsivePicture
    }
  }
`);

/** A publication date (YYYY-MM-DD) as the page's language writes it; the text as is if it is no date. */
function formatNewsDate(date: string, locale: Locale): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime())) return date;
  return dateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** The latest news and events, as cards leading to them. Nothing when there are none. */
export function HomeNews({ items: itemRefs }: { items: readonly FragmentType<typeof HomeNewsCardFragment>[] }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const items = itemRefs.map((ref) => readFragment<typeof HomeNewsCardFragment>(ref));
  if (items.length === 0) return null;
  return (
    <HomeSection id="home-news" title={t`Новости и события`} allHref="/news" allLabel={t`Все новости`}>
      <ul className={sectionStyles.cards}>
        {items.map((item, index) => (
          <li key={item.id}>
            <Card
              href={item.link}
              sizes={homeCardSizes(index, items.length)}
              title={item.title}
              picture={item.picture}
              meta={
                <>
                  {item.isEvent ? <>{t`Событие`} · </> : null}
                  <time dateTime={item.date}>{formatNewsDate(item.date, locale)}</time>
                </>
              }
            />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

import { useLingui } from '@lingui/react/macro';
import NewsRequestForm from '@/features/forms/news-request-form.island';
import { useData, usePageContext } from '@/app/page/page-context';
import BackLink from '@/ui/back-link.island';
import { formatCalendarDate } from '@/ui/calendar-date';
import { DetailBack, DetailHero } from '@/ui/detail-page';
import { Gallery, isCompletePicture } from '@/ui/gallery';
import { PageIntro } from '@/ui/page-intro';
import { RelatedSection } from '@/ui/related-section';
import { RichText } from '@/ui/rich-text';
import { NewsCard } from '../news-card';
import type { Data } from './+data';
import { EventPanel } from './event-panel';
import styles from './news-item.module.css';

export default function Page() {
  const { t } = useLingui();
  const { locale } = usePageContext();
  const { item, trail, related, now } = useData<Data>();
  const title = item.title || t`Новость`;
  const date = formatCalendarDate(item.date, locale);
  const event = item.event;
  return (
    <article className={styles.item}>
      <DetailBack>
        <BackLink kind="news" href="/news" />
      </DetailBack>
      <PageIntro title={title} breadcrumbs={trail} eyebrow={event ? t`Событие` : null} lead={item.preview || null}>
        {date ? (
          <p className={styles.published}>
            {t`Опубликовано`} <time dateTime={item.date}>{date}</time>
          </p>
        ) : null}
      </PageIntro>

      <DetailHero picture={item.picture} />

      <div className={`container ${styles.body}`}>
        {item.content.trim() !== '' ? (
          <div className={styles.content}>
            <RichText html={item.content} />
          </div>
        ) : null}
        {event ? (
          <div className={styles.aside}>
            <EventPanel
              code={item.code}
              startsAt={event.startsAt}
              endsAt={event.endsAt}
              place={event.place}
              registrationOpen={event.registrationOpen}
              timing={event.timing}
            >
              <section id="registration" className={styles.registration} aria-labelledby="registration-title">
                <h2 id="registration-title" className={styles.registrationTitle}>
                  {t`Регистрация`}
                </h2>
                <p
                  className={styles.registrationLead}
                >{t`Участие бесплатное. Оставьте контакты — пришлём подтверждение и программу.`}</p>
                <NewsRequestForm newsCode={item.code} />
              </section>
            </EventPanel>
          </div>
        ) : null}
      </div>

      {item.gallery.some(isCompletePicture) ? (
        <section className={`container ${styles.section}`} aria-labelledby="news-gallery">
          <h2 id="news-gallery" className={styles.sectionTitle}>
            {t`Фотографии`}
          </h2>
          <Gallery pictures={item.gallery} label={t`Фотографии: ${title}`} />
        </section>
      ) : null}

      {related.length > 0 ? (
        <RelatedSection id="news-related" title={t`Другие новости`} allHref="/news" allLabel={t`Все новости`}>
          {related.map((card) => (
            <li key={card.id}>
              <NewsCard item={card} now={now} headingLevel={3} />
            </li>
          ))}
        </RelatedSection>
      ) : null}
    </article>
  );
}

import { useLingui } from '@lingui/react/macro';
import LikeButton from '@/features/blog/like-button.island';
import { localePath } from '@/app/i18n/locale';
import { useData, usePageContext } from '@/app/page/page-context';
import BackLink from '@/ui/back-link.island';
import { formatCalendarDate } from '@/ui/calendar-date';
import { DetailBack, DetailHero } from '@/ui/detail-page';
import { PageIntro } from '@/ui/page-intro';
import { RelatedSection } from '@/ui/related-section';
import { RichText } from '@/ui/rich-text';
import { BlogCard } from '../../blog-card';
import type { Data } from './+data';
import styles from './blog-item.module.css';

export default function Page() {
  const { t } = useLingui();
  const { locale } = usePageContext();
  const { item, trail, related } = useData<Data>();
  const title = item.name || t`Статья`;
  const date = formatCalendarDate(item.date, locale);
  return (
    <article className={styles.item}>
      <DetailBack>
        <BackLink kind="blog" href="/blog" />
      </DetailBack>
      <PageIntro
        title={title}
        breadcrumbs={trail}
        eyebrow={
          item.categoryName ? (
            <a className={styles.eyebrowLink} href={localePath(locale, item.categoryPath)}>
              {item.categoryName}
            </a>
          ) : null
        }
        lead={item.preview || null}
      >
        <p className={styles.byline}>
          {item.author ? (
            <span>
              <span className={styles.author}>{item.author.name}</span>
              {item.author.position ? `, ${item.author.position}` : null}
            </span>
          ) : null}
          {date ? <time dateTime={item.date}>{date}</time> : null}
          {item.readingMinutes > 0 ? <span>{t`${item.readingMinutes} мин чтения`}</span> : null}
        </p>
      </PageIntro>

      <DetailHero picture={item.picture} />

      <div className={`container ${styles.body}`}>
        <div className={styles.content}>{item.content.trim() !== '' ? <RichText html={item.content} /> : null}</div>
        <aside className={styles.aside} aria-label={t`Об этой статье`}>
          <div className={styles.like}>
            <p>{t`Статья была полезной?`}</p>
            <LikeButton blogItemUrl={item.blogItemUrl} likes={item.likes} />
          </div>
          {item.tags.length > 0 ? (
            <ul className={styles.tags} aria-label={t`Метки`}>
              {item.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
        </aside>
      </div>

      {related.length > 0 ? (
        <RelatedSection
          id="blog-related"
          title={item.categoryName ? t`Ещё в разделе «${item.categoryName}»` : t`Ещё статьи`}
          allHref={item.categoryPath}
          allLabel={t`Все статьи раздела`}
        >
          {related.map((card) => (
            <li key={card.id}>
              <BlogCard item={card} headingLevel={3} />
            </li>
          ))}
        </RelatedSection>
      ) : null}
    </article>
  );
}

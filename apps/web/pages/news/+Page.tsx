import { useLingui } from '@lingui/react/macro';
import { useData, usePageContext } from '@/app/page/page-context';
import { NewsSubscriptionBlock } from '@/features/forms/news-subscription-block';
import { PageIntro } from '@/ui/page-intro';
import { Pagination } from '@/ui/pagination';
import type { Data } from './+data';
import { NewsCard } from './news-card';
import styles from './news.module.css';

export default function Page() {
  const { t } = useLingui();
  const { newsSubscription } = usePageContext();
  const { now, items, upcoming, page, totalPages } = useData<Data>();
  return (
    <>
      <PageIntro
        title={t`Новости и события`}
        lead={t`Новые серии и решения, производство, проекты, выставки и семинары для проектировщиков и партнёров.`}
      />
      <div className={`container ${styles.list}`}>
        {upcoming.length > 0 ? (
          <section className={styles.section} aria-labelledby="news-upcoming">
            <h2 id="news-upcoming" className={styles.sectionTitle}>
              {t`Ближайшие события`}
            </h2>
            <ul className={styles.grid}>
              {upcoming.map((item) => (
                <li key={item.id}>
                  <NewsCard item={item} now={now} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className={styles.section}>
          <NewsSubscriptionBlock placement="news" posted={newsSubscription} />
        </div>
        {items.length > 0 ? (
          <section className={styles.section} aria-labelledby="news-all">
            <h2 id="news-all" className={upcoming.length > 0 ? styles.sectionTitle : 'visually-hidden'}>
              {page > 1 ? t`Все новости, страница ${page}` : t`Все новости`}
            </h2>
            <ul className={styles.grid}>
              {items.map((item) => (
                <li key={item.id}>
                  <NewsCard item={item} now={now} headingLevel={3} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              totalPages={totalPages}
              hrefFor={(number) => (number > 1 ? `/news?page=${number}` : '/news')}
            />
          </section>
        ) : (
          <p className={styles.empty}>{t`Новостей пока нет. Загляните позже.`}</p>
        )}
      </div>
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useData } from '@/app/page/page-context';
import LinkChips from '@/ui/link-chips.island';
import { Masonry } from '@/ui/masonry';
import { PageIntro } from '@/ui/page-intro';
import { Pagination } from '@/ui/pagination';
import type { Data } from './+data';
import { BlogCard } from './blog-card';
import styles from './blog.module.css';

export default function Page() {
  const { t } = useLingui();
  const { categories, total, current, items, page, totalPages } = useData<Data>();
  const categoryName = current?.name || null;
  const listPath = current ? `/blog/${current.code}` : '/blog';
  return (
    <>
      <PageIntro
        title={categoryName ?? t`Блог`}
        breadcrumbs={current ? [{ title: t`Блог`, link: '/blog' }] : undefined}
        lead={
          categoryName
            ? null
            : t`Инженеры и светодизайнеры Острель — о технологиях, нормах, проектах и о том, как сделать свет лучше.`
        }
      >
        {categories.length > 0 ? (
          <div className={styles.switcher}>
            <LinkChips
              label={t`Разделы блога`}
              keepScrollPosition
              chips={[
                { key: '', name: t`Все статьи`, count: total, href: '/blog', selected: current === null },
                ...categories.map((tab) => ({
                  key: tab.code,
                  name: tab.name,
                  count: tab.count,
                  href: `/blog/${tab.code}`,
                  selected: tab.code === current?.code,
                })),
              ]}
            />
          </div>
        ) : null}
      </PageIntro>
      <div className={`container ${styles.list}`}>
        {items.length > 0 ? (
          <>
            <Masonry label={categoryName ?? t`Все статьи`}>
              {items.map((item) => (
                <BlogCard key={item.id} item={item} />
              ))}
            </Masonry>
            <Pagination
              page={page}
              totalPages={totalPages}
              hrefFor={(number) => (number > 1 ? `${listPath}?page=${number}` : listPath)}
            />
          </>
        ) : (
          <p className={styles.empty}>{t`Здесь пока нет статей. Загляните позже.`}</p>
        )}
      </div>
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { SeriesCard } from '@/features/catalog/series-card';
import { useData } from '@/app/page/page-context';
import { ExSelector } from '@/features/tools/ex-selector';
import { PageIntro } from '@/ui/page-intro';
import { Pagination } from '@/ui/pagination';
import { RichText } from '@/ui/rich-text';
import type { Data } from './+data';
import CatalogFilters from './catalog-filters.island';
import styles from './catalog.module.css';
import { ListingControls } from './listing-controls';
import { SectionLinks } from './section-links';

export default function Page() {
  const { t } = useLingui();
  const { name, description, path, breadcrumbs, children, series, pagination, filters, query, links, exSelector } =
    useData<Data>();
  // The BFF's trail runs from the top section down to this one, which the intro adds itself.
  const trail = [
    { title: t`Главная`, link: '/' },
    { title: t`Каталог`, link: '/catalog' },
    ...breadcrumbs.slice(0, -1),
  ];
  return (
    <>
      <PageIntro title={name} breadcrumbs={path === '/catalog' ? [{ title: t`Главная`, link: '/' }] : trail} />
      {description ? (
        <div className={`container ${styles.description}`}>
          <RichText html={description} />
        </div>
      ) : null}
      <SectionLinks sections={children} />
      {exSelector ? <ExSelector path={path} {...exSelector} /> : null}
      <div id="catalog-listing" className={`container ${styles.layout}`}>
        <CatalogFilters filters={filters} query={query} path={path} />
        <section className={styles.results} aria-labelledby="catalog-series">
          <h2 id="catalog-series" className="visually-hidden">
            {t`Серии`}
          </h2>
          <ListingControls query={query} total={pagination.total} links={links} />
          {series.length > 0 ? (
            <ul className={styles.grid}>
              {series.map((item) => (
                <li key={item.id}>
                  <SeriesCard series={item} />
                </li>
              ))}
            </ul>
          ) : (
            <p
              className={styles.empty}
            >{t`Под выбранные фильтры ничего не подходит. Уберите часть фильтров или сбросьте их.`}</p>
          )}
          <Pagination
            page={pagination.pageNum}
            totalPages={pagination.totalPages}
            hrefFor={(page) => links.pages[page - 1] ?? path}
          />
        </section>
      </div>
    </>
  );
}

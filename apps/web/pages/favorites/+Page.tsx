import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { comparePath, maxCompared } from '@/features/compare';
import { SeriesCard } from '@/features/catalog/series-card';
import { cardGridSizes } from '@/ui/card';
import { FavoriteModelRow } from '@/features/favorites/favorite-model-row';
import { localePath } from '@/app/i18n/locale';
import { useData } from '@/app/page/page-context';
import { usePageLocation } from '@/app/page/page-location';
import { PageIntro } from '@/ui/page-intro';
import { Pagination } from '@/ui/pagination';
import buttons from '@/ui/buttons.module.css';
import type { Data } from './+data';
import FavoritesActions from './favorites-actions.island';
import styles from './favorites.module.css';

export default function Page() {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const { title, isShared, found, shareUrl, series, models } = useData<Data>();
  const empty = series.total === 0 && models.total === 0;
  // The comparison takes this page's models, as many as it has room for.
  const compared = Math.min(models.items.length, maxCompared);
  const lead = isShared
    ? t`Этой подборкой серий и моделей с вами поделились по ссылке. Сохраните её в своё избранное, чтобы вернуться к ней позже.`
    : t`Серии и модели, отмеченные сердечком. Список хранится в этом браузере; чтобы открыть его на другом устройстве или отправить коллеге, поделитесь ссылкой.`;
  return (
    <>
      <PageIntro title={title} lead={empty ? null : lead} breadcrumbs={[{ title: t`Главная`, link: '/' }]}>
        {empty ? null : <FavoritesActions isShared={isShared} found={found} shareUrl={shareUrl} />}
      </PageIntro>
      {empty ? (
        <div className={`container ${styles.empty}`}>
          <p className={styles.emptyTitle}>
            {isShared ? t`В этой подборке ничего не осталось` : t`В избранном пока ничего нет`}
          </p>
          <p className={styles.emptyText}>
            {isShared
              ? t`Продукцию из неё, вероятно, сняли с сайта. Посмотрите актуальные серии в каталоге.`
              : t`Отмечайте сердечком серии и модели в каталоге: они соберутся здесь, и все их документы можно будет скачать одним архивом.`}
          </p>
          <a className={buttons.primary} href={localePath(locale, '/catalog')}>
            {t`Перейти в каталог`}
          </a>
        </div>
      ) : null}
      {series.total > 0 ? (
        <section className={`container ${styles.block}`} aria-labelledby="favorite-series">
          <h2 id="favorite-series" className={styles.title}>
            {t`Серии`} <span className={styles.count}>{series.total}</span>
          </h2>
          <ul className={styles.grid}>
            {series.items.map((item) => (
              <li key={item.id}>
                <SeriesCard series={item} initiallyFavorite={!isShared} sizes={cardGridSizes} />
              </li>
            ))}
          </ul>
          <Pagination
            page={series.page}
            totalPages={series.totalPages}
            hrefFor={(page) => series.pages[page - 1] ?? '/favorites'}
          />
        </section>
      ) : null}
      {models.total > 0 ? (
        <section className={`container ${styles.block}`} aria-labelledby="favorite-models">
          <div className={styles.modelsHead}>
            <h2 id="favorite-models" className={styles.title}>
              {t`Модели`} <span className={styles.count}>{models.total}</span>
            </h2>
            {compared > 1 ? (
              <a
                className={buttons.secondary}
                href={localePath(locale, comparePath(models.items.map((item) => item.id)))}
              >
                {t`Сравнить ${plural(compared, { one: '# модель', few: '# модели', many: '# моделей', other: '# модели' })}`}
              </a>
            ) : null}
          </div>
          <ul className={styles.models}>
            {models.items.map((item) => (
              <li key={item.id}>
                <FavoriteModelRow model={item} initiallyFavorite={!isShared} />
              </li>
            ))}
          </ul>
          <Pagination
            page={models.page}
            totalPages={models.totalPages}
            hrefFor={(page) => models.pages[page - 1] ?? '/favorites'}
          />
        </section>
      ) : null}
    </>
  );
}

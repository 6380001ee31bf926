import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import {
  favoritesShareSearch,
  newestFirst,
  sharedFavorites,
  type FavoriteIds,
} from '@/features/favorites/favorites-link';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import { perDevice } from '@/app/page/device';
import type { PageData } from '@/app/page/page-data';
import { pageParam } from '@/ui/page-param';

const FavoritesPageQuery = graphql(`
  query FavoritesPage($seriesIds: [Int!]!, $modelIds: [Int!]!) {
    favoriteSeries(ids: $seriesIds) {
      id
      ...SeriesCard
    }
    favoriteModels(ids: $modelIds) {
      id
      ...FavoriteModelRow
    }
  }
`);

/** Requirements §8: favourite series per page on phone/tablet/desktop; models are five a page. */
const seriesPerPage = { phone: 12, tablet: 12, desktop: 15 } as const;
const modelsPerPage = 5;

function pageOf<T>(items: readonly T[], requested: number, perPage: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const page = Math.min(requested, totalPages);
  return { page, totalPages, items: items.slice((page - 1) * perPage, page * perPage) };
}

export async function data(pageContext: PageContextServer) {
  const search = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '');
  // A share link names its list; without one the page is the visitor's own, read from their cookie.
  const shared = sharedFavorites(search);
  const own = shared ? null : pageContext.visitorFavorites();
  const ids: FavoriteIds = shared ?? { series: newestFirst(own?.series ?? []), models: newestFirst(own?.models ?? []) };
  const empty = ids.series.length === 0 && ids.models.length === 0;
  const lists = empty
    ? { favoriteSeries: [], favoriteModels: [] }
    : await queryOnServer(pageContext, FavoritesPageQuery, { seriesIds: ids.series, modelIds: ids.models });
  const i18n = i18nFor(pageContext.locale);
  const title = shared ? i18n._(msg`Подборка продукции`) : i18n._(msg`Избранное`);
  const series = pageOf(
    lists.favoriteSeries,
    pageParam(search, 'seriesPage'),
    perDevice(pageContext.device, seriesPerPage),
  );
  const models = pageOf(lists.favoriteModels, pageParam(search, 'modelsPage'), modelsPerPage);
  // Ids that no longer exist are gone from the list shown, and from the link that shares it.
  const found: FavoriteIds = {
    series: lists.favoriteSeries.map((card) => card.id),
    models: lists.favoriteModels.map((card) => card.id),
  };
  const listSearch = shared ? favoritesShareSearch(found) : '';
  const href = (seriesPage: number, modelsPage: number) => {
    const query = new URLSearchParams(listSearch.slice(1));
    if (seriesPage > 1) query.set('seriesPage', String(seriesPage));
    if (modelsPage > 1) query.set('modelsPage', String(modelsPage));
    const text = query.toString().replaceAll('%2C', ',');
    return `/favorites${text ? `?${text}` : ''}`;
  };
  return {
    head: {
      title: `${title} — ${i18n._(msg`Острель`)}`,
      // Not for search engines, but a shared list's link preview reads it.
      description: shared
        ? i18n._(msg`Подборка светильников Острель: серии и модели со ссылками на характеристики и документацию.`)
        : i18n._(
            msg`Серии и модели, отмеченные на сайте Острель: сравните их, скачайте документацию, поделитесь списком.`,
          ),
      og: { title, image: null, type: 'website' },
      article: null,
      noindex: true,
    },
    title,
    isShared: shared !== null,
    found,
    shareUrl: `${pageContext.siteUrl}${localePath(pageContext.locale, '/favorites')}${favoritesShareSearch(found)}`,
    series: {
      ...series,
      total: lists.favoriteSeries.length,
      pages: Array.from({ length: series.totalPages }, (_, index) => href(index + 1, models.page)),
    },
    models: {
      ...models,
      total: lists.favoriteModels.length,
      pages: Array.from({ length: models.totalPages }, (_, index) => href(series.page, index + 1)),
    },
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import type { PageData } from '@/app/page/page-data';
import { headFromSeo } from '@/app/outcome/page-seo';
import { groupByInitial, matchesFilter, nameFilterMaxLength, searchableText } from './name-filter';

const DistributorsByNamePageQuery = graphql(`
  query DistributorsByNamePage($path: String!) {
    seo(path: $path) {
      ...PageSeo
    }
    distributorsByName {
      distributorCode
      title
      offices {
        cityTitle
      }
      ...DistributorCard
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const path = '/distributors/name';
  const search = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '');
  const query = (search.get('q') ?? '').trim().slice(0, nameFilterMaxLength);
  const page = await queryOnServer(pageContext, DistributorsByNamePageQuery, {
    path: localePath(pageContext.locale, path),
  });
  const i18n = i18nFor(pageContext.locale);
  const title = i18n._(msg`Где купить`);
  const head = headFromSeo(page.seo, {
    title: `${i18n._(msg`Партнёры по названию`)} — ${i18n._(msg`Острель`)}`,
    description: i18n._(msg`Все официальные партнёры Острель по алфавиту: дистрибьюторы, дилеры и сервисные центры.`),
  });
  // Every company is drawn, those the filter leaves out hidden: the filter-as-you-type can bring them back.
  const entries = page.distributorsByName.map((distributor) => {
    const searchable = searchableText(
      [distributor.title, ...distributor.offices.map((office) => office.cityTitle)].join(' '),
    );
    return { distributor, title: distributor.title, searchable, shown: matchesFilter(searchable, query) };
  });
  return {
    // A filtered list's canonical link is the whole list's (the head's canonical has no query).
    head,
    title,
    query,
    total: entries.length,
    shown: entries.filter((entry) => entry.shown).length,
    groups: groupByInitial(entries, pageContext.locale),
    trail: [{ title: i18n._(msg`Главная`), link: '/' }],
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

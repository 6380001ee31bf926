import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import type { PageData } from '@/app/page/page-data';
import { sameAt } from '@/app/outcome/page-outcome';
import { headFromSeo } from '@/app/outcome/page-seo';
import { breadcrumbListJsonLd } from '@/ui/breadcrumbs';
import { countedOptions, readVacancyFilters, withoutEmptyFilters } from './vacancy-filters';

const VacanciesPageQuery = graphql(`
  query CareerVacanciesPage($path: String!, $city: String, $experience: String, $sphere: String) {
    seo(path: $path) {
      ...PageSeo
    }
    vacanciesTitle {
      title
      text
    }
    vacancyFilters {
      city {
        value
        label
      }
      experience {
        value
        label
      }
      sphere {
        value
        label
      }
    }
    vacancies(city: $city, experience: $experience, sphere: $sphere) {
      id
      ...VacancyCard
    }
    everyVacancy: vacancies {
      city {
        value
      }
      experience {
        value
      }
      sphere {
        value
      }
    }
    careerMenu {
      ...CareerMenuLink
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const search = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '');
  // One list, one address: the filters left at "any" leave the URL (the browser keeps the #fragment).
  const clean = withoutEmptyFilters(search);
  if (clean !== null) throw sameAt(`${localePath(pageContext.locale, '/career/vacancies')}${clean}`);
  const query = readVacancyFilters(search);
  const page = await queryOnServer(pageContext, VacanciesPageQuery, {
    path: localePath(pageContext.locale, '/career/vacancies'),
    city: query.city ?? null,
    experience: query.experience ?? null,
    sphere: query.sphere ?? null,
  });
  const i18n = i18nFor(pageContext.locale);
  const title = page.vacanciesTitle.title.trim() || i18n._(msg`Вакансии`);
  const head = headFromSeo(page.seo, {
    title: `${title} — ${i18n._(msg`Карьера в Острель`)}`,
    description: page.vacanciesTitle.text.replace(/<[^>]*>/g, ''),
  });
  const trail = [
    { title: i18n._(msg`Главная`), link: '/' },
    { title: i18n._(msg`Карьера`), link: '/career' },
  ];
  return {
    head: {
      ...head,
      // A filtered list is the same page for search engines: only the whole list is indexed.
      noindex: Object.keys(query).length > 0 || undefined,
      jsonLd: [breadcrumbListJsonLd([...trail, { title }], pageContext.siteUrl, pageContext.locale)],
    },
    title,
    text: page.vacanciesTitle.text,
    query,
    filters: countedOptions(page.vacancyFilters, page.everyVacancy, query),
    vacancies: page.vacancies,
    total: page.everyVacancy.length,
    menu: page.careerMenu,
    trail,
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import type { PageData } from '@/app/page/page-data';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo, openingText, seoSaysMissing } from '@/app/outcome/page-seo';
import { breadcrumbListJsonLd } from '@/ui/breadcrumbs';
import { jobPostingJsonLd } from './job-posting-json-ld';

const VacancyPageQuery = graphql(`
  query CareerVacancyPage($code: String!, $path: String!) {
    seo(path: $path) {
      ...PageSeo
    }
    vacancy(elementCode: $code) {
      __typename
      ... on Vacancy {
        elementCode
        jobTitle
        date
        city {
          value
          label
        }
        experience {
          label
        }
        sphere {
          label
        }
        salary
        employment
        link
        picture {
          large {
            src
          }
          ...ResponsivePicture
        }
        description
        advantages {
          title
          items {
            ...CareerIconItem
          }
        }
        formTitle
        menu {
          ...CareerMenuLink
        }
      }
    }
    careerInternshipTeaser {
      title
      text
      link
      picture {
        ...ResponsivePicture
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { vacancy: code = '' } = pageContext.routeParams;
  const path = `/career/vacancies/${code}`;
  const page = await queryOnServer(pageContext, VacancyPageQuery, { code, path: localePath(pageContext.locale, path) });
  if (page.vacancy?.__typename === 'VacancyNotFound' || seoSaysMissing(page.seo))
    throw await notFound(pageContext, page.seo);
  // Null: the content API did not answer. The page still renders, without the vacancy or its form.
  const vacancy = page.vacancy?.__typename === 'Vacancy' ? page.vacancy : null;
  const i18n = i18nFor(pageContext.locale);
  const jobTitle = vacancy?.jobTitle || i18n._(msg`Вакансия`);
  // Requirements §3: a vacancy's title is its job title and city.
  const head = headFromSeo(page.seo, {
    title: `${[jobTitle, vacancy?.city.label].filter(Boolean).join(', ')} — ${i18n._(msg`Карьера в Острель`)}`,
    description: vacancy ? openingText(vacancy.description) : '',
  });
  const trail = [
    { title: i18n._(msg`Главная`), link: '/' },
    { title: i18n._(msg`Карьера`), link: '/career' },
    { title: i18n._(msg`Вакансии`), link: '/career/vacancies' },
  ];
  const image = head.og.image ?? vacancy?.picture?.large?.src ?? null;
  return {
    head: {
      ...head,
      og: { ...head.og, image },
      jsonLd: [
        breadcrumbListJsonLd([...trail, { title: jobTitle }], pageContext.siteUrl, pageContext.locale),
        ...(vacancy
          ? [
              jobPostingJsonLd(
                { ...vacancy, path: vacancy.link || path, image: vacancy.picture?.large?.src ?? null },
                pageContext.siteUrl,
                pageContext.locale,
                new Date(),
              ),
            ]
          : []),
      ],
    },
    jobTitle,
    vacancy,
    internship: page.careerInternshipTeaser,
    trail,
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

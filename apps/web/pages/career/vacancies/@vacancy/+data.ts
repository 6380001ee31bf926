import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { loadFrame } from '../../../../src/app/page/frame-data';
import { graphql } from '../../../../src/app/graphql/generated';
import { queryOnServer } from '../../../../src/app/graphql/query-server';
import { i18nFor } from '../../../../src/app/i18n/i18n';
import { localePath } from '../../../../src/app/i18n/locale';
import type { PageData } from '../../../../src/app/page/page-data';
import { notFound } from '../../../../src/app/outcome/page-outcome';
import { headFromSeo, openingText, seoSaysMissing } from '../../../../src/app/outcome/page-seo';
import { breadcrumbListJsonLd } from '../../../../src/ui/breadcrumbs';
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
  const [frame, page] = await Promise.all([
    loadFrame(pageContext),
    queryOnServer(pageContext, VacancyPageQuery, { code, path: localePath(pageContext.locale, path) }),
  ]);
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
    frame,
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

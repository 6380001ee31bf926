import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import type { PageData } from '@/app/page/page-data';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo } from '@/app/outcome/page-seo';
import { portfolioView } from './portfolio-view';

const ProjectsPageQuery = graphql(`
  query ProjectsPage($path: String!) {
    seo(path: $path) {
      __typename
      ...PageSeo
    }
    portfolio {
      sections {
        code
        name
        items {
          id
          ...ProjectCard
        }
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const sectionCode = pageContext.routeParams.section ?? null;
  const path = sectionCode === null ? '/projects' : `/projects/${sectionCode}`;
  const page = await queryOnServer(pageContext, ProjectsPageQuery, { path });
  const view = portfolioView(page.portfolio.sections, sectionCode, page.seo.__typename === 'SeoNotFound');
  if (!view) throw await notFound(pageContext, page.seo);
  const i18n = i18nFor(pageContext.locale);
  const sectionName = view.current?.name ?? '';
  const fallback = view.current
    ? {
        title: sectionName ? i18n._(msg`${sectionName} — проекты Острель`) : i18n._(msg`Проекты — Острель`),
        description: sectionName
          ? i18n._(
              msg`Реализованные проекты Острель в разделе «${sectionName}»: задача, решение, результат и применённые светильники.`,
            )
          : '',
      }
    : {
        title: i18n._(msg`Проекты — Острель`),
        description: i18n._(
          msg`Реализованные проекты Острель: задача, решение, результат и применённые светильники по каждому объекту.`,
        ),
      };
  const head = headFromSeo(page.seo, fallback);
  return {
    head,
    tabs: view.tabs,
    total: view.total,
    current: view.current,
    projects: view.items,
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

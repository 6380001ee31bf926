import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import type { PageData } from '@/app/page/page-data';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo } from '@/app/outcome/page-seo';

const TemplatePageQuery = graphql(`
  query TemplatePage($pageCode: String!) {
    templatePageSeo(pageCode: $pageCode) {
      ...PageSeo
    }
    templatePage(pageCode: $pageCode) {
      __typename
      ... on StandardPage {
        title
        lead
        ...ContentPage
      }
    }
  }
`);

/** A page built from the common template (requirements §3: /page/{pageCode}); an unknown code is the 404 page. */
export async function data(pageContext: PageContextServer) {
  const pageCode = pageContext.routeParams.pageCode ?? '';
  const result = await queryOnServer(pageContext, TemplatePageQuery, { pageCode });
  const i18n = i18nFor(pageContext.locale);
  const page = result.templatePage;
  const title = page.__typename === 'StandardPage' ? page.title.trim() : '';
  if (page.__typename !== 'StandardPage') throw await notFound(pageContext, result.templatePageSeo);
  const head = headFromSeo(result.templatePageSeo, {
    title: title ? `${title} — ${i18n._(msg`Острель`)}` : i18n._(msg`Острель`),
    description: page.lead,
  });
  return { head, page } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { loadFrame } from '../../../src/app/page/frame-data';
import { graphql } from '../../../src/app/graphql/generated';
import { queryOnServer } from '../../../src/app/graphql/query-server';
import { i18nFor } from '../../../src/app/i18n/i18n';
import type { PageData } from '../../../src/app/page/page-data';
import { notFound } from '../../../src/app/outcome/page-outcome';
import { headFromSeo } from '../../../src/app/outcome/page-seo';

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
  const [frame, result] = await Promise.all([
    loadFrame(pageContext),
    queryOnServer(pageContext, TemplatePageQuery, { pageCode }),
  ]);
  const i18n = i18nFor(pageContext.locale);
  const page = result.templatePage;
  const title = page.__typename === 'StandardPage' ? page.title.trim() : '';
  if (page.__typename !== 'StandardPage') throw await notFound(pageContext, result.templatePageSeo);
  const head = headFromSeo(result.templatePageSeo, {
    title: title ? `${title} — ${i18n._(msg`Острель`)}` : i18n._(msg`Острель`),
    description: page.lead,
  });
  return { frame, head, page } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

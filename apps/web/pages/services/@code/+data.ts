import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { loadFrame } from '../../../src/app/page/frame-data';
import { graphql } from '../../../src/app/graphql/generated';
import { queryOnServer } from '../../../src/app/graphql/query-server';
import { i18nFor } from '../../../src/app/i18n/i18n';
import type { PageData } from '../../../src/app/page/page-data';
import { notFound } from '../../../src/app/outcome/page-outcome';
import { headFromSeo } from '../../../src/app/outcome/page-seo';
import { loadBreakerTool } from '../../../src/features/tools/breaker-data';
import { loadLightingTool } from '../../../src/features/tools/lighting-data';
import { serverReads } from '../../../src/features/tools/server-reads';
import { breakerCalculatorCode, lightingCalculatorCode } from '../../../src/features/tools/tool-pages';

const ServicePageQuery = graphql(`
  query ServicePage($code: String!) {
    serviceSeo(code: $code) {
      ...PageSeo
    }
    service(code: $code) {
      __typename
      ... on ServicePage {
        title
        lead
        hasTool
        ...ContentPage
        related {
          ...ServiceCard
        }
      }
    }
  }
`);

/** A service page; a code the content API does not know is the 404 page. An old address it redirects is answered first. */
export async function data(pageContext: PageContextServer) {
  const code = pageContext.routeParams.code ?? '';
  const search = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '');
  const [frame, page, breakerTool, lightingTool] = await Promise.all([
    loadFrame(pageContext),
    queryOnServer(pageContext, ServicePageQuery, { code }),
    code === breakerCalculatorCode ? loadBreakerTool(serverReads(pageContext), search) : null,
    code === lightingCalculatorCode ? loadLightingTool(serverReads(pageContext), search) : null,
  ]);
  const i18n = i18nFor(pageContext.locale);
  const service = page.service;
  const title = service.__typename === 'ServicePage' ? service.title.trim() : '';
  if (service.__typename !== 'ServicePage') throw await notFound(pageContext, page.serviceSeo);
  const head = headFromSeo(page.serviceSeo, {
    title: `${title || i18n._(msg`Услуги`)} — ${i18n._(msg`Острель`)}`,
    description: service.lead,
  });
  return {
    frame,
    head,
    service,
    related: service.related,
    breakerTool: service.hasTool ? breakerTool : null,
    lightingTool: service.hasTool ? lightingTool : null,
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

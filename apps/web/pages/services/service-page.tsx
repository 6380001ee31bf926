import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo } from '@/app/outcome/page-seo';
import type { PageData } from '@/app/page/page-data';
import { ContentPageView } from '@/features/content/content-page';
import { RelatedServices } from './related-services';

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

/**
 * A service page's data: its content, head and related services. A code the content API does not
 * know is the 404 page; an old address it redirects is answered first.
 */
export async function loadServicePage(pageContext: PageContextServer, code: string) {
  const page = await queryOnServer(pageContext, ServicePageQuery, { code });
  const i18n = i18nFor(pageContext.locale);
  const service = page.service;
  if (service.__typename !== 'ServicePage') throw await notFound(pageContext, page.serviceSeo);
  const head = headFromSeo(page.serviceSeo, {
    title: `${service.title.trim() || i18n._(msg`Услуги`)} — ${i18n._(msg`Острель`)}`,
    description: service.lead,
  });
  return { head, service, related: service.related } satisfies PageData & Record<string, unknown>;
}

type ServicePageData = Awaited<ReturnType<typeof loadServicePage>>;

/** A service's content, its calculator when it has one, then the other services. */
export function ServicePageView({ service, related, tool }: Omit<ServicePageData, 'head'> & { tool?: ReactNode }) {
  const { t } = useLingui();
  return (
    <ContentPageView page={service} fallbackTitle={t`Услуга`} tool={tool}>
      <RelatedServices services={related} />
    </ContentPageView>
  );
}

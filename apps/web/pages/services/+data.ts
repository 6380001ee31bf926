import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import type { PageData } from '@/app/page/page-data';
import { headFromSeo } from '@/app/outcome/page-seo';

const ServicesPageQuery = graphql(`
  query ServicesPage($path: String!) {
    seo(path: $path) {
      ...PageSeo
    }
    services {
      title
      lead
      items {
        ...ServiceCard
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const page = await queryOnServer(pageContext, ServicesPageQuery, {
    path: localePath(pageContext.locale, '/services'),
  });
  const i18n = i18nFor(pageContext.locale);
  const title = page.services.title.trim() || i18n._(msg`Услуги`);
  const head = headFromSeo(page.seo, { title: `${title} — ${i18n._(msg`Острель`)}`, description: page.services.lead });
  return { head, title, lead: page.services.lead, services: page.services.items } satisfies PageData &
    Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

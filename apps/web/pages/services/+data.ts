import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { loadFrame } from '../../src/frame/load-frame';
import { graphql } from '../../src/graphql/generated';
import { queryOnServer } from '../../src/graphql/query-server';
import { i18nFor } from '../../src/i18n/i18n';
import { localePath } from '../../src/i18n/locale';
import type { PageData } from '../../src/page/page-data';
import { headFromSeo } from '../../src/app/outcome/page-seo';

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
  const [frame, page] = await Promise.all([loadFrame(pageContext), queryOnServer(pageContext, ServicesPageQuery, { path: localePath(pageContext.locale, '/services') })]);
  const i18n = i18nFor(pageContext.locale);
  const title = page.services.title.trim() || i18n._(msg`Услуги`);
  const head = headFromSeo(page.seo, { title: `${title} — ${i18n._(msg`Острель`)}`, description: page.services.lead });
  return { frame, head, title, lead: page.services.lead, services: page.services.items } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { loadFrame } from '../../src/app/page/frame-data';
import { graphql } from '../../src/app/graphql/generated';
import { queryOnServer } from '../../src/app/graphql/query-server';
import { i18nFor } from '../../src/app/i18n/i18n';
import { localePath } from '../../src/app/i18n/locale';
import type { PageData } from '../../src/app/page/page-data';
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
  const [frame, page] = await Promise.all([
    loadFrame(pageContext),
    queryOnServer(pageContext, ServicesPageQuery, { path: localePath(pageContext.locale, '/services') }),
  ]);
  const i18n = i18nFor(pageContext.locale);
  const title = page.services.title.trim() || i18n._(msg`Услуги`);
  const head = headFromSeo(page.seo, { title: `${title} — ${i18n._(msg`Острель`)}`, description: page.services.lead });
  return { frame, head, title, lead: page.services.lead, services: page.services.items } satisfies PageData &
    Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

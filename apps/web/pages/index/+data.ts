import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { loadFrame } from '../../src/frame/load-frame';
import { graphql } from '../../src/graphql/generated';
import { queryOnServer } from '../../src/graphql/query-server';
import { i18nFor } from '../../src/i18n/i18n';
import type { PageData } from '../../src/page/page-data';
import { headFromSeo } from '../../src/page/seo';

const HomePageQuery = graphql(`
  query HomePage {
    seo(path: "/") {
      ...PageSeo
    }
    solutions {
      ...HomeHero
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const [frame, page] = await Promise.all([loadFrame(pageContext), queryOnServer(pageContext, HomePageQuery, {})]);
  const i18n = i18nFor(pageContext.locale);
  const head = headFromSeo(page.seo, {
    fallback: { title: i18n._(msg`Острель — светодиодное освещение от производителя`) },
    notFoundIs404: false,
  });
  return { frame, head, solutions: page.solutions } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { loadFrame } from '../../src/app/page/frame-data';
import { graphql } from '../../src/app/graphql/generated';
import { queryOnServer } from '../../src/app/graphql/query-server';
import { i18nFor } from '../../src/app/i18n/i18n';
import { localePath } from '../../src/app/i18n/locale';
import type { PageData } from '../../src/app/page/page-data';
import { headFromSeo } from '../../src/app/outcome/page-seo';

const AboutPageQuery = graphql(`
  query AboutPage($path: String!) {
    seo(path: $path) {
      ...PageSeo
    }
    about {
      title
      lead
      ...ContentPage
      sections {
        ...AboutSection
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const [frame, page] = await Promise.all([
    loadFrame(pageContext),
    queryOnServer(pageContext, AboutPageQuery, { path: localePath(pageContext.locale, '/about') }),
  ]);
  const i18n = i18nFor(pageContext.locale);
  const head = headFromSeo(page.seo, {
    title: `${page.about.title.trim() || i18n._(msg`О компании`)} — ${i18n._(msg`Острель`)}`,
    description: page.about.lead,
  });
  return { frame, head, about: page.about, sections: page.about.sections } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

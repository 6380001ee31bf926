import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import type { PageData } from '@/app/page/page-data';
import { headFromSeo } from '@/app/outcome/page-seo';

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
  const page = await queryOnServer(pageContext, AboutPageQuery, { path: localePath(pageContext.locale, '/about') });
  const i18n = i18nFor(pageContext.locale);
  const head = headFromSeo(page.seo, {
    title: `${page.about.title.trim() || i18n._(msg`О компании`)} — ${i18n._(msg`Острель`)}`,
    description: page.about.lead,
  });
  return { head, about: page.about, sections: page.about.sections } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

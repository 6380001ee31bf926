import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import type { PageData } from '@/app/page/page-data';
import { headFromSeo } from '@/app/outcome/page-seo';

const StoriesPageQuery = graphql(`
  query CareerStoriesPage($path: String!) {
    seo(path: $path) {
      ...PageSeo
    }
    storiesTitle {
      title
      text
    }
    storiesList {
      id
      ...StoryCard
    }
    careerMenu {
      ...CareerMenuLink
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const page = await queryOnServer(pageContext, StoriesPageQuery, {
    path: localePath(pageContext.locale, '/career/stories'),
  });
  const i18n = i18nFor(pageContext.locale);
  const title = page.storiesTitle.title.trim() || i18n._(msg`Истории успеха`);
  const head = headFromSeo(page.seo, { title: `${title} — ${i18n._(msg`Карьера в Острель`)}`, description: '' });
  return {
    head,
    title,
    text: page.storiesTitle.text,
    stories: page.storiesList,
    menu: page.careerMenu,
    trail: [
      { title: i18n._(msg`Главная`), link: '/' },
      { title: i18n._(msg`Карьера`), link: '/career' },
    ],
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import type { PageData } from '@/app/page/page-data';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo, seoSaysMissing } from '@/app/outcome/page-seo';
import { breadcrumbListJsonLd } from '@/ui/breadcrumbs';

const StoryPageQuery = graphql(`
  query CareerStoryPage($code: String!, $path: String!) {
    seo(path: $path) {
      ...PageSeo
    }
    story(elementCode: $code) {
      __typename
      ... on CareerStory {
        name
        position
        preview
        text
        picture {
          large {
            src
          }
          ...ResponsivePicture
        }
        slider {
          ...ResponsivePicture
        }
        upperText
        middleText
        bottomText
      }
    }
    careerMenu {
      ...CareerMenuLink
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { story: code = '' } = pageContext.routeParams;
  const path = `/career/stories/${code}`;
  const page = await queryOnServer(pageContext, StoryPageQuery, { code, path: localePath(pageContext.locale, path) });
  if (page.story?.__typename === 'CareerStoryNotFound' || seoSaysMissing(page.seo))
    throw await notFound(pageContext, page.seo);
  // Null: the content API did not answer. The page still renders, without the story.
  const story = page.story?.__typename === 'CareerStory' ? page.story : null;
  const i18n = i18nFor(pageContext.locale);
  const name = story?.name || i18n._(msg`История успеха`);
  // Requirements §3: a story's title is its name.
  const head = headFromSeo(page.seo, {
    title: `${name} — ${i18n._(msg`Карьера в Острель`)}`,
    description: story?.preview ?? '',
  });
  const trail = [
    { title: i18n._(msg`Главная`), link: '/' },
    { title: i18n._(msg`Карьера`), link: '/career' },
    { title: i18n._(msg`Истории успеха`), link: '/career/stories' },
  ];
  return {
    head: {
      ...head,
      og: { ...head.og, type: 'article', image: head.og.image ?? story?.picture?.large?.src ?? null },
      jsonLd: [breadcrumbListJsonLd([...trail, { title: name }], pageContext.siteUrl, pageContext.locale)],
    },
    name,
    story,
    menu: page.careerMenu,
    trail,
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import type { PageData } from '@/app/page/page-data';
import { headFromSeo } from '@/app/outcome/page-seo';
import { breadcrumbListJsonLd } from '@/ui/breadcrumbs';

/** Requirements §8: the photo gallery shows its first page of 15. */
const galleryPageSize = 15;

const CareerPageQuery = graphql(`
  query CareerPage($path: String!, $galleryLimit: Int!) {
    seo(path: $path) {
      ...PageSeo
    }
    careerMain {
      title
      subtitle
      text
      picture {
        large {
          src
        }
        ...ResponsivePicture
      }
      button {
        title
        link
      }
    }
    careerMenu {
      ...CareerMenuLink
    }
    careerStatistics {
      value
      label
      description
    }
    careerAdvantagesTitle {
      title
      text
    }
    careerAdvantages {
      ...CareerIconItem
    }
    careerGallery(limit: $galleryLimit, pageNum: 1) {
      items {
        ...ResponsivePicture
      }
    }
    careerValues {
      ...CareerIconItem
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const page = await queryOnServer(pageContext, CareerPageQuery, {
    path: localePath(pageContext.locale, '/career'),
    galleryLimit: galleryPageSize,
  });
  const i18n = i18nFor(pageContext.locale);
  const title = page.careerMain.title.trim() || i18n._(msg`Карьера`);
  const head = headFromSeo(page.seo, {
    title: `${title} — ${i18n._(msg`Острель`)}`,
    description: page.careerMain.subtitle || page.careerMain.text,
  });
  const trail = [{ title: i18n._(msg`Главная`), link: '/' }];
  return {
    head: {
      ...head,
      og: { ...head.og, image: head.og.image ?? page.careerMain.picture?.large?.src ?? null },
      jsonLd: [breadcrumbListJsonLd([...trail, { title }], pageContext.siteUrl, pageContext.locale)],
    },
    title,
    trail,
    main: page.careerMain,
    menu: page.careerMenu,
    statistics: page.careerStatistics,
    advantagesTitle: page.careerAdvantagesTitle,
    advantages: page.careerAdvantages,
    gallery: page.careerGallery.items,
    values: page.careerValues,
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

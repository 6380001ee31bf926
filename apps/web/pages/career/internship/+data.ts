import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import type { PageData } from '@/app/page/page-data';
import { headFromSeo } from '@/app/outcome/page-seo';
import { breadcrumbListJsonLd } from '@/ui/breadcrumbs';

/** The careers photo gallery's first page, as on /career. */
const galleryPageSize = 15;

const InternshipPageQuery = graphql(`
  query CareerInternshipPage($path: String!, $galleryLimit: Int!) {
    seo(path: $path) {
      ...PageSeo
    }
    internshipTitle {
      title
      text
    }
    internshipPreview {
      title
      text
    }
    internshipList {
      ...CareerIconItem
    }
    internshipSelectData {
      directions {
        value
        label
      }
      educationLevels {
        value
        label
      }
      formats {
        value
        label
      }
      cities {
        value
        label
      }
    }
    careerMenu {
      ...CareerMenuLink
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
  }
`);

export async function data(pageContext: PageContextServer) {
  const page = await queryOnServer(pageContext, InternshipPageQuery, {
    path: localePath(pageContext.locale, '/career/internship'),
    galleryLimit: galleryPageSize,
  });
  const i18n = i18nFor(pageContext.locale);
  const title = page.internshipTitle.title.trim() || i18n._(msg`Стажировка`);
  const head = headFromSeo(page.seo, {
    title: `${title} — ${i18n._(msg`Карьера в Острель`)}`,
    description: page.internshipTitle.text.replace(/<[^>]*>/g, ''),
  });
  const trail = [
    { title: i18n._(msg`Главная`), link: '/' },
    { title: i18n._(msg`Карьера`), link: '/career' },
  ];
  return {
    head: {
      ...head,
      jsonLd: [breadcrumbListJsonLd([...trail, { title }], pageContext.siteUrl, pageContext.locale)],
    },
    title,
    trail,
    intro: page.internshipTitle.text,
    preview: page.internshipPreview,
    steps: page.internshipList,
    choices: page.internshipSelectData,
    menu: page.careerMenu,
    advantagesTitle: page.careerAdvantagesTitle,
    advantages: page.careerAdvantages,
    gallery: page.careerGallery.items,
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

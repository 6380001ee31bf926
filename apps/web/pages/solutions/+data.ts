import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import type { PageData } from '@/app/page/page-data';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo, seoSaysMissing } from '@/app/outcome/page-seo';

const SolutionSectionQuery = graphql(`
  query SolutionSectionPage($sectionLevelCodes: [String!]!) {
    solutionSection(sectionLevelCodes: $sectionLevelCodes) {
      __typename
      ... on SolutionSectionPage {
        section {
          code
          name
          description
          color
          icon
          picture {
            ...ResponsivePicture
          }
        }
        breadcrumbs {
          title
          link
        }
        sections {
          code
          name
          preview
          ...SolutionSectionCard
        }
        elements {
          ...SolutionCard
        }
      }
    }
    seo: solutionSectionSeo(sectionLevelCodes: $sectionLevelCodes) {
      ...PageSeo
    }
  }
`);

const SolutionGroupQuery = graphql(`
  query SolutionGroup($sectionLevelCodes: [String!]!) {
    solutionSection(sectionLevelCodes: $sectionLevelCodes) {
      __typename
      ... on SolutionSectionPage {
        elements {
          ...SolutionCard
        }
      }
    }
  }
`);

/**
 * `/solutions` (every sector) and `/solutions/{section}` (one level deep, requirements §3). A sector with
 * sections of its own (industry: production, warehouses) shows each as a group of its solutions.
 */
export async function data(pageContext: PageContextServer) {
  const section = pageContext.routeParams.section;
  const sectionLevelCodes = section ? [section] : [];
  const page = await queryOnServer(pageContext, SolutionSectionQuery, { sectionLevelCodes });
  if (page.solutionSection.__typename !== 'SolutionSectionPage' || (section && seoSaysMissing(page.seo)))
    throw await notFound(pageContext, page.seo);
  const i18n = i18nFor(pageContext.locale);
  const content = page.solutionSection;
  const groups = section
    ? await Promise.all(
        content.sections.map(async (child) => {
          const group = await queryOnServer(pageContext, SolutionGroupQuery, {
            sectionLevelCodes: [section, child.code],
          });
          const elements =
            group.solutionSection.__typename === 'SolutionSectionPage' ? group.solutionSection.elements : [];
          return { code: child.code, name: child.name, preview: child.preview, elements };
        }),
      )
    : [];
  const title = content.section?.name || i18n._(msg`Световые решения`);
  const head = headFromSeo(page.seo, { title: `${title} — ${i18n._(msg`Острель`)}` });
  return { head, content, groups } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

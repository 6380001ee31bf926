import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import type { PageData } from '@/app/page/page-data';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo, seoSaysMissing } from '@/app/outcome/page-seo';

const SolutionQuery = graphql(`
  query SolutionPage($elementCode: String!, $sectionLevelCodes: [String!]!) {
    solutionElement(elementCode: $elementCode, sectionLevelCodes: $sectionLevelCodes) {
      __typename
      ... on SolutionElement {
        code
        name
        sectionName
        sectionLevelCodes
        color
        preview
        content
        picture {
          ...ResponsivePicture
        }
        gallery {
          ...ResponsivePicture
        }
        benefits {
          ...Benefit
        }
        figures {
          ...Figure
        }
        products {
          ...SolutionProduct
        }
        projects {
          ...ProjectCard
        }
        breadcrumbs {
          title
          link
        }
      }
    }
    seo: solutionElementSeo(code: $elementCode) {
      ...PageSeo
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const segments = (pageContext.routeParams['*'] ?? '').split('/').filter(Boolean);
  const elementCode = segments.at(-1);
  if (!elementCode) throw await notFound(pageContext);
  const page = await queryOnServer(pageContext, SolutionQuery, {
    elementCode,
    sectionLevelCodes: segments.slice(0, -1),
  });
  if (page.solutionElement.__typename !== 'SolutionElement' || seoSaysMissing(page.seo))
    throw await notFound(pageContext, page.seo);
  const solution = page.solutionElement;
  const i18n = i18nFor(pageContext.locale);
  const head = headFromSeo(page.seo, {
    title: `${solution.name || i18n._(msg`Световое решение`)} — ${i18n._(msg`Острель`)}`,
    description: solution.preview,
  });
  return { head, solution } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { loadFrame } from '../../src/app/page/frame-data';
import { graphql } from '../../src/app/graphql/generated';
import { queryOnServer } from '../../src/app/graphql/query-server';
import { i18nFor } from '../../src/app/i18n/i18n';
import type { PageData } from '../../src/app/page/page-data';
import { notFound } from '../../src/app/outcome/page-outcome';
import { headFromSeo, seoSaysMissing } from '../../src/app/outcome/page-seo';

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
  const [frame, page] = await Promise.all([
    loadFrame(pageContext),
    queryOnServer(pageContext, SolutionQuery, { elementCode, sectionLevelCodes: segments.slice(0, -1) }),
  ]);
  if (page.solutionElement.__typename !== 'SolutionElement' || seoSaysMissing(page.seo))
    throw await notFound(pageContext, page.seo);
  const solution = page.solutionElement;
  const i18n = i18nFor(pageContext.locale);
  const head = headFromSeo(page.seo, {
    title: `${solution.name || i18n._(msg`Световое решение`)} — ${i18n._(msg`Острель`)}`,
    description: solution.preview,
  });
  return { frame, head, solution } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

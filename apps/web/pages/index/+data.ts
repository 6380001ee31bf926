import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import type { PageData } from '@/app/page/page-data';
import { headFromSeo } from '@/app/outcome/page-seo';
import { latestProjects } from './latest-projects';

/** Sector cards, projects and news the home page previews. */
const featuredSolutionCount = 6;
const latestProjectCount = 3;
const latestNewsCount = 3;

const HomePageQuery = graphql(`
  query HomePage($newsLimit: Int!) {
    seo(path: "/") {
      ...PageSeo
    }
    solutions {
      ...HomeHero
      items {
        ...HomeSolutionCard
      }
    }
    catalogSections {
      ...HomeCatalogSection
    }
    portfolio {
      sections {
        items {
          id
          year
          ...ProjectCard
        }
      }
    }
    newsList(limit: $newsLimit) {
      items {
        ...HomeNewsCard
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const page = await queryOnServer(pageContext, HomePageQuery, { newsLimit: latestNewsCount });
  const i18n = i18nFor(pageContext.locale);
  const head = headFromSeo(page.seo, { title: i18n._(msg`Острель — светодиодное освещение от производителя`) });
  // Only what the page shows goes to the browser: the banner without the full sector list.
  const { items: sectors, ...hero } = page.solutions;
  return {
    head,
    hero,
    solutions: sectors.slice(0, featuredSolutionCount),
    catalogSections: page.catalogSections,
    projects: latestProjects(page.portfolio.sections, latestProjectCount),
    news: page.newsList.items,
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

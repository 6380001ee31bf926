import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { graphql } from '@/app/graphql/generated';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import type { PageData } from '@/app/page/page-data';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo, seoSaysMissing } from '@/app/outcome/page-seo';
import { breadcrumbListJsonLd } from '@/ui/breadcrumbs';
import { moreFromSection } from './more-projects';
import { projectJsonLd } from './project-json-ld';
import { listTrail } from '@/ui/list-trail';

const ProjectPageQuery = graphql(`
  query ProjectPage($section: String!, $element: String!) {
    projectSeo(sectionCode: $section, code: $element) {
      ...PageSeo
    }
    project(sectionCode: $section, elementCode: $element) {
      __typename
      ... on Project {
        sectionName
        mainInfo {
          title
          location
          year
          description
          ...ProjectSummary
        }
        content
        facts {
          ...Figure
        }
        picture {
          large {
            src
          }
          ...ResponsivePicture
        }
        gallery {
          ...ResponsivePicture
        }
        products {
          name
          link
          ...ProjectProduct
        }
        breadcrumbs {
          title
          link
        }
      }
    }
    portfolio {
      sections {
        code
        items {
          id
          code
          ...ProjectCard
        }
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { section, element } = pageContext.routeParams as { section: string; element: string };
  const page = await queryOnServer(pageContext, ProjectPageQuery, { section, element });
  const i18n = i18nFor(pageContext.locale);
  const project = page.project.__typename === 'Project' ? page.project : null;
  const title = project?.mainInfo.title ?? '';
  if (!project || seoSaysMissing(page.projectSeo)) throw await notFound(pageContext, page.projectSeo);
  const head = headFromSeo(page.projectSeo, {
    title: title ? i18n._(msg`${title} — проекты Острель`) : i18n._(msg`Проект — Острель`),
    description: project.mainInfo.description,
  });

  const path = `/project/${section}/${element}`;
  const sectionPath = `/projects/${section}`;
  const trail = listTrail({ title: i18n._(msg`Проекты`), link: '/projects' }, project.breadcrumbs);
  const { sectionName } = project;
  const jsonLd = title
    ? [
        projectJsonLd(
          {
            title,
            description: project.mainInfo.description,
            location: project.mainInfo.location,
            year: project.mainInfo.year,
            path,
            image: project.picture?.large?.src ?? null,
            section: sectionName ? { name: sectionName, path: sectionPath } : null,
            products: project.products,
          },
          pageContext.siteUrl,
          pageContext.locale,
        ),
        breadcrumbListJsonLd([...trail, { title }], pageContext.siteUrl, pageContext.locale),
      ]
    : [];

  return {
    head: { ...head, jsonLd },
    project: {
      title,
      description: project.mainInfo.description,
      sectionName,
      sectionPath,
      mainInfo: project.mainInfo,
      content: project.content,
      facts: project.facts,
      picture: project.picture,
      gallery: project.gallery,
      products: project.products,
    },
    trail,
    more: moreFromSection(page.portfolio.sections, section, element),
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;

import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { documentItems } from '@/features/catalog/documents';
import { isOutdoorModel, photometricFigures } from '@/features/catalog/photometric-figures';
import { polarDiagram } from '@/features/catalog/polar-diagram-paths';
import { ugrTableView } from '@/features/catalog/ugr-table-view';
import { coneDiagramView } from '@/features/catalog/cone-diagram-view';
import { productJsonLd } from '@/features/catalog/product-json-ld';
import { graphql } from '@/app/graphql/generated';
import { modelSpecs } from '@/features/catalog/model-specs';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import type { PageData } from '@/app/page/page-data';
import { notFound } from '@/app/outcome/page-outcome';
import { headFromSeo, seoSaysMissing } from '@/app/outcome/page-seo';
import { breadcrumbListJsonLd } from '@/ui/breadcrumbs';

const ModelPageQuery = graphql(`
  query ModelPage($gnkCode: String!, $nkCode: String!) {
    model(gnkCode: $gnkCode, nkCode: $nkCode) {
      __typename
      ... on Model {
        id
        nkCode
        gnkCode
        name
        seriesName
        description
        archived
        replacement {
          name
          link
        }
        breadcrumbs {
          title
          link
        }
        picture {
          ...ResponsivePicture
          large {
            src
          }
        }
        gallery {
          ...ResponsivePicture
        }
        ...ModelSpecs
        documents {
          ...DocumentRow
        }
        gldf {
          ...GldfDownloadLink
        }
        lightDistribution {
          ...PolarDiagramCurves
        }
        photometricSummary {
          ...PhotometricFigures
        }
        ugrTable {
          ...UgrTableFigures
        }
        coneDiagram {
          ...ConeDiagramFigures
        }
        technical {
          tempMin
          tempMax
        }
        exMarkings {
          text
          atmosphere
          group
          temperatureClass
          maxSurfaceTemperature
          zones
          ...ExUsage
        }
        ...ModelToolsAnswers
      }
    }
    accessories(gnkCode: $gnkCode) {
      id
      code
      name
      description
      picture {
        ...ResponsivePicture
      }
    }
    seo: modelSeo(gnkCode: $gnkCode, nkCode: $nkCode) {
      ...PageSeo
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { gnkCode = '', nkCode = '' } = pageContext.routeParams;
  const page = await queryOnServer(pageContext, ModelPageQuery, { gnkCode, nkCode });
  if (page.model?.__typename === 'CatalogNotFound' || seoSaysMissing(page.seo))
    throw await notFound(pageContext, page.seo);
  // Null: the content API did not answer. The page still renders, its sections empty.
  const found = page.model?.__typename === 'Model' ? page.model : null;
  // Drawn here, on the server: the page gets the diagram's paths, not the curves behind them.
  const diagram = found?.lightDistribution ? polarDiagram(found.lightDistribution) : null;
  const figures = found?.photometricSummary
    ? photometricFigures(found.photometricSummary, pageContext.locale, {
        withBugRating: isOutdoorModel(found.breadcrumbs),
      })
    : [];
  const ugr = found?.ugrTable ? ugrTableView(found.ugrTable, pageContext.locale) : null;
  const cone = found?.coneDiagram ? coneDiagramView(found.coneDiagram, pageContext.locale) : null;
  const model = found && withoutCurves(found);
  const i18n = i18nFor(pageContext.locale);
  const name = model?.name || nkCode.toUpperCase();
  const head = headFromSeo(page.seo, {
    title: `${name} — ${i18n._(msg`светильники Острель`)}`,
    description: model ? `${model.seriesName}: ${name}` : '',
  });
  const path = `/product/${gnkCode}/${nkCode}`;
  const trail = [
    { title: i18n._(msg`Главная`), link: '/' },
    { title: i18n._(msg`Каталог`), link: '/catalog' },
    ...(model?.breadcrumbs ?? []),
  ];
  const jsonLd = model
    ? [
        productJsonLd(
          {
            name: model.name,
            description: `${model.seriesName}: ${model.name}`,
            path,
            sku: model.nkCode,
            images: model.picture?.large?.src ? [model.picture.large.src] : [],
            category: model.breadcrumbs.at(-2)?.title ?? '',
            series: { name: model.seriesName, path: `/product/${model.gnkCode}` },
            properties: modelSpecs(model).flatMap((group) =>
              group.items.map((item) => ({ name: item.name, value: item.value, unit: item.unit })),
            ),
          },
          pageContext.siteUrl,
          pageContext.locale,
        ),
        breadcrumbListJsonLd([...trail, { title: model.name }], pageContext.siteUrl, pageContext.locale),
      ]
    : [];
  const documents = model ? documentItems(model.documents, pageContext.locale) : [];
  return {
    head: { ...head, jsonLd },
    name,
    trail,
    model,
    documents,
    diagram,
    figures,
    ugr,
    cone,
    accessories: page.accessories,
  } satisfies PageData & Record<string, unknown>;
}

/** The model without what the page gets already drawn or written out (the curves, the UGR table, the cone). */
function withoutCurves<Model extends { lightDistribution: unknown; ugrTable: unknown; coneDiagram: unknown }>({
  lightDistribution: _drawn,
  ugrTable: _written,
  coneDiagram: _drawnToo,
  ...model
}: Model): Omit<Model, 'lightDistribution' | 'ugrTable' | 'coneDiagram'> {
  return model;
}

export type Data = Awaited<ReturnType<typeof data>>;

import * as z from 'zod';
import { readArchived, seriesSortFields, sortOrders } from './catalog-query.js';
import { endpoint } from './endpoint.js';
import { BlogItem, BlogList, BlogTabs, LikeResult } from './schemas/blog.js';
import {
  CareerMainBlock,
  CareerMenu,
  CareerStatistics,
  IconItems,
  InternshipList,
  InternshipSelectData,
  InternshipTeaser,
  PhotoGallery,
  Story,
  StoryList,
  Vacancy,
  VacancyFilterData,
  VacancyList,
} from './schemas/careers.js';
import {
  Accessory,
  CatalogFilters,
  CatalogSectionPage,
  CatalogSections,
  ModelCard,
  Model,
  PhotometryCheckReport,
  SeriesCard,
  Series,
} from './schemas/catalog.js';
import { codeParam, limitParam, pageNumParam, queryList, repeated, TitleBlock } from './schemas/common.js';
import { CityDistributors, Distributor, DistributorsByCity, DistributorsByName } from './schemas/distributors.js';
import { Archive, DocumentFile } from './schemas/downloads.js';
import {
  FormAccepted,
  InternshipRequestFields,
  NewsRequestFields,
  SolutionRequestFields,
  SubscribeFields,
  SubscribeResult,
  VacancyRequestFields,
} from './schemas/forms.js';
import { Features, Menu } from './schemas/menu.js';
import { NewsItem, NewsList } from './schemas/news.js';
import { AboutPage, ContentPage, ServicePage, ServicesOverview } from './schemas/pages.js';
import { Portfolio, Project } from './schemas/portfolio.js';
import { SearchResult, SearchType } from './schemas/search.js';
import { Seo } from './schemas/seo.js';
import { SolutionElement, SolutionSectionPage, SolutionsBlock } from './schemas/solutions.js';

const sectionLevelCodes = z.object({
  'sectionLevelCodes[]': queryList.meta({ description: 'Section codes from the top level down.' }),
});
const code = <Name extends string>(name: Name) => z.object({ [name]: codeParam } as Record<Name, typeof codeParam>);
const idList = repeated(z.coerce.number().int().positive()).pipe(z.array(z.number()).max(200));
const ids = z.object({ 'ids[]': idList });
/** A product with a GLDF container: a series' code, or a series' and a model's joined by a slash. */
const gldfProductCode = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}(\/[a-z0-9][a-z0-9-]{0,99})?$/);
// Read like the other filters (catalog-query.ts): anything but a true value leaves archived products out.
const filterArchived = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => readArchived(Array.isArray(value) ? value.at(-1) : value))
  .meta({
    description:
      '`true`, `1`, `Y` or `y` include archived products; any other value, or none, leaves them out (repeated: the last counts).',
  });

export const endpoints = {
  // ---- menu and features ----------------------------------------------------------------
  menu: endpoint({ path: '/menu', tag: 'menu', summary: 'Header and footer menus with site settings', response: Menu }),
  features: endpoint({ path: '/features', tag: 'menu', summary: 'Feature switches', response: Features }),

  // ---- solutions -------------------------------------------------------------------------
  solutions: endpoint({
    path: '/solutions',
    tag: 'solutions',
    summary: 'Sectors for the home banner and the solutions list',
    response: SolutionsBlock,
  }),
  solutionSection: endpoint({
    path: '/solutions/section',
    tag: 'solutions',
    summary: 'A solution section with its child sections and solutions; the root without codes',
    query: sectionLevelCodes,
    response: SolutionSectionPage,
    notFound: true,
  }),
  solutionElement: endpoint({
    path: '/solutions/element/{elementCode}',
    tag: 'solutions',
    summary: 'A solution',
    params: code('elementCode'),
    query: sectionLevelCodes,
    response: SolutionElement,
    notFound: true,
  }),
  solutionRequest: endpoint({
    method: 'post',
    path: '/solutions/request',
    tag: 'forms',
    summary: 'Request a lighting solution (fields as query parameters, optional project file)',
    query: SolutionRequestFields,
    upload: 'project',
    idempotent: true,
    status: 201,
    response: FormAccepted,
  }),

  // ---- portfolio -------------------------------------------------------------------------
  portfolio: endpoint({
    path: '/portfolio',
    tag: 'portfolio',
    summary: 'Every project, grouped by section',
    response: Portfolio,
  }),
  project: endpoint({
    path: '/portfolio/{sectionCode}/{elementCode}',
    tag: 'portfolio',
    summary: 'A project',
    params: z.object({ sectionCode: codeParam, elementCode: codeParam }),
    response: Project,
    notFound: true,
  }),

  // ---- blog ------------------------------------------------------------------------------
  blogTabs: endpoint({
    path: '/blog/tabs',
    tag: 'blog',
    summary: 'Blog tabs: all, then each category',
    response: BlogTabs,
  }),
  blogList: endpoint({
    path: '/blog/{queryType}',
    tag: 'blog',
    summary: 'Blog items of a tab (`all` or a category), newest first',
    params: code('queryType'),
    query: z.object({ page: pageNumParam, limit: limitParam(9, 48) }),
    response: BlogList,
    notFound: true,
  }),
  blogItem: endpoint({
    path: '/blog/{category}/{code}',
    tag: 'blog',
    summary: 'A blog item; its blogItemUrl is /blog/{category}/{code}',
    params: z.object({ category: codeParam, code: codeParam }),
    response: BlogItem,
    notFound: true,
  }),
  blogLike: endpoint({
    path: '/blog/{category}/{code}/addLike',
    tag: 'blog',
    summary: 'Add one like to a blog item; answers the new count',
    params: z.object({ category: codeParam, code: codeParam }),
    response: LikeResult,
    notFound: true,
  }),

  // ---- news ------------------------------------------------------------------------------
  newsList: endpoint({
    path: '/news',
    tag: 'news',
    summary: 'News and events, newest first',
    query: z.object({ limit: limitParam(12, 48), pageNum: pageNumParam }),
    response: NewsList,
  }),
  newsItem: endpoint({
    path: '/news/{elementCode}',
    tag: 'news',
    summary: 'A news item or event',
    params: code('elementCode'),
    response: NewsItem,
    notFound: true,
  }),
  newsRequest: endpoint({
    method: 'post',
    path: '/news/request',
    tag: 'forms',
    summary: 'Register for an event or send a press enquiry (fields as query parameters)',
    query: NewsRequestFields,
    status: 201,
    response: FormAccepted,
    idempotent: true,
  }),
  newsSubscribe: endpoint({
    method: 'post',
    path: '/news/subscribe',
    tag: 'forms',
    summary: 'Subscribe an e-mail to the news; idempotent per e-mail',
    query: SubscribeFields,
    response: SubscribeResult,
  }),

  // ---- careers ---------------------------------------------------------------------------
  careerMain: endpoint({
    path: '/hr-page/content/title-main-page',
    tag: 'careers',
    summary: 'Careers landing: main block',
    response: CareerMainBlock,
  }),
  careerMenu: endpoint({
    path: '/hr-page/content/menu',
    tag: 'careers',
    summary: 'Careers section menu',
    response: CareerMenu,
  }),
  careerInternshipTeaser: endpoint({
    path: '/hr-page/content/practice-internship',
    tag: 'careers',
    summary: 'Internship block for vacancy pages',
    response: InternshipTeaser,
  }),
  careerStatistics: endpoint({
    path: '/hr-page/statistics/list',
    tag: 'careers',
    summary: 'Company figures',
    response: CareerStatistics,
  }),
  careerAdvantagesTitle: endpoint({
    path: '/hr-page/advantages/title',
    tag: 'careers',
    summary: 'Title of the advantages block',
    response: TitleBlock,
  }),
  careerAdvantages: endpoint({
    path: '/hr-page/advantages/list',
    tag: 'careers',
    summary: 'Advantages of working at the company',
    response: IconItems,
  }),
  careerGallery: endpoint({
    path: '/hr-page/photo-gallery/list',
    tag: 'careers',
    summary: 'Photo gallery',
    query: z.object({ limit: limitParam(15, 60), pageNum: pageNumParam }),
    response: PhotoGallery,
  }),
  careerValues: endpoint({
    path: '/hr-page/our-values/list',
    tag: 'careers',
    summary: 'Company values',
    response: IconItems,
  }),
  internshipTitle: endpoint({
    path: '/hr-page/practice-internship/title',
    tag: 'careers',
    summary: 'Internship page title',
    response: TitleBlock,
  }),
  internshipPreview: endpoint({
    path: '/hr-page/practice-internship/preview-text',
    tag: 'careers',
    summary: 'Internship page preview text',
    response: TitleBlock,
  }),
  internshipList: endpoint({
    path: '/hr-page/practice-internship/list',
    tag: 'careers',
    summary: 'Internship directions and steps',
    response: InternshipList,
  }),
  internshipSelectData: endpoint({
    path: '/hr-page/practice-internship/form/data-select',
    tag: 'careers',
    summary: 'Options of the internship form',
    response: InternshipSelectData,
  }),
  internshipRequest: endpoint({
    method: 'post',
    path: '/hr-page/practice-internship/form/request',
    tag: 'forms',
    summary: 'Apply for an internship (fields as query parameters, optional CV file)',
    query: InternshipRequestFields,
    upload: 'resume',
    idempotent: true,
    status: 201,
    response: FormAccepted,
  }),
  storiesTitle: endpoint({
    path: '/hr-page/success-stories/title',
    tag: 'careers',
    summary: 'Success stories title',
    response: TitleBlock,
  }),
  storiesList: endpoint({
    path: '/hr-page/success-stories/list',
    tag: 'careers',
    summary: 'Success stories',
    response: StoryList,
  }),
  story: endpoint({
    path: '/hr-page/success-stories/{elementCode}',
    tag: 'careers',
    summary: 'A success story',
    params: code('elementCode'),
    response: Story,
    notFound: true,
  }),
  vacanciesTitle: endpoint({
    path: '/hr-page/vacancies/title-page',
    tag: 'careers',
    summary: 'Vacancies page title',
    response: TitleBlock,
  }),
  vacancyFilters: endpoint({
    path: '/hr-page/vacancies/data-filter',
    tag: 'careers',
    summary: 'Vacancy filter options',
    response: VacancyFilterData,
  }),
  vacancies: endpoint({
    path: '/hr-page/vacancies',
    tag: 'careers',
    summary: 'Open vacancies, newest first, optionally filtered',
    query: z.object({ city: codeParam.optional(), experience: codeParam.optional(), sphere: codeParam.optional() }),
    response: VacancyList,
  }),
  vacancy: endpoint({
    path: '/hr-page/vacancies/{elementCode}',
    tag: 'careers',
    summary: 'A vacancy',
    params: code('elementCode'),
    response: Vacancy,
    notFound: true,
  }),
  vacancyFormTitleDetail: endpoint({
    path: '/hr-page/vacancies/form/title-detail',
    tag: 'careers',
    summary: 'Application form title on a vacancy page',
    response: TitleBlock,
  }),
  vacancyFormTitleList: endpoint({
    path: '/hr-page/vacancies/form/title-list',
    tag: 'careers',
    summary: 'Application form title on the vacancy list',
    response: TitleBlock,
  }),
  vacancyRequest: endpoint({
    method: 'post',
    path: '/hr-page/vacancies/form/request',
    tag: 'forms',
    summary: 'Apply for a vacancy (fields as query parameters, optional CV file)',
    query: VacancyRequestFields,
    upload: 'resume',
    idempotent: true,
    status: 201,
    response: FormAccepted,
  }),

  // ---- distributors ----------------------------------------------------------------------
  distributorsByCity: endpoint({
    path: '/distributors/by-city',
    tag: 'distributors',
    summary: 'Cities with distributors and the one nearest to the visitor',
    description:
      'The nearest city is the one closest to `centerCoordinates` ("lat,lon"); without coordinates, an ipAddress on a ' +
      'private or unknown network resolves to the head-office city.',
    query: z.object({
      ipAddress: z.union([z.ipv4(), z.ipv6()]).optional(),
      centerCoordinates: z
        .string()
        .regex(/^-?\d{1,2}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/, 'latitude,longitude')
        .optional(),
    }),
    response: DistributorsByCity,
  }),
  distributorsByName: endpoint({
    path: '/distributors/by-name',
    tag: 'distributors',
    summary: 'Every distributor, by name',
    response: DistributorsByName,
  }),
  cityDistributors: endpoint({
    path: '/distributors/by-city/{cityCode}',
    tag: 'distributors',
    summary: 'Distributors in a city',
    params: code('cityCode'),
    response: CityDistributors,
    notFound: true,
  }),
  distributor: endpoint({
    path: '/distributors/detail/{distributorCode}',
    tag: 'distributors',
    summary: 'A distributor',
    params: code('distributorCode'),
    response: Distributor,
    notFound: true,
  }),
  distributorInCity: endpoint({
    path: '/distributors/detail/{distributorCode}/{cityCode}',
    tag: 'distributors',
    summary: 'A distributor, with its office in the given city',
    params: z.object({ distributorCode: codeParam, cityCode: codeParam }),
    response: Distributor,
    notFound: true,
  }),

  // ---- SEO -------------------------------------------------------------------------------
  seo: endpoint({
    path: '/seo',
    tag: 'seo',
    summary: 'Metadata of the site path in the x-referer header; may carry a redirect',
    referer: true,
    response: Seo,
    notFound: true,
  }),
  seoSeries: endpoint({
    path: '/seo/catalog/gnk/{gnkCode}',
    tag: 'seo',
    summary: 'Metadata of a series page',
    params: code('gnkCode'),
    response: Seo,
    notFound: true,
  }),
  seoModel: endpoint({
    path: '/seo/catalog/nk/{gnkCode}/{nkCode}',
    tag: 'seo',
    summary: 'Metadata of a model page',
    params: z.object({ gnkCode: codeParam, nkCode: codeParam }),
    response: Seo,
    notFound: true,
  }),
  seoCatalogSection: endpoint({
    path: '/seo/catalog/section',
    tag: 'seo',
    summary: 'Metadata of a catalogue section',
    query: sectionLevelCodes,
    response: Seo,
    notFound: true,
  }),
  seoNews: endpoint({
    path: '/seo/news/{code}',
    tag: 'seo',
    summary: 'Metadata of a news item',
    params: code('code'),
    response: Seo,
    notFound: true,
  }),
  seoSolutionSection: endpoint({
    path: '/seo/solutions/section',
    tag: 'seo',
    summary: 'Metadata of a solution section',
    query: sectionLevelCodes,
    response: Seo,
    notFound: true,
  }),
  seoSolutionElement: endpoint({
    path: '/seo/solutions/element/{code}',
    tag: 'seo',
    summary: 'Metadata of a solution',
    params: code('code'),
    response: Seo,
    notFound: true,
  }),
  seoService: endpoint({
    path: '/seo/services/{code}',
    tag: 'seo',
    summary: 'Metadata of a service page',
    params: code('code'),
    response: Seo,
    notFound: true,
  }),
  seoProject: endpoint({
    path: '/seo/portfolio/{sectionCode}/{code}',
    tag: 'seo',
    summary: 'Metadata of a project',
    params: z.object({ sectionCode: codeParam, code: codeParam }),
    response: Seo,
    notFound: true,
  }),
  seoCity: endpoint({
    path: '/seo/distributors/by-city/{cityCode}',
    tag: 'seo',
    summary: 'Metadata of a city page',
    params: code('cityCode'),
    response: Seo,
    notFound: true,
  }),
  seoDistributor: endpoint({
    path: '/seo/distributors/detail/{code}',
    tag: 'seo',
    summary: 'Metadata of a distributor page',
    params: code('code'),
    response: Seo,
    notFound: true,
  }),
  seoTemplatePage: endpoint({
    path: '/seo/template-pages/{pageCode}',
    tag: 'seo',
    summary: 'Metadata of a template page',
    params: code('pageCode'),
    response: Seo,
    notFound: true,
  }),
  seoPrivacyPolicy: endpoint({
    path: '/seo/privacy-policy',
    tag: 'seo',
    summary: 'Metadata of the privacy policy',
    response: Seo,
  }),
  seoBlog: endpoint({
    path: '/seo/blog/{code}',
    tag: 'seo',
    summary: 'Metadata of a blog item (by its code)',
    params: code('code'),
    response: Seo,
    notFound: true,
  }),

  // ---- catalogue -------------------------------------------------------------------------
  catalogSections: endpoint({
    path: '/catalog/sections',
    tag: 'catalog',
    summary: 'The catalogue section tree',
    response: CatalogSections,
  }),
  catalogSection: endpoint({
    path: '/catalog/section',
    tag: 'catalog',
    summary: 'A section with its series: filtered, sorted and paged',
    description:
      'Filters use the site query format: a select-box filter as `{code}[]={value}` (repeat to combine values), a ' +
      'range as `{code}MinValue` and `{code}MaxValue` (both required; reversed bounds are swapped, a decimal comma ' +
      'is accepted), and `filterArchived=true` to include archived products. Codes come from /catalog/filters. ' +
      'Unknown codes and invalid values are ignored and left out of `appliedFilters`.',
    query: z.looseObject({
      'sectionLevelCodes[]': queryList.meta({
        description: 'Section codes from the top level down; none for the whole catalogue.',
      }),
      sort: z.enum(seriesSortFields).default('default'),
      order: z.enum(sortOrders).default('asc'),
      pageNum: pageNumParam,
      limit: limitParam(9, 60),
      filterArchived,
    }),
    response: CatalogSectionPage,
    notFound: true,
  }),
  catalogFilters: endpoint({
    path: '/catalog/filters',
    tag: 'catalog',
    summary: 'Filter definitions for a section, with the values and ranges found in its data',
    query: z.object({ 'sectionLevelCodes[]': queryList, filterArchived }),
    response: CatalogFilters,
    notFound: true,
  }),
  series: endpoint({
    path: '/catalog/gnk/{gnkCode}',
    tag: 'catalog',
    summary: 'A series with its models, documents and related content',
    params: code('gnkCode'),
    response: Series,
    notFound: true,
  }),
  model: endpoint({
    path: '/catalog/nk/{gnkCode}/{nkCode}',
    tag: 'catalog',
    summary: 'A model with its full technical data',
    params: z.object({ gnkCode: codeParam, nkCode: codeParam }),
    response: Model,
    notFound: true,
  }),
  models: endpoint({
    path: '/catalog/models',
    tag: 'catalog',
    summary: 'Models by ids with their full technical data, in the order asked; unknown ids are left out',
    query: z.object({ 'ids[]': repeated(z.coerce.number().int().positive()).pipe(z.array(z.number()).max(24)) }),
    response: z.array(Model).meta({ id: 'Models' }),
  }),
  accessories: endpoint({
    path: '/catalog/accessories',
    tag: 'catalog',
    summary: 'Accessories that fit a series (and so each of its models)',
    query: z.object({ gnkCode: codeParam }),
    response: z.array(Accessory).meta({ id: 'Accessories' }),
    notFound: true,
  }),
  photometryChecks: endpoint({
    path: '/catalog/photometry-checks',
    tag: 'content-owner',
    audience: 'content-owner',
    summary: 'Where the models’ LDT files disagree with themselves or with the catalogue (an extension of v1)',
    description:
      'For the content owner, not read by the site. Made when the content is seeded: each LDT file is read back, ' +
      'its header’s LOR and DFF and its symmetry flag checked against its intensities, and the catalogue’s flux, ' +
      'power and beam angle against what the file gives. The seed logs the same findings, one line per file.',
    response: PhotometryCheckReport,
  }),

  // ---- favourites ------------------------------------------------------------------------
  favoriteSeries: endpoint({
    path: '/favorites/series',
    tag: 'favorites',
    summary: 'Series by ids, in the order asked; unknown ids are left out',
    query: ids,
    response: z.array(SeriesCard).meta({ id: 'FavoriteSeries' }),
  }),
  favoriteModels: endpoint({
    path: '/favorites/models',
    tag: 'favorites',
    summary: 'Models by ids, in the order asked; unknown ids are left out',
    query: ids,
    response: z.array(ModelCard).meta({ id: 'FavoriteModels' }),
  }),

  // ---- search ----------------------------------------------------------------------------
  search: endpoint({
    path: '/search',
    tag: 'search',
    summary:
      'Site search: Russian and English stemming, typo tolerance per word, names in either alphabet, synonyms; ranked, with highlighted fragments',
    query: z.object({
      query: z.string().trim().min(2).max(256),
      type: SearchType.optional(),
      pageNum: pageNumParam,
      limit: limitParam(10, 50),
      exact: z
        .enum(['true', 'false'])
        .default('false')
        .transform((value) => value === 'true')
        .meta({
          description:
            '`true`: search the words as typed (stemmed), without reading them in another layout or alphabet or correcting them.',
        }),
      perType: z.coerce.number().int().min(1).max(10).optional().meta({
        description:
          'Also answer the best hits of every type, up to this many each, in `groups[].top` (an overview page).',
      }),
    }),
    response: SearchResult,
  }),

  // ---- downloads -------------------------------------------------------------------------
  downloadFiles: endpoint({
    path: '/downloads/files',
    tag: 'downloads',
    summary: 'Documents of a series (all its models), of a model, or by ids',
    query: z.object({
      gnkCode: codeParam.optional(),
      nkCode: codeParam.optional(),
      'ids[]': idList,
    }),
    response: z.array(DocumentFile).meta({ id: 'DocumentFiles' }),
  }),
  prepareArchive: endpoint({
    method: 'post',
    path: '/downloads/archive',
    tag: 'downloads',
    summary: 'Prepare a zip of the chosen documents and GLDF containers',
    description:
      'At least one file in all. `gldf[]` is an extension of v1: the GLDF containers of products, built first when they are not yet.',
    query: z.object({
      'fileIds[]': repeated(z.coerce.number().int().positive()).pipe(z.array(z.number()).max(500)),
      'gldf[]': repeated(gldfProductCode).pipe(z.array(z.string()).max(500)).meta({
        description:
          'Products whose GLDF container (`Model.gldf`, `Series.gldf`) goes into the zip: a series as `{gnkCode}`, a model as `{gnkCode}/{nkCode}`.',
      }),
    }),
    status: 201,
    response: Archive,
    notFound: true,
  }),
  archive: endpoint({
    path: '/downloads/archive/{archiveId}',
    tag: 'downloads',
    summary: 'Download a prepared archive (application/zip)',
    params: z.object({ archiveId: z.string().regex(/^[a-z0-9-]{8,64}$/) }),
    response: z.unknown(),
    binary: 'application/zip',
    notFound: true,
  }),

  // ---- pages -----------------------------------------------------------------------------
  services: endpoint({ path: '/services', tag: 'pages', summary: 'Services overview', response: ServicesOverview }),
  service: endpoint({
    path: '/services/{code}',
    tag: 'pages',
    summary: 'A service page',
    params: code('code'),
    response: ServicePage,
    notFound: true,
  }),
  about: endpoint({ path: '/about', tag: 'pages', summary: 'About the company', response: AboutPage }),
  aboutPage: endpoint({
    path: '/about/{code}',
    tag: 'pages',
    summary: 'Warranty, certification and policy pages',
    params: code('code'),
    response: ContentPage,
    notFound: true,
  }),
  templatePage: endpoint({
    path: '/template-pages/{pageCode}',
    tag: 'pages',
    summary: 'A template page',
    params: code('pageCode'),
    response: ContentPage,
    notFound: true,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
export type ResponseOf<Id extends EndpointId> = z.output<Endpoints[Id]['response']>;

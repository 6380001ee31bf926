import type { Endpoint } from '@ostrel/contract/endpoint';
import { endpoints, type EndpointId } from '@ostrel/contract/endpoints';
import { locales, type Locale } from '@ostrel/contract/schemas/common';
import { describe, expect, it } from 'vitest';
import { call, json } from './test-support/client.js';

/**
 * Contract tests: every endpoint of the contract, in both locales, answers what its schema says.
 * The table is keyed by endpoint id, so a new endpoint without a case does not compile.
 */
type Case = { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; status?: number };
type Cases = Record<EndpointId, (locale: Locale) => Promise<Case[]> | Case[]>;

const first = async <T>(path: string, pick: (body: never) => T): Promise<T> =>
  pick((await json(`/api/v1${path}`)).body as never);

const uniqueEmail = (tag: string) => `contract-${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
const person = (tag: string) =>
  `name=${encodeURIComponent('Анна Смирнова')}&phone=%2B7%20999%20123-45-67&email=${encodeURIComponent(uniqueEmail(tag))}&consent=true`;

const cases: Cases = {
  menu: () => [{ path: '/menu' }],
  features: () => [{ path: '/features' }],
  solutions: () => [{ path: '/solutions' }],
  solutionSection: () => [{ path: '/solutions/section' }, { path: '/solutions/section?sectionLevelCodes[]=industry' }],
  solutionElement: async () => {
    const element = await first(
      '/solutions/section?sectionLevelCodes[]=office',
      (body: { elements: { code: string; sectionLevelCodes: string[] }[] }) => body.elements[0]!,
    );
    return [
      {
        path: `/solutions/element/${element.code}?${element.sectionLevelCodes.map((code) => `sectionLevelCodes[]=${code}`).join('&')}`,
      },
    ];
  },
  solutionRequest: () => [
    {
      method: 'POST',
      path: `/solutions/request?${person('solution')}&comment=${encodeURIComponent('Склад 12 000 м²')}`,
      status: 201,
    },
  ],
  portfolio: () => [{ path: '/portfolio' }],
  project: async () => {
    const project = await first(
      '/portfolio',
      (body: { sections: { items: { code: string; sectionCode: string }[] }[] }) => body.sections[0]!.items[0]!,
    );
    return [{ path: `/portfolio/${project.sectionCode}/${project.code}` }];
  },
  blogTabs: () => [{ path: '/blog/tabs' }],
  blogList: async () => {
    const tab = await first('/blog/tabs', (body: { code: string }[]) => body[1]!.code);
    return [{ path: '/blog/all?page=1' }, { path: `/blog/${tab}?page=1` }];
  },
  blogItem: async () => [
    { path: await first('/blog/all', (body: { items: { blogItemUrl: string }[] }) => body.items[0]!.blogItemUrl) },
  ],
  blogLike: async () => [
    {
      path: `${await first('/blog/all', (body: { items: { blogItemUrl: string }[] }) => body.items[0]!.blogItemUrl)}/addLike`,
    },
  ],
  newsList: () => [{ path: '/news' }, { path: '/news?limit=12&pageNum=2' }],
  newsItem: async () => [
    { path: `/news/${await first('/news', (body: { items: { code: string }[] }) => body.items[0]!.code)}` },
  ],
  newsRequest: () => [{ method: 'POST', path: `/news/request?${person('news')}`, status: 201 }],
  newsSubscribe: () => [
    { method: 'POST', path: `/news/subscribe?email=${encodeURIComponent(uniqueEmail('subscribe'))}&consent=true` },
  ],
  careerMain: () => [{ path: '/hr-page/content/title-main-page' }],
  careerMenu: () => [{ path: '/hr-page/content/menu' }],
  careerInternshipTeaser: () => [{ path: '/hr-page/content/practice-internship' }],
  careerStatistics: () => [{ path: '/hr-page/statistics/list' }],
  careerAdvantagesTitle: () => [{ path: '/hr-page/advantages/title' }],
  careerAdvantages: () => [{ path: '/hr-page/advantages/list' }],
  careerGallery: () => [{ path: '/hr-page/photo-gallery/list?limit=15&pageNum=1' }],
  careerValues: () => [{ path: '/hr-page/our-values/list' }],
  internshipTitle: () => [{ path: '/hr-page/practice-internship/title' }],
  internshipPreview: () => [{ path: '/hr-page/practice-internship/preview-text' }],
  internshipList: () => [{ path: '/hr-page/practice-internship/list' }],
  internshipSelectData: () => [{ path: '/hr-page/practice-internship/form/data-select' }],
  internshipRequest: async () => {
    const select = await first(
      '/hr-page/practice-internship/form/data-select',
      (body: Record<string, { value: string }[]>) => body,
    );
    const pick = (key: string) => select[key]![0]!.value;
    return [
      {
        method: 'POST',
        path: `/hr-page/practice-internship/form/request?${person('internship')}&direction=${pick('directions')}&educationLevel=${pick('educationLevels')}&format=${pick('formats')}&city=${pick('cities')}`,
        status: 201,
      },
    ];
  },
  storiesTitle: () => [{ path: '/hr-page/success-stories/title' }],
  storiesList: () => [{ path: '/hr-page/success-stories/list' }],
  story: async () => [
    {
      path: `/hr-page/success-stories/${await first('/hr-page/success-stories/list', (body: { code: string }[]) => body[0]!.code)}`,
    },
  ],
  vacanciesTitle: () => [{ path: '/hr-page/vacancies/title-page' }],
  vacancyFilters: () => [{ path: '/hr-page/vacancies/data-filter' }],
  vacancies: async () => {
    const city = await first(
      '/hr-page/vacancies/data-filter',
      (body: { city: { value: string }[] }) => body.city[0]!.value,
    );
    return [{ path: '/hr-page/vacancies' }, { path: `/hr-page/vacancies?city=${city}` }];
  },
  vacancy: async () => [
    {
      path: `/hr-page/vacancies/${await first('/hr-page/vacancies', (body: { elementCode: string }[]) => body[0]!.elementCode)}`,
    },
  ],
  vacancyFormTitleDetail: () => [{ path: '/hr-page/vacancies/form/title-detail' }],
  vacancyFormTitleList: () => [{ path: '/hr-page/vacancies/form/title-list' }],
  vacancyRequest: async () => {
    const code = await first('/hr-page/vacancies', (body: { elementCode: string }[]) => body[0]!.elementCode);
    return [
      { method: 'POST', path: `/hr-page/vacancies/form/request?vacancyCode=${code}&${person('vacancy')}`, status: 201 },
    ];
  },
  distributorsByCity: () => [
    { path: '/distributors/by-city' },
    { path: '/distributors/by-city?ipAddress=127.0.0.1' },
    { path: '/distributors/by-city?ipAddress=10.0.0.1&centerCoordinates=55.75,49.1' },
  ],
  distributorsByName: () => [{ path: '/distributors/by-name' }],
  cityDistributors: async () => [
    {
      path: `/distributors/by-city/${await first('/distributors/by-city', (body: { cities: { cityCode: string }[] }) => body.cities[0]!.cityCode)}`,
    },
  ],
  distributor: async () => [
    {
      path: `/distributors/detail/${await first('/distributors/by-name', (body: { distributorCode: string }[]) => body[0]!.distributorCode)}`,
    },
  ],
  distributorInCity: async () => {
    const distributor = await first(
      '/distributors/by-name',
      (body: { distributorCode: string; offices: { cityCode: string }[] }[]) => body[0]!,
    );
    return [{ path: `/distributors/detail/${distributor.distributorCode}/${distributor.offices[0]!.cityCode}` }];
  },
  seo: () => [
    { path: '/seo', headers: { 'x-referer': '/catalog' } },
    { path: '/seo', headers: { 'x-referer': 'http://localhost:3000/en/about?x=1' } },
  ],
  seoSeries: () => [{ path: '/seo/catalog/gnk/linea' }],
  seoModel: async () => [
    {
      path: `/seo/catalog/nk/linea/${await first('/catalog/gnk/linea', (body: { models: { nkCode: string }[] }) => body.models[0]!.nkCode)}`,
    },
  ],
  seoCatalogSection: () => [
    { path: '/seo/catalog/section?sectionLevelCodes[]=office' },
    { path: '/seo/catalog/section?sectionLevelCodes[]=office&sectionLevelCodes[]=panels' },
  ],
  seoNews: async () => [
    { path: `/seo/news/${await first('/news', (body: { items: { code: string }[] }) => body.items[0]!.code)}` },
  ],
  seoSolutionSection: () => [{ path: '/seo/solutions/section?sectionLevelCodes[]=industry' }],
  seoSolutionElement: async () => [
    {
      path: `/seo/solutions/element/${await first('/solutions/section?sectionLevelCodes[]=office', (body: { elements: { code: string }[] }) => body.elements[0]!.code)}`,
    },
  ],
  seoService: () => [{ path: '/seo/services/lighting-design' }],
  seoProject: async () => {
    const project = await first(
      '/portfolio',
      (body: { sections: { items: { code: string; sectionCode: string }[] }[] }) => body.sections[0]!.items[0]!,
    );
    return [{ path: `/seo/portfolio/${project.sectionCode}/${project.code}` }];
  },
  seoCity: () => [{ path: '/seo/distributors/by-city/moscow' }],
  seoDistributor: async () => [
    {
      path: `/seo/distributors/detail/${await first('/distributors/by-name', (body: { distributorCode: string }[]) => body[0]!.distributorCode)}`,
    },
  ],
  seoTemplatePage: () => [{ path: '/seo/template-pages/dealer-program' }],
  seoPrivacyPolicy: () => [{ path: '/seo/privacy-policy' }],
  seoBlog: async () => [
    { path: `/seo/blog/${await first('/blog/all', (body: { items: { code: string }[] }) => body.items[0]!.code)}` },
  ],
  catalogSections: () => [{ path: '/catalog/sections' }],
  catalogSection: () => [
    { path: '/catalog/section' },
    { path: '/catalog/section?sectionLevelCodes[]=office&sort=power&order=desc&pageNum=1&limit=6' },
    {
      path: '/catalog/section?sectionLevelCodes[]=street&cct[]=4000&powerMinValue=30&powerMaxValue=200&filterArchived=true',
    },
  ],
  catalogFilters: () => [{ path: '/catalog/filters?sectionLevelCodes[]=office' }],
  series: () => [{ path: '/catalog/gnk/linea' }, { path: '/catalog/gnk/sensa-pir' }],
  model: async () => [
    {
      path: `/catalog/nk/linea/${await first('/catalog/gnk/linea', (body: { models: { nkCode: string }[] }) => body.models[0]!.nkCode)}`,
    },
  ],
  models: async () => {
    const ids = await first('/catalog/gnk/linea', (body: { models: { id: number }[] }) =>
      body.models.slice(0, 3).map((model) => model.id),
    );
    return [{ path: `/catalog/models?${[...ids, 99_999].map((id) => `ids[]=${id}`).join('&')}` }];
  },
  accessories: () => [{ path: '/catalog/accessories?gnkCode=linea' }],
  favoriteSeries: () => [{ path: '/favorites/series?ids[]=1&ids[]=2&ids[]=99999' }],
  photometryChecks: () => [{ path: '/catalog/photometry-checks' }],
  favoriteModels: async () => {
    const ids = await first('/catalog/gnk/linea', (body: { models: { id: number }[] }) =>
      body.models.map((model) => model.id),
    );
    return [{ path: `/favorites/models?${ids.map((id) => `ids[]=${id}`).join('&')}` }];
  },
  search: () => [
    { path: `/search?query=${encodeURIComponent('светильник')}` },
    { path: '/search?query=linea&type=model&limit=5' },
  ],
  downloadFiles: () => [{ path: '/downloads/files?gnkCode=linea' }],
  prepareArchive: async () => {
    const ids = await first('/downloads/files?gnkCode=linea', (body: { id: number }[]) =>
      body.slice(0, 3).map((file) => file.id),
    );
    return [
      { method: 'POST', path: `/downloads/archive?${ids.map((id) => `fileIds[]=${id}`).join('&')}`, status: 201 },
    ];
  },
  archive: async () => {
    const ids = await first('/downloads/files?gnkCode=linea', (body: { id: number }[]) =>
      body.slice(0, 2).map((file) => file.id),
    );
    const archive = (
      await json<{ url: string }>(`/api/v1/downloads/archive?${ids.map((id) => `fileIds[]=${id}`).join('&')}`, {
        method: 'POST',
      })
    ).body;
    return [{ path: archive.url.replace('/api/v1', '') }];
  },
  services: () => [{ path: '/services' }],
  service: () => [{ path: '/services/lighting-calculator' }],
  about: () => [{ path: '/about' }],
  aboutPage: () =>
    [
      'garantiynye-obyazatelstva',
      'garantiynoe-obsluzhivanie',
      'sertifikatsiya-iso',
      'privacy-policy',
      'about-cookies',
      'accessibility',
    ].map((code) => ({ path: `/about/${code}` })),
  templatePage: () => [{ path: '/template-pages/dealer-program' }],
};

describe.each(locales)('every endpoint answers its contract (%s)', (locale) => {
  it.each(Object.keys(endpoints) as EndpointId[])('%s', async (id) => {
    const endpoint = endpoints[id] as Endpoint;
    const list = await cases[id](locale);
    expect(list.length).toBeGreaterThan(0);
    for (const request of list) {
      expect(request.path.split('?')[0]).toMatch(new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}$`));
      const response = await call(`/api/v1${request.path}`, {
        method: request.method ?? 'GET',
        locale,
        headers: request.headers ?? {},
      });
      expect(response.status, request.path).toBe(request.status ?? endpoint.status);
      if (endpoint.binary) {
        expect(response.headers.get('content-type')).toBe(endpoint.binary);
        expect(
          Buffer.from(await response.arrayBuffer())
            .subarray(0, 4)
            .toString('latin1'),
        ).toBe('PK\u0003\u0004');
        continue;
      }
      const body: unknown = await response.json();
      const parsed = endpoint.response.safeParse(body);
      expect(parsed.success ? null : parsed.error.issues.slice(0, 5), request.path).toBeNull();
      // Parsing drops keys the contract does not name: equality means nothing extra leaked out.
      expect(parsed.data, `${request.path} has keys outside the contract`).toStrictEqual(body);
    }
  });
});

import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { inject } from 'vitest';
import type { TestBff } from './bff.js';
import { graphql } from './generated/index.js';

const authorization = `Basic ${Buffer.from('ostrel:ostrel-dev-password').toString('base64')}`;
const upstream = async <T>(path: string): Promise<T> =>
  (await fetch(`${inject('contentApiUrl')}${path}`, { headers: { authorization } })).json() as Promise<T>;
const person = { name: 'Анна Смирнова', phone: '+7 999 123-45-67', email: 'anna@example.com', consent: true };

const solutionsOperation = graphql(`
  query CoverageSolutions($element: String!) {
    menu {
      locale
    }
    features {
      name
    }
    solutions {
      items {
        code
      }
    }
    solutionSection(sectionLevelCodes: ["office"]) {
      __typename
    }
    solutionElement(elementCode: $element, sectionLevelCodes: []) {
      __typename
    }
  }
`);
const portfolioOperation = graphql(`
  query CoveragePortfolio($sectionCode: String!, $elementCode: String!) {
    portfolio {
      sections {
        code
      }
    }
    project(sectionCode: $sectionCode, elementCode: $elementCode) {
      __typename
    }
  }
`);
const blogOperation = graphql(`
  query CoverageBlog($category: String!, $code: String!) {
    blogTabs {
      code
    }
    blogList(queryType: "all", page: 1, limit: 9) {
      items {
        code
      }
    }
    blogItem(category: $category, code: $code) {
      __typename
    }
  }
`);
const newsOperation = graphql(`
  query CoverageNews($code: String!) {
    newsList(limit: 12, pageNum: 1) {
      items {
        code
      }
    }
    newsItem(elementCode: $code) {
      __typename
    }
  }
`);
const careersOperation = graphql(`
  query CoverageCareers($story: String!, $vacancy: String!) {
    careerMain {
      title
    }
    careerMenu {
      title
    }
    careerInternshipTeaser {
      title
    }
    careerStatistics {
      value
    }
    careerAdvantagesTitle {
      title
    }
    careerAdvantages {
      title
    }
    careerGallery(limit: 15, pageNum: 1) {
      __typename
    }
    careerValues {
      title
    }
    internshipTitle {
      title
    }
    internshipPreview {
      title
    }
    internshipList {
      title
    }
    internshipSelectData {
      __typename
    }
    storiesTitle {
      title
    }
    storiesList {
      code
    }
    story(elementCode: $story) {
      __typename
    }
    vacanciesTitle {
      title
    }
    vacancyFilters {
      __typename
    }
    vacancies {
      elementCode
    }
    vacancy(elementCode: $vacancy) {
      __typename
    }
    vacancyFormTitleDetail {
      title
    }
    vacancyFormTitleList {
      title
    }
  }
`);
const distributorsOperation = graphql(`
  query CoverageDistributors($distributor: String!, $city: String!) {
    distributorsByCity(ipAddress: "127.0.0.1") {
      __typename
    }
    distributorsByName {
      distributorCode
    }
    cityDistributors(cityCode: "moscow") {
      __typename
    }
    a: distributor(distributorCode: $distributor) {
      __typename
    }
    b: distributor(distributorCode: $distributor, cityCode: $city) {
      __typename
    }
  }
`);
const seoOperation = graphql(`
  query CoverageSeo(
    $nkCode: String!
    $news: String!
    $element: String!
    $projectSection: String!
    $project: String!
    $distributor: String!
    $blog: String!
  ) {
    seo(path: "/catalog") {
      __typename
    }
    seriesSeo(gnkCode: "linea") {
      __typename
    }
    modelSeo(gnkCode: "linea", nkCode: $nkCode) {
      __typename
    }
    catalogSectionSeo(sectionLevelCodes: ["office"]) {
      __typename
    }
    newsSeo(code: $news) {
      __typename
    }
    solutionSectionSeo(sectionLevelCodes: ["office"]) {
      __typename
    }
    solutionElementSeo(code: $element) {
      __typename
    }
    serviceSeo(code: "lighting-design") {
      __typename
    }
    projectSeo(sectionCode: $projectSection, code: $project) {
      __typename
    }
    citySeo(cityCode: "moscow") {
      __typename
    }
    distributorSeo(code: $distributor) {
      __typename
    }
    templatePageSeo(pageCode: "dealer-program") {
      __typename
    }
    privacyPolicySeo {
      __typename
    }
    blogSeo(code: $blog) {
      __typename
    }
  }
`);
const catalogOperation = graphql(`
  query CoverageCatalog($nkCode: String!, $modelIds: [Int!]!) {
    catalogSections {
      code
    }
    catalogSection(
      sectionLevelCodes: ["office"]
      filters: []
      sort: default
      order: asc
      pageNum: 1
      limit: 9
      filterArchived: false
    ) {
      __typename
    }
    catalogFilters(sectionLevelCodes: ["office"], filterArchived: false) {
      __typename
    }
    series(gnkCode: "linea") {
      __typename
    }
    model(gnkCode: "linea", nkCode: $nkCode) {
      __typename
      ... on Model {
        lightDistribution {
          maxIntensity
        }
      }
    }
    accessories(gnkCode: "linea") {
      code
    }
    favoriteSeries(ids: [1]) {
      gnkCode
    }
    favoriteModels(ids: $modelIds) {
      nkCode
    }
    models(ids: $modelIds) {
      nkCode
    }
    downloadFiles(gnkCode: "linea") {
      id
    }
  }
`);
const pagesOperation = graphql(`
  query CoveragePages {
    search(query: "светильник") {
      __typename
    }
    services {
      title
    }
    service(code: "lighting-design") {
      __typename
    }
    about {
      title
    }
    aboutPage(code: "privacy-policy") {
      __typename
    }
    templatePage(pageCode: "dealer-program") {
      __typename
    }
  }
`);
const prepareArchiveOperation = graphql(`
  mutation CoveragePrepareArchive($fileIds: [Int!]!) {
    prepareArchive(fileIds: $fileIds) {
      __typename
      ... on Archive {
        archiveId
      }
    }
  }
`);
const likeOperation = graphql(`
  mutation CoverageLike($blogItemUrl: String!) {
    likeBlogItem(blogItemUrl: $blogItemUrl) {
      likes
    }
  }
`);
const solutionRequestOperation = graphql(`
  mutation CoverageSolutionRequest($input: SolutionRequestInput!) {
    submitSolutionRequest(input: $input) {
      __typename
    }
  }
`);
const newsRequestOperation = graphql(`
  mutation CoverageNewsRequest {
    submitNewsRequest(input: { name: "Анна", email: "anna@example.com", consent: true }) {
      __typename
    }
  }
`);
const subscriptionOperation = graphql(`
  mutation CoverageSubscription($input: NewsSubscriptionInput!) {
    subscribeToNews(input: $input) {
      __typename
    }
  }
`);
const vacancyRequestOperation = graphql(`
  mutation CoverageVacancyRequest($input: VacancyRequestInput!) {
    submitVacancyRequest(input: $input) {
      __typename
    }
  }
`);
const internshipRequestOperation = graphql(`
  mutation CoverageInternshipRequest($input: InternshipRequestInput!) {
    submitInternshipRequest(input: $input) {
      __typename
    }
  }
`);
/** One operation of the set: its text (for messages), and how to send it with its variables. */
function operation<Data, Variables>(document: TypedDocumentNode<Data, Variables>, variables: Variables) {
  return { source: print(document), send: ({ query }: TestBff) => query(document, { variables }) };
}

/**
 * Operations that, together, read or write every endpoint of the contract once, with codes
 * discovered from the real content API. Shared by the coverage and the fault tests.
 */
export async function contractOperations() {
  const blogUrl = (await upstream<{ items: { blogItemUrl: string; code: string; category: string }[] }>('/blog/all'))
    .items[0]!;
  const news = (await upstream<{ items: { code: string }[] }>('/news')).items[0]!.code;
  const vacancy = (await upstream<{ elementCode: string }[]>('/hr-page/vacancies'))[0]!.elementCode;
  const story = (await upstream<{ code: string }[]>('/hr-page/success-stories/list'))[0]!.code;
  const project = (await upstream<{ sections: { items: { code: string; sectionCode: string }[] }[] }>('/portfolio'))
    .sections[0]!.items[0]!;
  const element = (await upstream<{ elements: { code: string }[] }>('/solutions/section?sectionLevelCodes[]=office'))
    .elements[0]!.code;
  const distributor = (
    await upstream<{ distributorCode: string; offices: { cityCode: string }[] }[]>('/distributors/by-name')
  )[0]!;
  const model = (await upstream<{ models: { id: number; nkCode: string }[] }>('/catalog/gnk/linea')).models[0]!;
  const files = (await upstream<{ id: number }[]>('/downloads/files?gnkCode=linea')).slice(0, 2).map((file) => file.id);
  const internship = await upstream<Record<string, { value: string }[]>>(
    '/hr-page/practice-internship/form/data-select',
  );

  return [
    operation(solutionsOperation, { element }),
    operation(portfolioOperation, { sectionCode: project.sectionCode, elementCode: project.code }),
    operation(blogOperation, { category: blogUrl.category, code: blogUrl.code }),
    operation(newsOperation, { code: news }),
    operation(careersOperation, { story, vacancy }),
    operation(distributorsOperation, {
      distributor: distributor.distributorCode,
      city: distributor.offices[0]!.cityCode,
    }),
    operation(seoOperation, {
      nkCode: model.nkCode,
      news,
      element,
      projectSection: project.sectionCode,
      project: project.code,
      distributor: distributor.distributorCode,
      blog: blogUrl.code,
    }),
    operation(catalogOperation, { nkCode: model.nkCode, modelIds: [model.id] }),
    operation(pagesOperation, {}),
    operation(prepareArchiveOperation, { fileIds: files }),
    // Mutations run one after another: one per operation, so each is timed on its own.
    operation(likeOperation, { blogItemUrl: blogUrl.blogItemUrl }),
    operation(solutionRequestOperation, { input: person }),
    operation(newsRequestOperation, {}),
    operation(subscriptionOperation, { input: { email: `coverage-${Date.now()}@example.com`, consent: true } }),
    operation(vacancyRequestOperation, { input: { vacancyCode: vacancy, ...person } }),
    operation(internshipRequestOperation, {
      input: {
        ...person,
        direction: internship.directions![0]!.value,
        educationLevel: internship.educationLevels![0]!.value,
        format: internship.formats![0]!.value,
        city: internship.cities![0]!.value,
      },
    }),
  ];
}

import { inject } from 'vitest';

const authorization = `Basic ${Buffer.from('ostrel:ostrel-dev-password').toString('base64')}`;
const upstream = async <T>(path: string): Promise<T> => (await fetch(`${inject('contentApiUrl')}${path}`, { headers: { authorization } })).json() as Promise<T>;
const person = 'name: "Анна Смирнова", phone: "+7 999 123-45-67", email: "anna@example.com", consent: true';

/**
 * Operations that, together, read or write every endpoint of the contract once, with codes
 * discovered from the real content API. Shared by the coverage and the fault tests.
 */
export async function contractOperations(): Promise<string[]> {
    const blogUrl = (await upstream<{ items: { blogItemUrl: string; code: string; category: string }[] }>('/blog/all')).items[0]!;
    const news = (await upstream<{ items: { code: string }[] }>('/news')).items[0]!.code;
    const vacancy = (await upstream<{ elementCode: string }[]>('/hr-page/vacancies'))[0]!.elementCode;
    const story = (await upstream<{ code: string }[]>('/hr-page/success-stories/list'))[0]!.code;
    const project = (await upstream<{ sections: { items: { code: string; sectionCode: string }[] }[] }>('/portfolio')).sections[0]!.items[0]!;
    const element = (await upstream<{ elements: { code: string }[] }>('/solutions/section?sectionLevelCodes[]=office')).elements[0]!.code;
    const distributor = (await upstream<{ distributorCode: string; offices: { cityCode: string }[] }[]>('/distributors/by-name'))[0]!;
    const model = (await upstream<{ models: { id: number; nkCode: string }[] }>('/catalog/gnk/linea')).models[0]!;
    const files = (await upstream<{ id: number }[]>('/downloads/files?gnkCode=linea')).slice(0, 2).map((file) => file.id);
    const internship = await upstream<Record<string, { value: string }[]>>('/hr-page/practice-internship/form/data-select');

    return [
      `{ menu { locale } features { name } solutions { items { code } } solutionSection(sectionLevelCodes: ["office"]) { __typename } solutionElement(elementCode: "${element}", sectionLevelCodes: []) { __typename } }`,
      `{ portfolio { sections { code } } project(sectionCode: "${project.sectionCode}", elementCode: "${project.code}") { __typename } }`,
      `{ blogTabs { code } blogList(queryType: "all", page: 1, limit: 9) { items { code } } blogItem(category: "${blogUrl.category}", code: "${blogUrl.code}") { __typename } }`,
      `{ newsList(limit: 12, pageNum: 1) { items { code } } newsItem(elementCode: "${news}") { __typename } }`,
      `{ careerMain { title } careerMenu { title } careerInternshipTeaser { title } careerStatistics { value } careerAdvantagesTitle { title } careerAdvantages { title }
         careerGallery(limit: 15, pageNum: 1) { __typename } careerValues { title } internshipTitle { title } internshipPreview { title } internshipList { title }
         internshipSelectData { __typename } storiesTitle { title } storiesList { code } story(elementCode: "${story}") { __typename } vacanciesTitle { title }
         vacancyFilters { __typename } vacancies { elementCode } vacancy(elementCode: "${vacancy}") { __typename } vacancyFormTitleDetail { title } vacancyFormTitleList { title } }`,
      `{ distributorsByCity(ipAddress: "127.0.0.1") { __typename } distributorsByName { distributorCode } cityDistributors(cityCode: "moscow") { __typename }
         a: distributor(distributorCode: "${distributor.distributorCode}") { __typename } b: distributor(distributorCode: "${distributor.distributorCode}", cityCode: "${distributor.offices[0]!.cityCode}") { __typename } }`,
      `{ seo(path: "/catalog") { __typename } seriesSeo(gnkCode: "linea") { __typename } modelSeo(gnkCode: "linea", nkCode: "${model.nkCode}") { __typename }
         catalogSectionSeo(sectionLevelCodes: ["office"]) { __typename } newsSeo(code: "${news}") { __typename } solutionSectionSeo(sectionLevelCodes: ["office"]) { __typename }
         solutionElementSeo(code: "${element}") { __typename } serviceSeo(code: "lighting-design") { __typename } projectSeo(sectionCode: "${project.sectionCode}", code: "${project.code}") { __typename }
         citySeo(cityCode: "moscow") { __typename } distributorSeo(code: "${distributor.distributorCode}") { __typename } templatePageSeo(pageCode: "dealer-program") { __typename }
         privacyPolicySeo { __typename } blogSeo(code: "${blogUrl.code}") { __typename } }`,
      `{ catalogSections { code } catalogSection(sectionLevelCodes: ["office"], filters: [], sort: default, order: asc, pageNum: 1, limit: 9, filterArchived: false) { __typename }
         catalogFilters(sectionLevelCodes: ["office"], filterArchived: false) { __typename } series(gnkCode: "linea") { __typename } model(gnkCode: "linea", nkCode: "${model.nkCode}") { __typename ... on Model { lightDistribution { maxIntensity } } }
         accessories(gnkCode: "linea") { code } favoriteSeries(ids: [1]) { gnkCode } favoriteModels(ids: [${model.id}]) { nkCode } downloadFiles(gnkCode: "linea") { id } }`,
      `{ search(query: "светильник") { __typename } services { title } service(code: "lighting-design") { __typename } about { title } aboutPage(code: "privacy-policy") { __typename } templatePage(pageCode: "dealer-program") { __typename } }`,
      `mutation { prepareArchive(fileIds: [${files.join(', ')}]) { __typename ... on Archive { archiveId } } }`,
      // Mutations run one after another: one per operation, so each is timed on its own.
      `mutation { likeBlogItem(blogItemUrl: "${blogUrl.blogItemUrl}") { likes } }`,
      `mutation { submitSolutionRequest(input: { ${person} }) { __typename } }`,
      `mutation { submitNewsRequest(input: { name: "Анна", email: "anna@example.com", consent: true }) { __typename } }`,
      `mutation { subscribeToNews(input: { email: "coverage-${Date.now()}@example.com", consent: true }) { __typename } }`,
      `mutation { submitVacancyRequest(input: { vacancyCode: "${vacancy}", ${person} }) { __typename } }`,
      `mutation {
         submitInternshipRequest(input: { ${person}, direction: "${internship.directions![0]!.value}", educationLevel: "${internship.educationLevels![0]!.value}", format: "${internship.formats![0]!.value}", city: "${internship.cities![0]!.value}" }) { __typename }
       }`,
    ];
}

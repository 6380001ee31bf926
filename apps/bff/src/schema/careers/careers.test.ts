import { describe, expect, it } from 'vitest';
import { testBff } from '../../test-support/bff.js';
import { useFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

graphql(`
  fragment CareerPictureFields on Picture {
    alt
    width
    height
    small {
      src
      webp
    }
    medium {
      src
    }
    large {
      src
    }
    isComplete
  }
`);

const landing = graphql(`
  query CareerLanding {
    careerMain {
      title
      subtitle
      text
      picture {
        ...CareerPictureFields
      }
      button {
        title
        link
      }
    }
    careerMenu {
      title
      link
    }
    careerInternshipTeaser {
      title
      text
      link
      picture {
        ...CareerPictureFields
      }
    }
    careerStatistics {
      value
      label
      description
    }
    careerAdvantagesTitle {
      title
      text
    }
    careerAdvantages {
      title
      text
      icon
    }
    careerGallery {
      items {
        alt
        isComplete
      }
      pagination {
        pageNum
        limit
        total
        totalPages
      }
    }
    careerValues {
      title
      text
      icon
    }
    internshipTitle {
      title
      text
    }
    internshipPreview {
      title
      text
    }
    internshipList {
      title
      text
      icon
    }
    internshipSelectData {
      directions {
        value
        label
      }
      educationLevels {
        value
        label
      }
      formats {
        value
        label
      }
      cities {
        value
        label
      }
    }
    storiesTitle {
      title
      text
    }
    storiesList {
      id
      code
      name
      position
      preview
      link
      picture {
        ...CareerPictureFields
      }
    }
    vacanciesTitle {
      title
      text
    }
    vacancyFilters {
      city {
        value
        label
      }
      experience {
        value
        label
      }
      sphere {
        value
        label
      }
    }
    vacancies {
      id
      elementCode
      jobTitle
      date
      salary
      link
      city {
        value
        label
      }
      experience {
        value
        label
      }
      sphere {
        value
        label
      }
    }
    vacancyFormTitleDetail {
      title
      text
    }
    vacancyFormTitleList {
      title
      text
    }
  }
`);

const vacancyQuery = graphql(`
  query VacancyDetail($code: String!) {
    vacancy(elementCode: $code) {
      __typename
      ... on Vacancy {
        id
        elementCode
        jobTitle
        date
        salary
        link
        employment
        description
        formTitle
        city {
          value
          label
        }
        experience {
          value
          label
        }
        sphere {
          value
          label
        }
        picture {
          ...CareerPictureFields
        }
        advantages {
          title
          items {
            title
            text
            icon
          }
        }
        menu {
          title
          link
        }
      }
      ... on VacancyNotFound {
        elementCode
      }
    }
  }
`);

const storyQuery = graphql(`
  query StoryDetail($code: String!) {
    story(elementCode: $code) {
      __typename
      ... on CareerStory {
        id
        code
        name
        position
        preview
        text
        upperText
        middleText
        bottomText
        picture {
          ...CareerPictureFields
        }
        slider {
          alt
          isComplete
        }
      }
      ... on CareerStoryNotFound {
        elementCode
      }
    }
  }
`);

const galleryPagesQuery = graphql(`
  query CareerGalleryPages {
    first: careerGallery(limit: 4, pageNum: 1) {
      items {
        alt
      }
      pagination {
        pageNum
        limit
        total
        totalPages
      }
    }
    second: careerGallery(limit: 4, pageNum: 2) {
      items {
        alt
      }
      pagination {
        pageNum
        limit
        total
        totalPages
      }
    }
    wild: careerGallery(limit: 1000, pageNum: -3) {
      items {
        alt
      }
      pagination {
        pageNum
        limit
        total
        totalPages
      }
    }
  }
`);

const filteredVacanciesQuery = graphql(`
  query FilteredVacancies {
    all: vacancies {
      elementCode
      city {
        value
      }
    }
    moscow: vacancies(city: "moscow") {
      elementCode
      city {
        value
      }
    }
    none: vacancies(city: "moscow", sphere: "no-such-sphere") {
      elementCode
      city {
        value
      }
    }
    blank: vacancies(city: "", experience: " ") {
      elementCode
      city {
        value
      }
    }
    junk: vacancies(city: "../../etc") {
      elementCode
      city {
        value
      }
    }
  }
`);

const vacancyListQuery = graphql(`
  query VacancyList {
    vacancies {
      elementCode
      jobTitle
    }
  }
`);

const storyListQuery = graphql(`
  query StoryList {
    storiesList {
      code
      name
    }
  }
`);

const detailKindsQuery = graphql(`
  query CareerDetailKinds($code: String!) {
    vacancy(elementCode: $code) {
      __typename
    }
    story(elementCode: $code) {
      __typename
    }
  }
`);

const cyrillic = /[а-яё]/i;

describe('careers', () => {
  const { query } = testBff();

  it.each(['ru', 'en'] as const)('reads every block of the careers pages in %s', async (locale) => {
    const { body } = await query(landing, { locale });
    expect(body.errors).toBeUndefined();
    const data = body.data!;
    expect(data.careerMain.title).not.toBe('');
    expect(data.careerMain.picture?.isComplete).toBe(true);
    expect(data.careerMain.button?.link).toBe('/career/vacancies');
    expect(data.careerMenu.map((item) => item.link)).toContain('/career/internship');
    expect(data.careerInternshipTeaser.link).toBe('/career/internship');
    expect(data.careerStatistics.length).toBeGreaterThan(2);
    expect(data.careerAdvantages.length).toBeGreaterThan(2);
    expect(data.careerValues.length).toBeGreaterThan(2);
    expect(data.internshipList.length).toBeGreaterThan(2);
    // Requirements §8: the gallery's page size is 15 unless asked otherwise.
    expect(data.careerGallery.pagination).toMatchObject({ pageNum: 1, limit: 15 });
    expect(data.careerGallery.items).toHaveLength(Math.min(15, data.careerGallery.pagination.total));
    for (const list of Object.values(data.internshipSelectData)) expect(list.length).toBeGreaterThan(0);
    for (const list of Object.values(data.vacancyFilters)) expect(list.length).toBeGreaterThan(0);
    expect(data.storiesList[0]?.link).toBe(`/career/stories/${data.storiesList[0]?.code ?? ''}`);
    expect(data.vacancies.length).toBeGreaterThan(3);
    // Newest first.
    const dates = data.vacancies.map((vacancy) => vacancy.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const block of [
      data.careerAdvantagesTitle,
      data.internshipTitle,
      data.internshipPreview,
      data.storiesTitle,
      data.vacanciesTitle,
      data.vacancyFormTitleDetail,
      data.vacancyFormTitleList,
    ]) {
      expect(block.title).not.toBe('');
    }
    // Every text is in the asked language.
    expect(cyrillic.test(data.careerMain.title)).toBe(locale === 'ru');
    expect(cyrillic.test(data.vacancies[0]?.jobTitle ?? '')).toBe(locale === 'ru');
    expect(cyrillic.test(data.vacancyFilters.city[0]?.label ?? '')).toBe(locale === 'ru');
  });

  it('pages the photo gallery and keeps its arguments within the contract', async () => {
    const { body } = await query(galleryPagesQuery);
    expect(body.errors).toBeUndefined();
    const { first, second, wild } = body.data!;
    expect(first.items).toHaveLength(4);
    expect(second.pagination.pageNum).toBe(2);
    expect(second.items).not.toEqual(first.items);
    expect(first.pagination.totalPages).toBe(Math.ceil(first.pagination.total / 4));
    expect(wild.pagination).toMatchObject({ pageNum: 1, limit: 60 });
  });

  it('filters vacancies by city, experience and sphere', async () => {
    const { body } = await query(filteredVacanciesQuery);
    expect(body.errors).toBeUndefined();
    const { all, moscow, none, blank, junk } = body.data!;
    expect(moscow.length).toBeGreaterThan(0);
    expect(moscow.length).toBeLessThan(all.length);
    expect(moscow.every((vacancy) => vacancy.city.value === 'moscow')).toBe(true);
    expect(none).toEqual([]);
    expect(blank).toEqual(all);
    expect(junk).toEqual([]);
  });

  it.each(['ru', 'en'] as const)('reads a vacancy in %s', async (locale) => {
    const list = await query(vacancyListQuery, { locale });
    const first = list.body.data!.vacancies[0]!;
    const { body } = await query(vacancyQuery, { locale, variables: { code: first.elementCode } });
    expect(body.errors).toBeUndefined();
    expect(body.data?.vacancy).toMatchObject({
      __typename: 'Vacancy',
      elementCode: first.elementCode,
      jobTitle: first.jobTitle,
    });
    const vacancy = unionMember(body.data?.vacancy, 'Vacancy');
    expect(vacancy.description).toMatch(/<p>|<ul>|<h/);
    expect(vacancy.advantages.items.length).toBeGreaterThan(0);
    expect(vacancy.menu.length).toBeGreaterThan(0);
    expect(vacancy.formTitle).not.toBe('');
  });

  it.each(['ru', 'en'] as const)('reads a success story in %s', async (locale) => {
    const list = await query(storyListQuery, { locale });
    const first = list.body.data!.storiesList[0]!;
    const { body } = await query(storyQuery, { locale, variables: { code: first.code } });
    expect(body.errors).toBeUndefined();
    expect(body.data?.story).toMatchObject({ __typename: 'CareerStory', code: first.code, name: first.name });
    const story = unionMember(body.data?.story, 'CareerStory');
    expect(story.slider.length).toBeGreaterThan(0);
    expect(cyrillic.test(story.name)).toBe(locale === 'ru');
  });

  it('tells a missing vacancy or story apart, and looks nothing up for an impossible code', async () => {
    const fetched: string[] = [];
    const { query: counted } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
    const vacancy = await counted(vacancyQuery, { variables: { code: 'no-such-vacancy' } });
    expect(vacancy.body.data?.vacancy).toEqual({ __typename: 'VacancyNotFound', elementCode: 'no-such-vacancy' });
    const story = await counted(storyQuery, { variables: { code: 'no-such-story' } });
    expect(story.body.data?.story).toEqual({ __typename: 'CareerStoryNotFound', elementCode: 'no-such-story' });
    expect(fetched).toHaveLength(2);
    for (const code of ['', 'a/b', '../menu']) {
      const empty = await counted(detailKindsQuery, { variables: { code } });
      expect(empty.body.data).toEqual({
        vacancy: { __typename: 'VacancyNotFound' },
        story: { __typename: 'CareerStoryNotFound' },
      });
    }
    expect(fetched).toHaveLength(2);
  });
});

describe('careers when the content API fails', () => {
  const upstream = useFaultUpstream('error500');

  it('gives every block its empty value, and null details', async () => {
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: 300 });
    const { body } = await query(landing);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      careerMain: { title: '', subtitle: '', text: '', picture: null, button: null },
      careerMenu: [],
      careerInternshipTeaser: { title: '', text: '', link: '', picture: null },
      careerStatistics: [],
      careerAdvantagesTitle: { title: '', text: '' },
      careerAdvantages: [],
      careerGallery: { items: [], pagination: { pageNum: 1, limit: 15, total: 0, totalPages: 0 } },
      careerValues: [],
      internshipTitle: { title: '', text: '' },
      internshipPreview: { title: '', text: '' },
      internshipList: [],
      internshipSelectData: { directions: [], educationLevels: [], formats: [], cities: [] },
      storiesTitle: { title: '', text: '' },
      storiesList: [],
      vacanciesTitle: { title: '', text: '' },
      vacancyFilters: { city: [], experience: [], sphere: [] },
      vacancies: [],
      vacancyFormTitleDetail: { title: '', text: '' },
      vacancyFormTitleList: { title: '', text: '' },
    });
    // A failure is not a 404: the page must not claim the vacancy is gone.
    const vacancy = await query(vacancyQuery, { variables: { code: 'operator-smt-linii' } });
    expect(vacancy.body.errors).toBeUndefined();
    expect(vacancy.body.data?.vacancy).toBeNull();
    const story = await query(storyQuery, { variables: { code: 'mihail-dorofeev' } });
    expect(story.body.data?.story).toBeNull();
  });
});

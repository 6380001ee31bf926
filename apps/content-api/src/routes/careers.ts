import { StoryCard, VacancyListItem, type Story, type Vacancy } from '@ostrel/contract/schemas/careers';
import type { Picture } from '@ostrel/contract/schemas/common';
import type { HandlersOf } from '../handler.js';
import { getDoc, listDocs, pagination } from './store.js';

type Keys =
  | 'careerMain'
  | 'careerMenu'
  | 'careerInternshipTeaser'
  | 'careerStatistics'
  | 'careerAdvantagesTitle'
  | 'careerAdvantages'
  | 'careerGallery'
  | 'careerValues'
  | 'internshipTitle'
  | 'internshipPreview'
  | 'internshipList'
  | 'internshipSelectData'
  | 'storiesTitle'
  | 'storiesList'
  | 'story'
  | 'vacanciesTitle'
  | 'vacancyFilters'
  | 'vacancies'
  | 'vacancy'
  | 'vacancyFormTitleDetail'
  | 'vacancyFormTitleList';

// Singleton blocks of the careers pages are stored under kind `career`.
export const careerHandlers: HandlersOf<Keys> = {
  careerMain: ({ app, locale }) => getDoc(app.db, 'career', 'main', locale),
  careerMenu: ({ app, locale }) => getDoc(app.db, 'career', 'menu', locale),
  careerInternshipTeaser: ({ app, locale }) => getDoc(app.db, 'career', 'internship-teaser', locale),
  careerStatistics: ({ app, locale }) => getDoc(app.db, 'career', 'statistics', locale),
  careerAdvantagesTitle: ({ app, locale }) => getDoc(app.db, 'career', 'advantages-title', locale),
  careerAdvantages: ({ app, locale }) => getDoc(app.db, 'career', 'advantages', locale),
  careerValues: ({ app, locale }) => getDoc(app.db, 'career', 'values', locale),
  internshipTitle: ({ app, locale }) => getDoc(app.db, 'career', 'internship-title', locale),
  internshipPreview: ({ app, locale }) => getDoc(app.db, 'career', 'internship-preview', locale),
  internshipList: ({ app, locale }) => getDoc(app.db, 'career', 'internship-list', locale),
  internshipSelectData: ({ app, locale }) => getDoc(app.db, 'career', 'internship-select', locale),
  storiesTitle: ({ app, locale }) => getDoc(app.db, 'career', 'stories-title', locale),
  vacanciesTitle: ({ app, locale }) => getDoc(app.db, 'career', 'vacancies-title', locale),
  vacancyFilters: ({ app, locale }) => getDoc(app.db, 'career', 'vacancy-filters', locale),
  vacancyFormTitleDetail: ({ app, locale }) => getDoc(app.db, 'career', 'vacancy-form-detail', locale),
  vacancyFormTitleList: ({ app, locale }) => getDoc(app.db, 'career', 'vacancy-form-list', locale),

  careerGallery: async ({ app, locale, query }) => {
    const { items, total } = await listDocs<Picture>(app.db, 'career-gallery', locale, {
      limit: query.limit,
      offset: (query.pageNum - 1) * query.limit,
    });
    return { items, pagination: pagination(query.pageNum, query.limit, total) };
  },

  storiesList: async ({ app, locale }) =>
    (await listDocs<Story>(app.db, 'story', locale)).items.map((story) => StoryCard.parse(story)),
  story: async ({ app, locale, params }) => {
    // Stored with the card's link, which the story itself does not carry.
    const { link: _link, ...story } = await getDoc<Story & { link: string }>(
      app.db,
      'story',
      params.elementCode,
      locale,
    );
    return story;
  },

  vacancies: async ({ app, locale, query }) => {
    const where = (['city', 'experience', 'sphere'] as const)
      .filter((key) => query[key] !== undefined)
      .map((key) => ({ path: [key, 'value'], value: query[key] ?? '' }));
    const { items } = await listDocs<Vacancy>(app.db, 'vacancy', locale, { order: 'newest', where });
    return items.map((vacancy) => VacancyListItem.parse(vacancy));
  },
  vacancy: ({ app, locale, params }) => getDoc<Vacancy>(app.db, 'vacancy', params.elementCode, locale),
};

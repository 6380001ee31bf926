import type { T } from '../content-schema.js';
import type { Content } from '../load-content.js';
import { iconItems, plainText, type RowWriter } from './row-writer.js';

type Careers = Content['careers'];
type Translate = RowWriter['t'];
type Option = { value: string; label: T };

const titleBlock = (t: Translate, value: { title: T; text: T }) => ({ title: t(value.title), text: t(value.text) });

const options = (t: Translate, list: Option[]) =>
  list.map((option) => ({ value: option.value, label: t(option.label) }));

const option = (t: Translate, list: Option[], value: string) => {
  const found = list.find((candidate) => candidate.value === value);
  if (!found) throw new Error(`unknown option ${value}`);
  return { value, label: t(found.label) };
};

/** The career pages' blocks (rows of kind `career`), the photo gallery, the stories, then the vacancies. */
export function careerRows(writer: RowWriter) {
  const { content, t, picture, put } = writer;
  const { careers } = content;
  careerBlocks(writer);
  internshipBlocks(writer);
  storyAndVacancyBlocks(writer);
  careers.gallery.forEach((photo, photoIndex) => {
    const photoPicture = picture(`career-gallery-${photoIndex + 1}`, t(photo.alt));
    if (photoPicture)
      put('career-gallery', String(photoIndex + 1).padStart(3, '0'), photoPicture, { sort: photoIndex });
  });
  careers.stories.items.forEach((story, storyIndex) => {
    storyRows(writer, story, storyIndex);
  });
  careers.vacancies.items.forEach((vacancy, vacancyIndex) => {
    vacancyRows(writer, vacancy, vacancyIndex);
  });
}

function careerBlocks(writer: RowWriter) {
  const { content, t, picture, put } = writer;
  const { careers } = content;
  put('career', 'main', {
    title: t(careers.main.title),
    subtitle: t(careers.main.subtitle),
    text: t(careers.main.text),
    picture: picture('career-main', t(careers.main.title)),
    button: careers.main.button && { title: t(careers.main.button.title), link: careers.main.button.link },
  });
  put(
    'career',
    'menu',
    careers.menu.map((item) => ({ title: t(item.title), link: item.link })),
  );
  put(
    'career',
    'statistics',
    careers.statistics.map((item) => ({ value: item.value, label: t(item.label), description: t(item.description) })),
  );
  put('career', 'advantages-title', titleBlock(t, careers.advantagesTitle));
  put('career', 'advantages', iconItems(writer, careers.advantages));
  put('career', 'values', iconItems(writer, careers.values));
}

function internshipBlocks(writer: RowWriter) {
  const { content, t, picture, put, index } = writer;
  const { internship } = content.careers;
  put('career', 'internship-title', titleBlock(t, internship.title));
  put('career', 'internship-preview', titleBlock(t, internship.preview));
  put('career', 'internship-teaser', {
    title: t(internship.teaser.title),
    text: t(internship.teaser.text),
    picture: picture('internship-teaser', t(internship.teaser.title)),
    link: '/career/internship',
  });
  put('career', 'internship-list', iconItems(writer, internship.list));
  index({
    type: 'page',
    ref: 'internship',
    url: '/career/internship',
    title: t(internship.title.title),
    codes: '',
    section: t({ ru: 'Карьера', en: 'Career' }),
    description: `${t(internship.title.text)} ${t(internship.preview.text)}`,
    body: internship.list.map((item) => `${t(item.title)}. ${t(item.text)}`).join(' '),
    picture: picture('internship-teaser', t(internship.teaser.title)),
    boost: 1,
  });
  put('career', 'internship-select', {
    directions: options(t, internship.select.directions),
    educationLevels: options(t, internship.select.educationLevels),
    formats: options(t, internship.select.formats),
    cities: options(t, internship.select.cities),
  });
}

function storyAndVacancyBlocks({ content, t, put }: RowWriter) {
  const { careers } = content;
  put('career', 'stories-title', titleBlock(t, careers.stories.title));
  put('career', 'vacancies-title', titleBlock(t, careers.vacancies.title));
  put('career', 'vacancy-form-detail', titleBlock(t, careers.vacancies.formTitleDetail));
  put('career', 'vacancy-form-list', titleBlock(t, careers.vacancies.formTitleList));
  const { filters } = careers.vacancies;
  put('career', 'vacancy-filters', {
    city: options(t, filters.city),
    experience: options(t, filters.experience),
    sphere: options(t, filters.sphere),
  });
}

function storyRows(
  { t, picture, put, seo, index }: RowWriter,
  story: Careers['stories']['items'][number],
  storyIndex: number,
) {
  const link = `/career/stories/${story.code}`;
  put(
    'story',
    story.code,
    {
      id: storyIndex + 1,
      code: story.code,
      name: t(story.name),
      position: t(story.position),
      preview: t(story.preview),
      text: t(story.text),
      picture: picture(`story-${story.code}`, t(story.name)),
      slider: story.slider.flatMap(
        (_, slideIndex) =>
          picture(`story-${story.code}-${slideIndex + 1}`, `${t(story.name)} — ${slideIndex + 1}`) ?? [],
      ),
      upperText: t(story.upperText),
      middleText: t(story.middleText),
      bottomText: t(story.bottomText),
      link,
    },
    { sort: storyIndex },
  );
  seo(link, {
    title: t(story.name),
    description: t(story.preview),
    image: picture(`story-${story.code}`, t(story.name)),
  });
  index({
    type: 'page',
    ref: `story:${story.code}`,
    url: link,
    title: t(story.name),
    codes: '',
    section: t({ ru: 'Истории сотрудников', en: 'Employee stories' }),
    description: `${t(story.position)}. ${t(story.preview)}`,
    body: [story.upperText, story.middleText, story.bottomText].map((text) => plainText(t(text))).join(' '),
    picture: picture(`story-${story.code}`, t(story.name)),
    boost: 0.8,
  });
}

function vacancyRows(writer: RowWriter, vacancy: Careers['vacancies']['items'][number], vacancyIndex: number) {
  const { content, t, picture, put, seo, index } = writer;
  const { careers } = content;
  const { filters } = careers.vacancies;
  const link = `/career/vacancies/${vacancy.code}`;
  const city = option(t, filters.city, vacancy.city);
  put(
    'vacancy',
    vacancy.code,
    {
      id: vacancyIndex + 1,
      elementCode: vacancy.code,
      jobTitle: t(vacancy.jobTitle),
      date: vacancy.date,
      city,
      experience: option(t, filters.experience, vacancy.experience),
      sphere: option(t, filters.sphere, vacancy.sphere),
      salary: vacancy.salary ? t(vacancy.salary) : null,
      link,
      employment: t(vacancy.employment),
      picture: picture(`vacancy-${vacancy.code}`, t(vacancy.jobTitle)),
      description: t(vacancy.description),
      advantages: { title: t(careers.advantagesTitle.title), items: iconItems(writer, careers.advantages) },
      formTitle: t(careers.vacancies.formTitleDetail.title),
      menu: careers.menu.map((item) => ({ title: t(item.title), link: item.link })),
    },
    { published_on: vacancy.date },
  );
  seo(link, {
    title: `${t(vacancy.jobTitle)}, ${city.label}`,
    description: plainText(t(vacancy.description)).slice(0, 160),
  });
  index({
    type: 'vacancy',
    ref: vacancy.code,
    url: link,
    title: t(vacancy.jobTitle),
    codes: '',
    section: t({ ru: 'Вакансии', en: 'Vacancies' }),
    description: `${t({ ru: 'Вакансия, работа', en: 'Vacancy, job' })}. ${city.label}`,
    body: plainText(t(vacancy.description)),
    picture: null,
    boost: 1,
  });
}

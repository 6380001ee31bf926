import type { ImageSpec } from './content-schema.js';
import type { Content } from './load-content.js';

/** A picture to render: a stable file name and how to draw it. */
export interface ImageJob {
  name: string;
  spec: ImageSpec;
}

const sceneBySection: Record<string, ImageSpec['scene']> = {
  office: 'interior',
  industrial: 'industrial',
  street: 'architecture',
  'explosion-proof': 'industrial',
  emergency: 'interior',
  architectural: 'architecture',
  controls: 'interior',
};

/** Every picture the content needs, named by what it shows. */
export function imageJobs(content: Content): ImageJob[] {
  const jobs: ImageJob[] = [];
  const add = (name: string, spec: ImageSpec) => jobs.push({ name, spec });
  const { solutions, catalog, portfolio, blog, news, careers, pages } = content;

  add('solutions-default', solutions.defaultImage);
  for (const sector of solutions.sectors) {
    add(`sector-${sector.code}`, sector.image);
    for (const section of sector.sections) add(`solution-section-${section.code}`, section.image);
    for (const element of sector.elements) add(`solution-${element.code}`, element.image);
  }
  for (const section of catalog.sections) {
    add(`catalog-${section.code}`, section.image);
    for (const child of section.children) add(`catalog-${child.code}`, child.image);
  }
  catalog.series.forEach((series, index) => {
    const product = { scene: 'product', shape: series.shape, color: series.color } as const;
    add(`series-${series.gnkCode}`, { ...product, seed: index * 7 + 1 });
    add(`series-${series.gnkCode}-2`, { ...product, seed: index * 7 + 2 });
    add(`series-${series.gnkCode}-3`, {
      scene: sceneBySection[series.section[0] ?? ''] ?? 'interior',
      color: series.color,
      seed: index * 7 + 3,
    });
  });
  catalog.accessories.forEach((accessory, index) =>
    add(`accessory-${accessory.code}`, {
      scene: 'product',
      shape: accessory.shape,
      color: '#5a6270',
      seed: 500 + index,
    }),
  );
  for (const project of portfolio.projects) {
    add(`project-${project.code}`, project.image);
    project.gallery.forEach((spec, index) => add(`project-${project.code}-${index + 1}`, spec));
  }
  for (const item of blog.items) add(`blog-${item.code}`, item.image);
  for (const item of news.items) {
    add(`news-${item.code}`, item.image);
    item.gallery.forEach((spec, index) => add(`news-${item.code}-${index + 1}`, spec));
  }
  add('career-main', careers.main.image);
  careers.gallery.forEach((photo, index) => add(`career-gallery-${index + 1}`, photo.image));
  add('internship-teaser', careers.internship.teaser.image);
  for (const story of careers.stories.items) {
    add(`story-${story.code}`, story.image);
    story.slider.forEach((spec, index) => add(`story-${story.code}-${index + 1}`, spec));
  }
  for (const vacancy of careers.vacancies.items) add(`vacancy-${vacancy.code}`, vacancy.image);
  for (const page of [...pages.services.items, pages.about, ...pages.aboutPages, ...pages.templatePages]) {
    if (page.image) add(`page-${page.code}`, page.image);
  }
  return jobs;
}

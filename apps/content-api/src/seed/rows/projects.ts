import type { Content } from '../load-content.js';
import { plainText, type RowWriter } from './row-writer.js';

type Project = Content['portfolio']['projects'][number];
type ProjectCard = ReturnType<ReturnType<typeof projectCards>>;
type ProductLink = ReturnType<ReturnType<typeof productLinks>>;

/** Draws a project, found by its code, as the cards that list it show it. */
export function projectCards({ content, t, picture }: RowWriter) {
  const { projects } = content.portfolio;
  const projectByCode = new Map(projects.map((project) => [project.code, project]));
  return (code: string) => {
    const project = projectByCode.get(code);
    if (!project) throw new Error(`unknown project ${code}`);
    return {
      id: projects.indexOf(project) + 1,
      code: project.code,
      sectionCode: project.section,
      title: t(project.title),
      location: t(project.location),
      year: project.year,
      picture: picture(`project-${project.code}`, t(project.title)),
      link: `/project/${project.section}/${project.code}`,
    };
  };
}

/** The portfolio's sections, then its projects. */
export function projectRows(writer: RowWriter) {
  const { portfolio } = writer.content;
  portfolio.sections.forEach((section, sectionIndex) => {
    sectionRows(writer, section, sectionIndex);
  });
  const projectCard = projectCards(writer);
  const productLink = productLinks(writer);
  portfolio.projects.forEach((project, projectIndex) => {
    projectPageRows(writer, project, projectIndex, projectCard(project.code), project.series.map(productLink));
  });
}

function sectionRows(
  { content, t, put, seo, index }: RowWriter,
  section: Content['portfolio']['sections'][number],
  sectionIndex: number,
) {
  put('portfolio-section', section.code, { code: section.code, name: t(section.name) }, { sort: sectionIndex });
  const sectionProjects = content.portfolio.projects.filter((project) => project.section === section.code);
  seo(`/projects/${section.code}`, {
    title: t(section.name),
    description: `${t(section.name)}: ${sectionProjects.length}`,
  });
  index({
    type: 'section',
    ref: `projects:${section.code}`,
    url: `/projects/${section.code}`,
    title: t(section.name),
    codes: '',
    section: t({ ru: 'Проекты', en: 'Projects' }),
    description: '',
    body: sectionProjects.map((project) => t(project.title)).join('. '),
    picture: null,
    boost: 0.9,
  });
}

function projectPageRows(
  { content, t, picture, put, seo, index }: RowWriter,
  project: Project,
  projectIndex: number,
  card: ProjectCard,
  products: ProductLink[],
) {
  const { portfolio } = content;
  const sectionName = t(portfolio.sections.find((section) => section.code === project.section)?.name ?? project.title);
  put(
    'project',
    project.code,
    {
      id: card.id,
      code: project.code,
      sectionCode: project.section,
      sectionName,
      mainInfo: {
        title: t(project.title),
        location: t(project.location),
        year: project.year,
        client: project.client ? t(project.client) : null,
        area: project.area,
        description: t(project.description),
      },
      content: t(project.content),
      facts: project.facts.map((fact) => ({ value: fact.value, label: t(fact.label) })),
      picture: card.picture,
      gallery: project.gallery.flatMap(
        (_, galleryIndex) =>
          picture(`project-${project.code}-${galleryIndex + 1}`, `${t(project.title)} — ${galleryIndex + 1}`) ?? [],
      ),
      products,
      breadcrumbs: [{ title: sectionName, link: `/projects/${project.section}` }],
      seriesCodes: project.series,
    },
    { parent: project.section, sort: projectIndex },
  );
  seo(card.link, { title: t(project.title), description: t(project.description), image: card.picture });
  index({
    type: 'project',
    ref: project.code,
    url: card.link,
    title: t(project.title),
    codes: '',
    section: sectionName,
    description: `${t(project.location)}. ${t(project.description)}`,
    body: plainText(t(project.content)),
    picture: card.picture,
    boost: 1,
  });
}

function productLinks({ content, picture }: RowWriter) {
  const seriesByCode = new Map(content.catalog.series.map((series) => [series.gnkCode, series]));
  return (gnkCode: string) => {
    const series = seriesByCode.get(gnkCode);
    if (!series) throw new Error(`unknown series ${gnkCode}`);
    return {
      gnkCode,
      name: series.name,
      picture: picture(`series-${gnkCode}`, series.name),
      link: `/product/${gnkCode}`,
    };
  };
}

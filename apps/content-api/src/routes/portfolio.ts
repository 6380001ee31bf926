import { ProjectCard, type Project } from '@ostrel/contract/schemas/portfolio';
import type { HandlersOf } from '../handler.js';
import { notFound } from '../http/errors.js';
import { getDoc, listDocs } from './store.js';

export const portfolioHandlers: HandlersOf<'portfolio' | 'project'> = {
  portfolio: async ({ app, locale }) => {
    const [sections, projects] = await Promise.all([
      listDocs<{ code: string; name: string }>(app.db, 'portfolio-section', locale),
      listDocs<Project>(app.db, 'project', locale, { order: 'sort' }),
    ]);
    return {
      sections: sections.items.map((section) => ({
        code: section.code,
        name: section.name,
        items: projects.items
          .filter((project) => project.sectionCode === section.code)
          .map((project) =>
            ProjectCard.parse({
              ...project,
              ...project.mainInfo,
              link: `/project/${project.sectionCode}/${project.code}`,
            }),
          ),
      })),
    };
  },
  project: async ({ app, locale, params }) => {
    const { seriesCodes: _seriesCodes, ...project } = await getDoc<Project & { seriesCodes: string[] }>(
      app.db,
      'project',
      params.elementCode,
      locale,
    );
    if (project.sectionCode !== params.sectionCode) throw notFound();
    return project;
  },
};

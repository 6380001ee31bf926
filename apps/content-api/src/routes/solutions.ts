import {
  SolutionElementCard,
  type SolutionElement,
  type SolutionSectionPage,
  type SolutionsBlock,
} from '@ostrel/contract/schemas/solutions';
import type { HandlersOf } from '../handler.js';
import { notFound } from '../http/errors.js';
import { getDoc, listDocs } from './store.js';

/** Stored with the relation to the catalogue and its own link, which the response leaves out. */
type StoredElement = SolutionElement & { seriesCodes: string[]; link: string };

type SectionRow = NonNullable<SolutionSectionPage['section']> & {
  preview: string;
  link: string;
  sectionLevelCodes: string[];
  elementCount: number;
};

export const solutionHandlers: HandlersOf<'solutions' | 'solutionSection' | 'solutionElement'> = {
  solutions: ({ app, locale }) => getDoc<SolutionsBlock>(app.db, 'solutions', 'main', locale),

  solutionSection: async ({ app, locale, query }) => {
    const path = query['sectionLevelCodes[]'].join('/');
    const section = path === '' ? null : await getDoc<SectionRow>(app.db, 'solution-section', path, locale);
    const [children, elements] = await Promise.all([
      listDocs<SectionRow>(app.db, 'solution-section', locale, { parent: path }),
      listDocs<SolutionElement>(app.db, 'solution-element', locale, { parent: path }),
    ]);
    const breadcrumbs = [];
    for (let depth = 1; depth <= query['sectionLevelCodes[]'].length; depth += 1) {
      const ancestor = await getDoc<SectionRow>(
        app.db,
        'solution-section',
        query['sectionLevelCodes[]'].slice(0, depth).join('/'),
        locale,
      );
      breadcrumbs.push({ title: ancestor.name, link: ancestor.link });
    }
    return {
      section: section && {
        id: section.id,
        code: section.code,
        name: section.name,
        description: section.description,
        color: section.color,
        icon: section.icon,
        picture: section.picture,
      },
      breadcrumbs,
      sections: children.items.map((child) => ({
        id: child.id,
        code: child.code,
        name: child.name,
        preview: child.preview,
        color: child.color,
        icon: child.icon,
        picture: child.picture,
        link: child.link,
        elementCount: child.elementCount,
      })),
      elements: elements.items.map((element) => SolutionElementCard.parse(element)),
    };
  },

  solutionElement: async ({ app, locale, params, query }) => {
    const {
      seriesCodes: _seriesCodes,
      link: _link,
      ...element
    } = await getDoc<StoredElement>(app.db, 'solution-element', params.elementCode, locale);
    const asked = query['sectionLevelCodes[]'];
    // The site addresses a solution by its full section path; a wrong path is a wrong URL.
    if (asked.length > 0 && asked.join('/') !== element.sectionLevelCodes.join('/')) throw notFound();
    return element;
  },
};

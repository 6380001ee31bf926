import type { Crumb } from './breadcrumbs';

/**
 * The trail above a detail page (a project, a blog item, a news item): its list, then what the
 * content gives (a section, a category). The content API's trail may or may not start with the
 * home page or the list itself, and a page may add a crumb the content also gives: the list is put
 * first, the home page left out and every link kept once.
 */
export function listTrail(list: Crumb & { link: string }, crumbs: readonly Crumb[]): Crumb[] {
  const seen = new Set(['/', list.link]);
  const rest = crumbs.filter((crumb) => {
    if (crumb.title.trim() === '' || (crumb.link !== undefined && seen.has(crumb.link))) return false;
    if (crumb.link !== undefined) seen.add(crumb.link);
    return true;
  });
  return [list, ...rest];
}

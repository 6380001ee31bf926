import type { Crumb } from '../../src/ui/breadcrumbs';

/**
 * The trail above a project: the portfolio, then what the content gives (its section). The content
 * API's trail starts at the section, so the portfolio itself is put first unless already there.
 */
export function projectTrail(portfolio: Crumb & { link: string }, crumbs: readonly Crumb[]): Crumb[] {
  const rest = crumbs.filter(
    (crumb) => crumb.title.trim() !== '' && crumb.link !== '/' && crumb.link !== portfolio.link,
  );
  return [portfolio, ...rest];
}

/** A section as the switcher shows it: its code, name and how many projects it holds. */
interface SectionTab {
  code: string;
  name: string;
  count: number;
}

interface SectionLike<Item> {
  code: string;
  name: string;
  items: readonly Item[];
}

export interface PortfolioView<Item> {
  /** Every section with its count, in the content's order. */
  tabs: SectionTab[];
  /** Projects in every section together. */
  total: number;
  /** The selected section; null on /projects. */
  current: SectionTab | null;
  /** The projects to show: the selected section's, or every section's in order. */
  items: Item[];
}

/**
 * What /projects and /projects/{section} show (requirements §3: one level selects a section, otherwise
 * all). Null when a section code names no section: the page answers 404.
 *
 * With the content API down the portfolio comes back empty, and a section code cannot be told
 * apart from a wrong one; then the page renders empty rather than answer 404 for a page that
 * exists — unless the SEO answer also says there is no such page.
 */
export function portfolioView<Item>(
  sections: readonly SectionLike<Item>[],
  sectionCode: string | null,
  seoNotFound: boolean,
): PortfolioView<Item> | null {
  const tabs = sections.map(({ code, name, items }) => ({ code, name, count: items.length }));
  const total = tabs.reduce((sum, tab) => sum + tab.count, 0);
  if (sectionCode === null) return { tabs, total, current: null, items: sections.flatMap((section) => section.items) };
  const index = sections.findIndex((section) => section.code === sectionCode);
  const section = sections[index];
  const tab = tabs[index];
  if (section && tab) return { tabs, total, current: tab, items: [...section.items] };
  if (sections.length > 0 || seoNotFound) return null;
  return { tabs, total, current: { code: sectionCode, name: '', count: 0 }, items: [] };
}

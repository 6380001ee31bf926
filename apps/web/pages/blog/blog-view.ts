/** A tab as the blog's switcher shows it. */
interface BlogTabLike {
  code: string;
  name: string;
  count: number;
}

export interface BlogView<Tab extends BlogTabLike> {
  /** The category tabs, `all` left out: the switcher draws it first itself. */
  categories: Tab[];
  /** Items in the whole blog. */
  total: number;
  /** The selected category; null on /blog. */
  current: Tab | null;
}

/** The tab code of the list every item is in (requirements §10: `queryType` defaults to `all`). */
export const allTab = 'all';

/**
 * What /blog and /blog/{category} show, from the blog's tabs; null when the address names no list
 * (the page answers 404): a category the blog lacks (`all` included: its list lives at /blog), or a
 * page past the end of the list.
 *
 * With the content API down the tabs come back empty and a category cannot be told apart from a
 * wrong one; the page then renders empty rather than answer 404 for a page that may exist —
 * unless the SEO answer also says there is no such page.
 */
export function blogView<Tab extends BlogTabLike>(
  tabs: readonly Tab[],
  category: string | null,
  page: { requested: number; totalPages: number },
  seoNotFound: boolean,
): BlogView<Tab> | null {
  const categories = tabs.filter((tab) => tab.code !== allTab);
  const total = tabs.find((tab) => tab.code === allTab)?.count ?? categories.reduce((sum, tab) => sum + tab.count, 0);
  const contentAnswered = tabs.length > 0;
  if (page.requested > Math.max(1, page.totalPages) && (contentAnswered || seoNotFound)) return null;
  if (category === null) return { categories, total, current: null };
  const current = categories.find((tab) => tab.code === category);
  if (current) return { categories, total, current };
  if (contentAnswered || seoNotFound) return null;
  return { categories, total, current: null };
}

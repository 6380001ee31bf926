/**
 * The newest projects across the portfolio's sections: by year of completion, newest first; within
 * a year, in the portfolio's own order.
 */
export function latestProjects<Item extends { year: number }>(
  sections: readonly { items: readonly Item[] }[],
  count: number,
): Item[] {
  return sections
    .flatMap((section) => section.items)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.year - a.item.year || a.index - b.index)
    .slice(0, count)
    .map(({ item }) => item);
}

interface SectionLike<Item> {
  code: string;
  items: readonly (Item & { code: string })[];
}

/** Other projects of the same section, in the content's order, for the foot of a project page. */
export function moreFromSection<Item>(
  sections: readonly SectionLike<Item>[],
  sectionCode: string,
  projectCode: string,
  limit = 3,
): Item[] {
  const section = sections.find((candidate) => candidate.code === sectionCode);
  if (!section) return [];
  return section.items.filter((item) => item.code !== projectCode).slice(0, limit);
}

/** The longest filter the list takes from the URL; anything longer is cut. */
import { collator } from '@/ui/intl-formats';
export const nameFilterMaxLength = 100;

/** Text as the filter compares it: lower case, `ё` as `е`, quotes and dashes as spaces, single spaces. */
export function searchableText(text: string): string {
  return text
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .replace(/[«»"'„“”‘’`\-–—]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether every word of the filter is found in the text, in any order (`свет казань` finds a company of Kazan). */
export function matchesFilter(searchable: string, filter: string): boolean {
  return searchableText(filter)
    .split(' ')
    .every((word) => searchable.includes(word));
}

/** The list's first-letter groups, in the page language's alphabetical order (quotes and the like ignored). */
export function groupByInitial<Item extends { title: string }>(
  items: readonly Item[],
  locale: string,
): { initial: string; items: Item[] }[] {
  const order = collator(locale, { ignorePunctuation: true, sensitivity: 'base' });
  const groups = new Map<string, Item[]>();
  for (const item of [...items].sort((a, b) => order.compare(a.title, b.title))) {
    const initial = (/[\p{L}\p{N}]/u.exec(item.title)?.[0] ?? '#').toLocaleUpperCase(locale);
    groups.set(initial, [...(groups.get(initial) ?? []), item]);
  }
  return [...groups]
    .map(([initial, grouped]) => ({ initial, items: grouped }))
    .sort((a, b) => order.compare(a.initial, b.initial));
}

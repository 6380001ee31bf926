/** The vacancy list's filters (requirements §11: city, experience, sphere), as the URL carries them. */
export const vacancyFilterKeys = ['city', 'experience', 'sphere'] as const;
export type VacancyFilterKey = (typeof vacancyFilterKeys)[number];
export type VacancyFilterQuery = Partial<Record<VacancyFilterKey, string>>;

/** The filters in a query string; empty values mean "any" and are left out. */
export function readVacancyFilters(search: URLSearchParams): VacancyFilterQuery {
  const query: VacancyFilterQuery = {};
  for (const key of vacancyFilterKeys) {
    const value = search.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/**
 * The query string without the filters left at "any": the list's GET form sends every select, so
 * `?city=moscow&experience=&sphere=` becomes `?city=moscow`; null when there is nothing to drop.
 * Other parameters (a campaign's tags) stay as they are.
 */
export function withoutEmptyFilters(search: URLSearchParams): string | null {
  const kept = new URLSearchParams(
    [...search].filter(([key, value]) => !(vacancyFilterKeys as readonly string[]).includes(key) || value.trim()),
  );
  if ([...kept].length === [...search].length) return null;
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** The query string of a set of filters, in a fixed order ('' when none). */
export function vacancyFilterSearch(query: VacancyFilterQuery): string {
  const search = new URLSearchParams();
  for (const key of vacancyFilterKeys) if (query[key]) search.set(key, query[key]);
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface Option {
  value: string;
  label: string;
}

interface Facets {
  city: { value: string };
  experience: { value: string };
  sphere: { value: string };
}

/**
 * Each filter's options with the number of vacancies each would list, given the other filters as
 * chosen (so a count never promises what the list will not show).
 */
export function countedOptions(
  options: Record<VacancyFilterKey, readonly Option[]>,
  all: readonly Facets[],
  query: VacancyFilterQuery,
): Record<VacancyFilterKey, (Option & { count: number })[]> {
  const matchesOthers = (vacancy: Facets, except: VacancyFilterKey) =>
    vacancyFilterKeys.every((key) => key === except || !query[key] || vacancy[key].value === query[key]);
  const counted = {} as Record<VacancyFilterKey, (Option & { count: number })[]>;
  for (const key of vacancyFilterKeys) {
    const pool = all.filter((vacancy) => matchesOthers(vacancy, key));
    counted[key] = options[key].map((option) => ({
      ...option,
      count: pool.filter((vacancy) => vacancy[key].value === option.value).length,
    }));
  }
  return counted;
}

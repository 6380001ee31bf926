/** A page number from the query: a whole number from 1, else 1. */
export function pageParam(search: URLSearchParams, name: string): number {
  const value = search.get(name) ?? '';
  return /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1;
}

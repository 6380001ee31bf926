/**
 * Parses a query string into an object in which repeated keys (`code[]=a&code[]=b`) become
 * arrays. Keys keep their brackets: the contract names them that way (`sectionLevelCodes[]`).
 */
export function parseQueryString(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(query)) {
    const existing = result[key];
    if (existing === undefined) {
      result[key] = key.endsWith('[]') ? [value] : value;
    } else if (Array.isArray(existing)) {
      existing.push(value);
    } else {
      result[key] = [existing, value];
    }
  }
  return result;
}

// Whether what the server draws is styled: CSS-module classes (`_name_hash_line`) against the
// rules of the page's stylesheets.

const cssModuleClass = /^_[A-Za-z][\w]*_[a-z0-9]{5}_\d+$/;
const stylesheetClasses = new Map<string, Promise<Set<string>>>();

/** The class names a stylesheet has rules for (read once per address). */
function classesOf(url: string): Promise<Set<string>> {
  let classes = stylesheetClasses.get(url);
  if (!classes) {
    classes = fetch(url)
      .then((response) => response.text())
      .then((css) => new Set([...css.matchAll(/\.([_a-zA-Z][\w-]*)/g)].map((match) => match[1]!)));
    stylesheetClasses.set(url, classes);
  }
  return classes;
}

/**
 * The class lists of the page's elements styled by CSS modules of which no class has a rule in
 * the page's stylesheets (a class that only `composes` others has none of its own, so one class
 * of the list is enough).
 */
export async function unstyledElements(site: string, html: string): Promise<string[]> {
  const hrefs = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
    ([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '',
  );
  if (hrefs.length === 0) return ['(the page links no stylesheet)'];
  const known = new Set<string>();
  for (const href of hrefs) for (const name of await classesOf(new URL(href, site).href)) known.add(name);
  const lists = [...html.matchAll(/\sclass="([^"]*)"/g)].map((match) =>
    match[1]!.split(/\s+/).filter((name) => cssModuleClass.test(name)),
  );
  const unstyled = lists.filter((list) => list.length > 0 && !list.some((name) => known.has(name)));
  return [...new Set(unstyled.map((list) => list.join(' ')))];
}

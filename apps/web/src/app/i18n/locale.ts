import { requestUrl } from '../outcome/on-site.js';

/** Site languages: Russian (default, no prefix) and English under /en. */
export type Locale = 'ru' | 'en';
const defaultLocale: Locale = 'ru';

const englishPrefix = /^\/en(?=\/|$)/;
const russianPrefix = /^\/ru(?=\/|$)/;

/** Splits a pathname into its language and the path without the prefix: `/en/news` → en, `/news`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (!englishPrefix.test(pathname)) return { locale: defaultLocale, path: pathname };
  const path = pathname.replace(englishPrefix, '');
  return { locale: 'en', path: path === '' ? '/' : path };
}

/** The language and unprefixed path of a page address: `/en/news?page=2` → en, `/news`. */
export function splitPageUrl(url: string): { locale: Locale; path: string } {
  return splitLocale(requestUrl(url).pathname || '/');
}

/** The address of a site path in a language: `/news` in en → `/en/news`; `/` in en → `/en`. */
export function localePath(locale: Locale, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  const rooted = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return rooted;
  return rooted === '/'
    ? '/en'
    : rooted.startsWith('/?') || rooted.startsWith('/#')
      ? `/en${rooted.slice(1)}`
      : `/en${rooted}`;
}

/** The same page in the other language: ru → en adds `/en`, en → ru drops it. Query and hash kept. */
export function switchLocaleUrl(url: string, target: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(url);
  const pathname = match?.[1] ?? '/';
  const rest = match?.[2] ?? '';
  const { path } = splitLocale(pathname || '/');
  return `${localePath(target, path)}${rest}`;
}

/**
 * Where a `/ru`-prefixed address belongs (Russian has no prefix): `/ru` and `/ru/` → `/`,
 * `/ru/news?x` → `/news?x`. Null for any other address.
 */
export function russianPrefixRedirect(url: string): string | null {
  const match = /^([^?#]*)(.*)$/.exec(url);
  const pathname = match?.[1] ?? '';
  if (!russianPrefix.test(pathname)) return null;
  const path = pathname.replace(russianPrefix, '') || '/';
  return `${path}${match?.[2] ?? ''}`;
}

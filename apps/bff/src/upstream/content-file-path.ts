/** Where the upstream's content files live: under /upload/ on the API's origin. */
export const contentFilePrefix = '/upload/';

/**
 * The one spelling of a content file's path that goes upstream, or null when `target` (a path as a
 * browser or an answer gives it, without its query) could name anything but a file under /upload/.
 *
 * Every segment is decoded once and must then be a plain name: no dot segment, no slash or
 * backslash, no `%` (a second encoding), no `;` parameter, no query or fragment, no control
 * or format character (a bidirectional override), and valid UTF-8 (an overlong form does not decode). It is encoded again the one
 * canonical way, so the URL parser, a proxy and the upstream's router all read the path it was
 * checked as.
 */
export function contentFilePath(target: string): string | null {
  if (!target.startsWith(contentFilePrefix)) return null;
  const segments: string[] = [];
  for (const raw of target.slice(contentFilePrefix.length).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment.startsWith('.') || /[/\\%;?#\p{C}]/u.test(segment)) return null;
    segments.push(encodeURIComponent(segment));
  }
  return `${contentFilePrefix}${segments.join('/')}`;
}

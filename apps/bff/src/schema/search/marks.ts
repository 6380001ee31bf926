/**
 * Keeps `<mark>` and `</mark>` and escapes every other angle bracket. The contract promises no
 * other markup, and the site inserts these strings as HTML: an upstream that broke the promise
 * must not be able to inject any.
 */
export function onlyMarks(html: string): string {
  // Split with a capture group: the marks land at the odd indexes.
  return html
    .split(/(<\/?mark>)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replaceAll('<', '&lt;').replaceAll('>', '&gt;')))
    .join('');
}

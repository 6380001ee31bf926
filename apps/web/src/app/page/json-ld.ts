/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no text in the data can
 * close the script, and so are the two line separators JavaScript once treated as newlines.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Structured data for search engines (schema.org), one script per object, for the document's
 * head. The server writes it; marked like the other head tags, client navigation removes it
 * rather than leave another page's data behind.
 */
export function jsonLdHtml(items: readonly object[]): string {
  return items.map((item) => `<script type="application/ld+json">${serializeJsonLd(item)}</script>`).join('');
}

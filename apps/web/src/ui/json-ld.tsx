/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no text in the data can
 * close the script, and so are the two line separators JavaScript once treated as newlines.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Structured data for search engines (schema.org), one script per object. */
export function JsonLd({ data }: { data: readonly object[] }) {
  return (
    <>
      {data.map((item, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }} />
      ))}
    </>
  );
}

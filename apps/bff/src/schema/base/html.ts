import { defaultFieldResolver, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import sanitize from 'sanitize-html';

/**
 * What content HTML may hold: text markup, lists, tables, links and images. Everything else —
 * scripts, styles, event handlers, frames, forms — is removed with its content where it could run.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'span',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // The page's own title is its only h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const { target: _target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

// The same texts come back on every request: sanitise each once.
const cache = new LRUCache<string, string>({
  max: 2000,
  maxSize: 20_000_000,
  sizeCalculation: (value, key) => value.length + key.length,
});

/** Content HTML made safe to insert into a page as it is. */
export function sanitizeHtml(html: string): string {
  if (html === '') return html;
  const cached = cache.get(html);
  if (cached !== undefined) return cached;
  const clean = sanitize(html, options);
  cache.set(html, clean);
  return clean;
}

const cleanValue = (value: unknown) => (typeof value === 'string' ? sanitizeHtml(value) : value);

/** Wraps the resolver of every field marked `@html` in the schema, so no HTML leaves unsanitised. */
export function sanitizeHtmlFields(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    // Told apart by shape, not `instanceof`: the schema may come from another copy of graphql-js.
    if (type.name.startsWith('__') || !('getInterfaces' in type) || !('getFields' in type)) continue;
    for (const field of Object.values((type as GraphQLObjectType).getFields())) {
      if (!field.astNode?.directives?.some((directive) => directive.name.value === 'html')) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const value: unknown = resolve(source, args, context, info);
        return value instanceof Promise ? value.then(cleanValue) : cleanValue(value);
      };
    }
  }
  return schema;
}

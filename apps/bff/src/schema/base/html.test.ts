import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBff } from '../../test-support/bff.js';
import { startFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import { sanitizeHtml } from './html.js';

const hostilePageQuery = graphql(`
  query HostileTemplatePage {
    templatePage(pageCode: "hostile") {
      ... on StandardPage {
        content
        blocks {
          ... on PageTextBlock {
            html
          }
        }
      }
    }
  }
`);

describe('sanitizeHtml', () => {
  it.each([
    ['a script, with its text', '<p>Text</p><script>alert(1)</script>', '<p>Text</p>'],
    [
      'event handlers',
      '<p onclick="steal()">Text</p><img src="/upload/a.jpg" onerror="steal()" alt="A">',
      '<p>Text</p><img src="/upload/a.jpg" alt="A" loading="lazy" decoding="async" />',
    ],
    ['javascript: links', '<a href="javascript:steal()">Click</a>', '<a>Click</a>'],
    [
      'styles, frames and forms',
      '<style>p{}</style><iframe src="https://example.org"></iframe><form action="/x"><input name="a"></form><p style="color:red">Text</p>',
      '<p>Text</p>',
    ],
    ['protocol-relative images', '<img src="//tracker.example/p.gif">', '<img loading="lazy" decoding="async" />'],
  ])('removes %s', (_case, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('keeps text markup, lists, tables and site links as they are', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> and <em>em</em> <a href="/product/linea">Linea</a></p><ul><li>One</li></ul><table><thead><tr><th>A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('turns an h1 into h2: the page title is the only h1', () => {
    expect(sanitizeHtml('<h1>Heading</h1>')).toBe('<h2>Heading</h2>');
  });

  it('opens links to other sites in a new tab without giving them the opener', () => {
    expect(sanitizeHtml('<a href="https://example.org/doc" target="_self" rel="opener">Doc</a>')).toBe(
      '<a href="https://example.org/doc" target="_blank" rel="noopener noreferrer">Doc</a>',
    );
  });
});

describe('fields marked @html', () => {
  const sdl = ['base', 'blog', 'careers', 'catalog', 'distributors', 'news', 'pages', 'portfolio', 'solutions']
    .map((domain) => readFileSync(new URL(`../${domain}/schema.graphql`, import.meta.url), 'utf8'))
    .join('\n');

  it('are every field the schema documents as sanitised HTML', () => {
    const documented = [...sdl.matchAll(/"""[^"]*sanitised HTML[^"]*"""\s*\n\s*(\w+): String!( @html)?/gi)];
    expect(documented.length).toBeGreaterThanOrEqual(20);
    expect(documented.filter((match) => !match[2]).map((match) => match[1])).toEqual([]);
  });

  describe('answered through the BFF', () => {
    let upstream: Awaited<ReturnType<typeof startFaultUpstream>>;
    const hostile = '<p onmouseover="steal()">Hello</p><script>steal()</script><a href="javascript:steal()">x</a>';
    beforeAll(async () => {
      const page = {
        code: 'hostile',
        title: 'Hostile',
        lead: '',
        picture: null,
        content: hostile,
        blocks: [{ type: 'text', title: null, html: hostile }],
        updatedAt: '',
        breadcrumbs: [],
      };
      upstream = await startFaultUpstream({ '/template-pages/hostile': page });
    });
    afterAll(() => upstream.close());

    it('never carry what the content API should not have sent', async () => {
      const { query } = testBff({ apiUrl: upstream.url });
      const { body } = await query(hostilePageQuery);
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual({
        templatePage: { content: '<p>Hello</p><a>x</a>', blocks: [{ html: '<p>Hello</p><a>x</a>' }] },
      });
    });
  });
});

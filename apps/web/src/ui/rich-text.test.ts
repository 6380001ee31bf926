import { describe, expect, it } from 'vitest';
import { localizeContentLinks } from './rich-text';

describe('localizeContentLinks', () => {
  it('adds /en to site links on English pages', () => {
    expect(
      localizeContentLinks('<p><a href="/product/linea">Linea</a> and <a title="x" href="/about">about</a></p>', 'en'),
    ).toBe('<p><a href="/en/product/linea">Linea</a> and <a title="x" href="/en/about">about</a></p>');
  });

  it('leaves media, already English, external and protocol-relative links alone', () => {
    const html =
      '<a href="/upload/doc.pdf">a</a><a href="/en/news">b</a><a href="/en">c</a><a href="https://example.org/">d</a><a href="//cdn.example/x">e</a><a href="mailto:x@example.org">f</a>';
    expect(localizeContentLinks(html, 'en')).toBe(html);
  });

  it('changes nothing on Russian pages', () => {
    const html = '<a href="/product/linea">Linea</a>';
    expect(localizeContentLinks(html, 'ru')).toBe(html);
  });

  it('does not touch image sources', () => {
    expect(localizeContentLinks('<img src="/images/a.jpg"><a href="/enterprise">x</a>', 'en')).toBe(
      '<img src="/images/a.jpg"><a href="/en/enterprise">x</a>',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { jsonLdHtml, serializeJsonLd } from './json-ld';

describe('JSON-LD serialisation', () => {
  it('cannot close its script element, whatever the content says', () => {
    const json = serializeJsonLd({ name: 'Цех </script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: 'Цех </script><script>alert(1)</script>' });
  });

  it('escapes the line and paragraph separators and keeps the data intact', () => {
    const data = { text: 'a\u2028b\u2029c', nested: [{ '@type': 'Place', name: 'Рязань' }] };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it('writes one head script per object, marked for removal on client navigation', () => {
    expect(jsonLdHtml([{ '@type': 'Product' }, { '@type': 'BreadcrumbList' }])).toBe(
      '<script type="application/ld+json">{"@type":"Product"}</script><script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
    );
    expect(jsonLdHtml([])).toBe('');
  });
});

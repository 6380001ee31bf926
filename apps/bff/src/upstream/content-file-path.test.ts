import { escapeSpellings, pathSpellings } from '@ostrel/contract/path-spellings';
import { describe, expect, it } from 'vitest';
import { contentFilePath } from './content-file-path.js';

describe('contentFilePath', () => {
  it('keeps a file under /upload/ in its one canonical spelling', () => {
    expect(contentFilePath('/upload/docs/plato/plato-25-830.ldt')).toBe('/upload/docs/plato/plato-25-830.ldt');
    expect(contentFilePath('/upload/images/a.0123456789ab-768.webp')).toBe('/upload/images/a.0123456789ab-768.webp');
    // Percent-encoded letters are the same name; other characters are encoded one way.
    expect(contentFilePath('/upload/docs/%70lato/x.pdf')).toBe('/upload/docs/plato/x.pdf');
    expect(contentFilePath('/upload/docs/плато/паспорт.pdf')).toBe(
      `/upload/docs/${encodeURIComponent('плато')}/${encodeURIComponent('паспорт.pdf')}`,
    );
  });

  it('refuses every spelling that leaves /upload/ or could be read two ways', () => {
    const spellings = [
      ...escapeSpellings('/upload/', '/api/v1/menu'),
      ...escapeSpellings('/upload/images/', '/api/v1/openapi.json'),
      ...escapeSpellings('/upload/docs/plato/', '/healthz'),
      ...pathSpellings('/api/v1/menu'),
    ];
    const kept = spellings.filter(({ spelling }) => contentFilePath(spelling) !== null);
    expect(kept).toEqual([]);
    for (const target of [
      '/upload/',
      '/upload/images/',
      '/upload/.env',
      '/upload/docs/x.pdf;jsessionid=1',
      '/upload/docs/x.pdf?download=1',
      '/upload/docs/%2e%2e',
      '/upload/docs/a%2fb.pdf',
      '/upload/docs/a%00.pdf',
      '/upload/docs/%ff.pdf',
      '/upload/docs/%E2%80%AE.pdf',
      '/Upload/docs/x.pdf',
      '/%75pload/docs/x.pdf',
    ]) {
      expect(contentFilePath(target), target).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { groupsByBestHit, searchHref, searchViewFrom } from './search-view';

describe('searchViewFrom', () => {
  it('reads the text, the type and the page', () => {
    expect(searchViewFrom(new URLSearchParams('query=%20LINEA%2036%20&type=model&page=3'))).toEqual({
      query: 'LINEA 36',
      type: 'model',
      page: 3,
      exact: false,
    });
  });

  it('shows the overview for an unknown type and the first page for a bad number', () => {
    expect(searchViewFrom(new URLSearchParams('query=x&type=admin&page=-2'))).toEqual({
      query: 'x',
      type: null,
      page: 1,
      exact: false,
    });
    expect(searchViewFrom(new URLSearchParams('page=abc'))).toEqual({ query: '', type: null, page: 1, exact: false });
  });
});

describe('searchHref', () => {
  it('names only what differs from the overview', () => {
    expect(searchHref({ query: 'свет & тень', type: null, page: 1, exact: false })).toBe(
      '/search?query=%D1%81%D0%B2%D0%B5%D1%82+%26+%D1%82%D0%B5%D0%BD%D1%8C',
    );
    expect(searchHref({ query: 'lb 36', type: 'model', page: 2, exact: false })).toBe(
      '/search?query=lb+36&type=model&page=2',
    );
    expect(searchHref({ query: 'плато', type: null, page: 1, exact: true })).toBe(
      '/search?query=%D0%BF%D0%BB%D0%B0%D1%82%D0%BE&exact=1',
    );
  });

  it('round-trips through searchViewFrom', () => {
    const view = { query: 'a#b?c/d', type: 'news' as const, page: 4, exact: true };
    expect(searchViewFrom(new URLSearchParams(searchHref(view).split('?')[1]))).toEqual(view);
  });
});

describe('groupsByBestHit', () => {
  it('leaves out empty groups and puts the best hit first', () => {
    const groups = [
      { type: 'series', count: 2, top: [{ rank: 0.4 }] },
      { type: 'model', count: 0, top: [] },
      { type: 'news', count: 5, top: [{ rank: 0.9 }] },
      { type: 'page', count: 1, top: [{ rank: 0.4 }] },
    ];
    expect(groupsByBestHit(groups).map((group) => group.type)).toEqual(['news', 'series', 'page']);
  });
});

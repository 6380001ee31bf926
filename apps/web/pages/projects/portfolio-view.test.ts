import { describe, expect, it } from 'vitest';
import { portfolioView } from './portfolio-view';

const sections = [
  { code: 'industry', name: 'Промышленность', items: ['a', 'b', 'c'] },
  { code: 'city', name: 'Город', items: ['d'] },
  { code: 'sport', name: 'Спорт', items: [] },
];

describe('portfolio view', () => {
  it('shows every project, section after section, when no section is selected', () => {
    const view = portfolioView(sections, null, false);
    expect(view?.items).toEqual(['a', 'b', 'c', 'd']);
    expect(view?.current).toBeNull();
    expect(view?.total).toBe(4);
    expect(view?.tabs).toEqual([
      { code: 'industry', name: 'Промышленность', count: 3 },
      { code: 'city', name: 'Город', count: 1 },
      { code: 'sport', name: 'Спорт', count: 0 },
    ]);
  });

  it('selects one section by its code, keeping every tab and the total', () => {
    const view = portfolioView(sections, 'city', false);
    expect(view?.items).toEqual(['d']);
    expect(view?.current).toEqual({ code: 'city', name: 'Город', count: 1 });
    expect(view?.tabs).toHaveLength(3);
    expect(view?.total).toBe(4);
  });

  it('an existing section without projects is still a page', () => {
    expect(portfolioView(sections, 'sport', false)?.items).toEqual([]);
  });

  it('an unknown section is not found', () => {
    expect(portfolioView(sections, 'nope', false)).toBeNull();
    expect(portfolioView(sections, 'Industry', false)).toBeNull();
  });

  it('with nothing read (content API down) a section renders empty, unless SEO says it does not exist', () => {
    expect(portfolioView([], 'industry', false)).toEqual({
      tabs: [],
      total: 0,
      current: { code: 'industry', name: '', count: 0 },
      items: [],
    });
    expect(portfolioView([], 'industry', true)).toBeNull();
    expect(portfolioView([], null, true)).toEqual({ tabs: [], total: 0, current: null, items: [] });
  });
});

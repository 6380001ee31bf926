import { describe, expect, it } from 'vitest';
import { blogView } from './blog-view';

const tabs = [
  { code: 'all', name: 'Все', count: 28 },
  { code: 'technology', name: 'Технологии', count: 7 },
  { code: 'design', name: 'Светодизайн', count: 5 },
];
const firstPage = { requested: 1, totalPages: 3 };

describe('blogView', () => {
  it('shows every item on /blog, the categories without `all` and the whole count', () => {
    expect(blogView(tabs, null, firstPage, false)).toEqual({
      categories: tabs.slice(1),
      total: 28,
      current: null,
    });
  });

  it('selects a category that exists', () => {
    expect(blogView(tabs, 'design', firstPage, false)?.current).toEqual(tabs[2]);
  });

  it('answers 404 for a category the blog lacks, `all` included (its list is /blog)', () => {
    expect(blogView(tabs, 'gardening', firstPage, false)).toBeNull();
    expect(blogView(tabs, 'all', firstPage, false)).toBeNull();
  });

  it('answers 404 for a page past the end, and keeps the last page and page 1 of an empty list', () => {
    expect(blogView(tabs, null, { requested: 4, totalPages: 3 }, false)).toBeNull();
    expect(blogView(tabs, null, { requested: 3, totalPages: 3 }, false)).not.toBeNull();
    expect(blogView(tabs, 'design', { requested: 1, totalPages: 0 }, false)).not.toBeNull();
    expect(blogView(tabs, 'design', { requested: 2, totalPages: 0 }, false)).toBeNull();
  });

  it('renders empty while the content API is down, unless SEO says the page does not exist', () => {
    expect(blogView([], 'design', { requested: 2, totalPages: 0 }, false)).toEqual({
      categories: [],
      total: 0,
      current: null,
    });
    expect(blogView([], 'design', firstPage, true)).toBeNull();
    expect(blogView([], null, { requested: 2, totalPages: 0 }, true)).toBeNull();
  });

  it('adds the categories up when the tabs carry no `all`', () => {
    expect(blogView(tabs.slice(1), null, firstPage, false)?.total).toBe(12);
  });
});

import { describe, expect, it } from 'vitest';
import { parseLikedBlogItems, shownLikes } from './liked-blog-items';

describe('liked blog items in local storage', () => {
  it('reads the stored counts by item path', () => {
    expect(parseLikedBlogItems('{"/blog/technology/ies":13,"/blog/design/x":0}')).toEqual({
      '/blog/technology/ies': 13,
      '/blog/design/x': 0,
    });
  });

  it('treats anything unreadable as nothing liked, and drops entries that are not counts of blog paths', () => {
    for (const stored of [null, '', 'not json', '[1,2]', 'null', '42', '"text"']) {
      expect(parseLikedBlogItems(stored)).toEqual({});
    }
    expect(parseLikedBlogItems('{"/blog/a/b":-1,"/blog/a/c":1.5,"/news/x":3,"/blog/a/d":"7","/blog/a/e":2}')).toEqual({
      '/blog/a/e': 2,
    });
  });

  it('shows the page count until liked, then never less than the count seen after the like', () => {
    expect(shownLikes(12, undefined)).toBe(12);
    expect(shownLikes(12, 13)).toBe(13);
    expect(shownLikes(20, 13)).toBe(20);
  });
});

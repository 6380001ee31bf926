import { describe, expect, it } from 'vitest';
import { pageParam } from '@/ui/page-param';
import { favoritesShareSearch, mergedFavorites, newestFirst, sharedFavorites } from './favorites-link';

describe('favourites share links', () => {
  it('is the visitor’s own list without series or models in the query', () => {
    expect(sharedFavorites(new URLSearchParams(''))).toBeNull();
    expect(sharedFavorites(new URLSearchParams('seriesPage=2'))).toBeNull();
  });

  it('reads the ids a link carries, skipping anything else, each once', () => {
    expect(sharedFavorites(new URLSearchParams('series=3,5,x,3,-1,0&models=8'))).toEqual({
      series: [3, 5],
      models: [8],
    });
    expect(sharedFavorites(new URLSearchParams('models='))).toEqual({ series: [], models: [] });
    expect(sharedFavorites(new URLSearchParams('series=99999999999999999999,2147483648,1e3,2.5,7,2147483647'))).toEqual(
      { series: [7, 2147483647], models: [] },
    );
    expect(
      sharedFavorites(new URLSearchParams(`series=${Array.from({ length: 300 }, (_, index) => index + 1).join(',')}`))!
        .series,
    ).toHaveLength(200);
  });

  it('writes a link that reads back as the same list', () => {
    const ids = { series: [12, 4], models: [7] };
    const search = favoritesShareSearch(ids);
    expect(search).toBe('?series=12,4&models=7');
    expect(sharedFavorites(new URLSearchParams(search))).toEqual(ids);
    expect(favoritesShareSearch({ series: [], models: [3] })).toBe('?models=3');
    expect(favoritesShareSearch({ series: [], models: [] })).toBe('');
  });

  it('reads page numbers, falling back to the first page', () => {
    expect(pageParam(new URLSearchParams('seriesPage=3'), 'seriesPage')).toBe(3);
    for (const bad of ['seriesPage=0', 'seriesPage=-2', 'seriesPage=x', 'seriesPage=1.5', ''])
      expect(pageParam(new URLSearchParams(bad), 'seriesPage')).toBe(1);
  });

  it('merges a shared list, keeping what is there and adding only what is new', () => {
    const list = { series: [{ id: 3, timestamp: 10 }], models: [] };
    expect(mergedFavorites(list, { series: [5, 3, 5], models: [9] }, 20)).toEqual({
      series: [
        { id: 3, timestamp: 10 },
        { id: 5, timestamp: 20 },
      ],
      models: [{ id: 9, timestamp: 20 }],
    });
  });

  it('orders ids newest first', () => {
    expect(
      newestFirst([
        { id: 1, timestamp: 5 },
        { id: 2, timestamp: 9 },
        { id: 3, timestamp: 7 },
      ]),
    ).toEqual([2, 3, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { maxStoredCookieLength, parseFavorites } from './favorites-cookie';
import { encodeCookieValue } from './cookies-browser';

describe('favourites cookie', () => {
  it('reads series and models, coercing ids to numbers', () => {
    expect(parseFavorites('{"series":[{"id":"12","timestamp":1}],"models":[{"id":7,"timestamp":"2"}]}')).toEqual({
      series: [{ id: 12, timestamp: 1 }],
      models: [{ id: 7, timestamp: 2 }],
    });
  });

  it('treats tampered, malformed and oversized values as empty', () => {
    const empty = { series: [], models: [] };
    expect(parseFavorites(null)).toEqual(empty);
    expect(parseFavorites('{not json')).toEqual(empty);
    expect(parseFavorites('{"series":"x"}')).toEqual(empty);
    expect(parseFavorites('[1,2]')).toEqual(empty);
    expect(
      parseFavorites(JSON.stringify({ series: Array.from({ length: 400 }, (_, id) => ({ id, timestamp: 1 })) })),
    ).toEqual(empty);
    expect(parseFavorites('{"series":[{"id":"abc"},{"id":-1},{"id":2.5},{"id":2147483648},{"id":3}]}')).toEqual({
      series: [{ id: 3, timestamp: 0 }],
      models: [],
    });
    expect(parseFavorites('{"models":[{"id":1768688804,"timestamp":5}]}')).toEqual({
      series: [],
      models: [{ id: 1768688804, timestamp: 5 }],
    });
  });

  it('keeps a list that fits in a browser cookie readable at that size', () => {
    // About 75 favourites fit under the cap the browser code keeps to; the server reads them all.
    const entries = (count: number, from: number) =>
      Array.from({ length: count }, (_, index) => ({ id: from + index, timestamp: 1_763_700_000_000 + index }));
    const list = { series: entries(36, 1000), models: entries(36, 5000) };
    const value = JSON.stringify(list);
    expect(encodeCookieValue(value).length).toBeLessThan(maxStoredCookieLength);
    expect(decodeURIComponent(encodeCookieValue(value))).toBe(value);
    expect(parseFavorites(value)).toEqual(list);
  });
});

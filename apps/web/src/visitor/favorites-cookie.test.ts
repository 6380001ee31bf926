import { describe, expect, it } from 'vitest';
import { parseFavorites } from './favorites-cookie';

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
    expect(parseFavorites(JSON.stringify({ series: Array.from({ length: 400 }, (_, id) => ({ id, timestamp: 1 })) }))).toEqual(empty);
    expect(parseFavorites('{"series":[{"id":"abc"},{"id":-1},{"id":3}]}')).toEqual({ series: [{ id: 3, timestamp: 0 }], models: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { toggledFavorites } from './favorites-list';

describe('favourites list changes', () => {
  it('adds an absent id with its time, removes a present one', () => {
    const list = { series: [{ id: 3, timestamp: 10 }], models: [] };
    expect(toggledFavorites(list, 'models', 7, 20)).toEqual({
      list: { series: [{ id: 3, timestamp: 10 }], models: [{ id: 7, timestamp: 20 }] },
      added: true,
    });
    expect(toggledFavorites(list, 'series', 3, 20)).toEqual({ list: { series: [], models: [] }, added: false });
  });
});

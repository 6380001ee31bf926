import { describe, expect, it } from 'vitest';
import { addToSearchHistory, isSearchable, parseSearchHistory, serializeSearchHistory } from './search-history';

describe('search history', () => {
  it('keeps five terms, newest first, dropping the oldest', () => {
    let history: string[] = [];
    for (const term of ['a1', 'b2', 'c3', 'd4', 'e5', 'f6']) history = addToSearchHistory(history, term);
    expect(history).toEqual(['f6', 'e5', 'd4', 'c3', 'b2']);
    expect(addToSearchHistory(history, 'c3')).toEqual(['c3', 'f6', 'e5', 'd4', 'b2']);
  });

  it('round-trips through the ### separator and ignores junk', () => {
    expect(parseSearchHistory(serializeSearchHistory(['led', 'lb-36']))).toEqual(['led', 'lb-36']);
    expect(parseSearchHistory('######x###')).toEqual(['x']);
    expect(parseSearchHistory(null)).toEqual([]);
    expect(addToSearchHistory([], '  a###b ')).toEqual(['a b']);
  });

  it('allows a search of 2 to 256 characters once trimmed', () => {
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable(' ab ')).toBe(true);
    expect(isSearchable('x'.repeat(256))).toBe(true);
    expect(isSearchable('x'.repeat(257))).toBe(false);
  });
});

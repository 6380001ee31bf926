import { describe, expect, it } from 'vitest';
import { compareHref, comparePath, readCompareInput, splitFound } from './compare-url';

const read = (query: string) => readCompareInput(new URLSearchParams(query));

describe('the comparison URL', () => {
  it('reads ids comma-separated and repeated, in order', () => {
    expect(read('models=12,5&models=9').ids).toEqual([12, 5, 9]);
    expect(read('models=%2012%20,,5,').ids).toEqual([12, 5]);
    expect(read('').ids).toEqual([]);
  });

  it('leaves out, and names, what is not an id, repeats and ids past the eighth', () => {
    const input = read('models=3,abc,3,0,-1,1.5,2147483648,4,5,6,7,8,9,10,11');
    expect(input.ids).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(input.leftOut).toEqual([
      { text: 'abc', reason: 'notId' },
      { text: '3', reason: 'duplicate' },
      { text: '0', reason: 'notId' },
      { text: '-1', reason: 'notId' },
      { text: '1.5', reason: 'notId' },
      { text: '2147483648', reason: 'notId' },
      { text: '11', reason: 'tooMany' },
    ]);
  });

  it('compares the first four ids the catalogue knows; unknown ones take no place', () => {
    expect(splitFound([1, 99, 2, 3, 98, 4, 5, 6], new Set([6, 5, 4, 3, 2, 1]))).toEqual({
      shown: [1, 2, 3, 4],
      leftOut: [
        { text: '99', reason: 'unknown' },
        { text: '98', reason: 'unknown' },
        { text: '5', reason: 'tooMany' },
        { text: '6', reason: 'tooMany' },
      ],
    });
    expect(splitFound([7], new Set())).toEqual({ shown: [], leftOut: [{ text: '7', reason: 'unknown' }] });
  });

  it('repeats back only the start of a long value', () => {
    const [leftOut] = read(`models=${'x'.repeat(500)}`).leftOut;
    expect(leftOut?.text).toHaveLength(24);
    expect(leftOut?.text.endsWith('…')).toBe(true);
  });

  it('reads only differences, the search text and a model to add', () => {
    expect(read('diff=1')).toMatchObject({ diff: true, find: '', add: null });
    expect(read('diff=yes').diff).toBe(false);
    expect(read(`find=${encodeURIComponent('  plato 32  ')}`).find).toBe('plato 32');
    expect(read(`find=${'a'.repeat(300)}`).find).toHaveLength(100);
    expect(read('add=plato/plato-32-840').add).toEqual({ gnkCode: 'plato', nkCode: 'plato-32-840' });
    for (const add of ['plato', '../x/y', 'a/b/c', '/plato/x', 'PLATO/x', 'plato/'])
      expect(read(`add=${encodeURIComponent(add)}`).add).toBeNull();
  });

  it('writes the address with literal commas, keeping only differences and the search', () => {
    expect(compareHref([12, 5])).toBe('/compare?models=12,5');
    expect(compareHref([12], { diff: true, find: 'plato 32' })).toBe('/compare?models=12&diff=1&find=plato+32');
    expect(compareHref([])).toBe('/compare');
    expect(compareHref([], { diff: true })).toBe('/compare?diff=1');
  });

  it('gives other pages a comparison of up to four distinct models', () => {
    expect(comparePath([7])).toBe('/compare?models=7');
    expect(comparePath([7, 7, 8, 0, 9, 10, 11, 1.5])).toBe('/compare?models=7,8,9,10');
    expect(comparePath([])).toBe('/compare');
  });

  it('reads back what it writes', () => {
    const href = compareHref([3, 1, 2], { diff: true, find: 'a,b' });
    const input = readCompareInput(new URL(href, 'https://example.test').searchParams);
    expect(input).toMatchObject({ ids: [3, 1, 2], diff: true, find: 'a,b', leftOut: [] });
  });
});

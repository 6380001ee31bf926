import { describe, expect, it } from 'vitest';
import { pageNumbers } from './pagination';

describe('page numbers', () => {
  it('shows the first, the last and two either side of the current page, gaps between', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 'gap', 5]);
    expect(pageNumbers(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageNumbers(3, 4)).toEqual([1, 2, 3, 4]);
  });
});

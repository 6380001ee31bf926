import { describe, expect, it } from 'vitest';
import { scoreRanking, summarise } from './relevance-metrics.js';

describe('relevance metrics', () => {
  const relevant = { '/a': 2, '/b': 1, '/c': 2 } as const;

  it('scores a perfect ranking 1 on every measure', () => {
    expect(scoreRanking(['/a', '/c', '/b'], relevant)).toEqual({ successAt3: true, reciprocalRank: 1, ndcg: 1 });
  });

  it('counts success only for a page the person meant in the first three, and its rank', () => {
    const late = scoreRanking(['/x', '/b', '/y', '/a'], relevant);
    expect(late.successAt3).toBe(false);
    expect(late.reciprocalRank).toBe(1 / 4);
    // DCG: /b at 2 gives 1/log2(3), /a at 4 gives 3/log2(5); ideal: 3, 3/log2(3), 1/log2(4).
    const dcg = 1 / Math.log2(3) + 3 / Math.log2(5);
    const ideal = 3 + 3 / Math.log2(3) + 1 / 2;
    expect(late.ndcg).toBeCloseTo(dcg / ideal, 10);
  });

  it('looks no further than ten results', () => {
    const urls = [...Array.from({ length: 10 }, (_, index) => `/x${index}`), '/a'];
    expect(scoreRanking(urls, relevant)).toEqual({ successAt3: false, reciprocalRank: 0, ndcg: 0 });
  });

  it('averages over the queries', () => {
    const summary = summarise([scoreRanking(['/a'], { '/a': 2 }), scoreRanking(['/x', '/a'], { '/a': 2 })]);
    expect(summary.successAt3).toBe(1);
    expect(summary.mrrAt10).toBe(0.75);
  });
});

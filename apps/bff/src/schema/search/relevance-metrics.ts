/**
 * How good a ranking is for a judged query, as search engines are measured: whether a page the
 * person meant (grade 2) is in the first three, the reciprocal rank of the first such page within
 * ten, and the normalised discounted cumulative gain of the first ten (grades 2 and 1, gain 2^g − 1).
 */
export interface RankingScore {
  successAt3: boolean;
  reciprocalRank: number;
  ndcg: number;
}

export type Judgement = Readonly<Record<string, 1 | 2>>;

const gain = (grade: number) => 2 ** grade - 1;
const discounted = (grades: number[]) =>
  grades.slice(0, 10).reduce((sum, grade, index) => sum + gain(grade) / Math.log2(index + 2), 0);

export function scoreRanking(urls: readonly string[], relevant: Judgement): RankingScore {
  const firstTen = urls.slice(0, 10);
  const meant = firstTen.findIndex((url) => relevant[url] === 2);
  const ideal = discounted(Object.values(relevant).sort((a, b) => b - a));
  return {
    successAt3: meant >= 0 && meant < 3,
    reciprocalRank: meant >= 0 ? 1 / (meant + 1) : 0,
    ndcg: ideal === 0 ? 0 : discounted(firstTen.map((url) => relevant[url] ?? 0)) / ideal,
  };
}

/** The means over a set of judged queries: success@3, MRR@10, nDCG@10. */
export function summarise(scores: readonly RankingScore[]) {
  const mean = (value: (score: RankingScore) => number) =>
    scores.length === 0 ? 0 : scores.reduce((sum, score) => sum + value(score), 0) / scores.length;
  return {
    successAt3: mean((score) => (score.successAt3 ? 1 : 0)),
    mrrAt10: mean((score) => score.reciprocalRank),
    ndcgAt10: mean((score) => score.ndcg),
  };
}

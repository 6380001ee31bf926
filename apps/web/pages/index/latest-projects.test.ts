import { describe, expect, it } from 'vitest';
import { latestProjects } from './latest-projects';

describe('latest projects', () => {
  const sections = [
    {
      items: [
        { code: 'a', year: 2021 },
        { code: 'b', year: 2024 },
      ],
    },
    { items: [] },
    {
      items: [
        { code: 'c', year: 2026 },
        { code: 'd', year: 2024 },
        { code: 'e', year: 2019 },
      ],
    },
  ];

  it('takes the newest across sections, keeping the portfolio order within a year', () => {
    expect(latestProjects(sections, 3).map((item) => item.code)).toEqual(['c', 'b', 'd']);
    expect(latestProjects(sections, 10).map((item) => item.code)).toEqual(['c', 'b', 'd', 'a', 'e']);
  });

  it('gives nothing for an empty portfolio', () => {
    expect(latestProjects([], 3)).toEqual([]);
    expect(latestProjects(sections, 0)).toEqual([]);
  });
});

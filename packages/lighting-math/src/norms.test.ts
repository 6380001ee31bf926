import { describe, expect, it } from 'vitest';
import { lightingNorms } from './norms.js';

describe('lighting norms', () => {
  it('give each market its own norm, every row citing its table and item', () => {
    for (const [locale, norm] of [
      ['ru', 'СП 52.13330.2016'],
      ['en', 'EN 12464-1'],
    ] as const) {
      const rows = lightingNorms(locale);
      expect(rows.length).toBeGreaterThanOrEqual(5);
      expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
      for (const row of rows) {
        expect(row.source.startsWith(norm)).toBe(true);
        expect(row.illuminance).toBeGreaterThan(0);
      }
    }
  });

  it('hold the European office row: 500 lx, U0 0.60, UGR 19', () => {
    expect(lightingNorms('en').find((row) => row.code === 'office-writing')).toMatchObject({
      illuminance: 500,
      uniformity: 0.6,
      ugr: 19,
      colourRendering: 80,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { compounds, cyrillicFromLatin, romanise, soundKey, stem, typoDistance, wordsOf } from './words.js';

describe('how the search reads a word', () => {
  it('stems by the word’s alphabet and reads ё as е', () => {
    expect(stem('светильники')).toBe(stem('светильник'));
    expect(stem('warehouses')).toBe(stem('warehouse'));
    expect(wordsOf('Взрывозащищённый LB-36').map((entry) => entry.word)).toEqual(['взрывозащищенный', 'lb', '36']);
  });

  it('gives a Latin name and its Cyrillic spelling by ear the same sound key', () => {
    for (const [latin, cyrillic] of [
      ['plato', 'плато'],
      ['node', 'нод'],
      ['quadra', 'квадра'],
      ['focus', 'фокус'],
      ['contour', 'контур'],
      ['dock', 'док'],
    ])
      expect(soundKey(romanise(cyrillic!)), cyrillic).toBe(soundKey(latin!));
    // Near, within the edits a name may drift: LUXOR by ear, AVENUE as it sounds.
    expect(typoDistance(soundKey(romanise('люксор')), soundKey('luxor'))).toBeLessThanOrEqual(1);
    expect(typoDistance(soundKey(romanise('авеню')), soundKey('avenue'))).toBeLessThanOrEqual(2);
  });

  it('reads a Russian word typed in Latin letters, the common endings too', () => {
    expect(cyrillicFromLatin('prozhektor')).toBe('прожектор');
    expect(cyrillicFromLatin('avariynyy')).toBe('аварийный');
  });

  it('counts two neighbouring letters swapped as one edit', () => {
    expect(typoDistance('bollrad', 'bollard')).toBe(1);
    expect(typoDistance('sesnor', 'sensor')).toBe(1);
    expect(typoDistance('abcd', 'badc')).toBeGreaterThan(1);
    expect(typoDistance('прожектр', 'прожектор')).toBe(1);
  });

  it('indexes hyphenated compounds written as one word as well', () => {
    expect(compounds('high-bay luminaires and DALI-2 / 1-10V')).toEqual(['highbay']);
  });
});

import { describe, expect, it } from 'vitest';
import { latinNameLang } from './language-of-parts';

describe('latinNameLang', () => {
  it('marks a Latin product name on a Russian page as English', () => {
    expect(latinNameLang('ru', 'PLATO Eco')).toBe('en');
    expect(latinNameLang('ru', 'TITAN HB 150/740')).toBe('en');
  });

  it('leaves Russian names, mixed names and English pages alone', () => {
    expect(latinNameLang('ru', 'Офисное освещение')).toBeUndefined();
    expect(latinNameLang('ru', 'Панель PLATO')).toBeUndefined();
    expect(latinNameLang('ru', '2024')).toBeUndefined();
    expect(latinNameLang('en', 'PLATO Eco')).toBeUndefined();
  });
});

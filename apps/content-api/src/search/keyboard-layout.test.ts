import { describe, expect, it } from 'vitest';
import { inOtherLayout } from './keyboard-layout.js';

describe('the other keyboard layout', () => {
  it('turns Latin typed on Russian keys into Cyrillic, punctuation keys included', () => {
    expect(inOtherLayout('cdtnbkmybr')).toBe('светильник');
    expect(inOtherLayout('gfytkm ,tp hfvrb')).toBe('панель без рамки');
    expect(inOtherLayout('Ktl-ktynf 36')).toBe('Лед-лента 36');
    expect(inOtherLayout(';tktpj')).toBe('железо');
  });

  it('turns Cyrillic typed on Latin keys into Latin', () => {
    expect(inOtherLayout('дув')).toBe('led');
    expect(inOtherLayout('Дгьштфшку')).toBe('Luminaire');
    expect(inOtherLayout('ыуте 20')).toBe('sent 20');
  });

  it('leaves alone what cannot have been typed in the wrong layout', () => {
    expect(inOtherLayout('LB-36 светильник')).toBeNull();
    expect(inOtherLayout('36-40')).toBeNull();
    expect(inOtherLayout('  ')).toBeNull();
  });
});

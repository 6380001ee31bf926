import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, numberFormat } from './intl-formats';

describe('shared Intl formatters', () => {
  it('give one formatter per locale and options, formatting as a new one would', () => {
    const options = { maximumFractionDigits: 1 };
    expect(numberFormat('ru-RU', options)).toBe(numberFormat('ru-RU', { maximumFractionDigits: 1 }));
    expect(numberFormat('ru-RU', options)).not.toBe(numberFormat('en-GB', options));
    expect(numberFormat('ru-RU', options)).not.toBe(numberFormat('ru-RU', { maximumFractionDigits: 2 }));
    expect(numberFormat('ru-RU', options).format(1900.25)).toBe(
      new Intl.NumberFormat('ru-RU', options).format(1900.25),
    );
    const day = { day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en-GB', day).format(new Date('2026-03-08T00:00:00Z'))).toBe('8 March');
    expect(dateTimeFormat('en-GB', day)).toBe(dateTimeFormat('en-GB', { ...day }));
    expect(collator('ru', { sensitivity: 'base' }).compare('ё', 'Е')).toBe(0);
  });
});

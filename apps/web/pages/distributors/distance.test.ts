import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance } from './distance';

const moscow = { latitude: 55.7558, longitude: 37.6173 };
const saintPetersburg = { latitude: 59.9386, longitude: 30.3141 };
const vladivostok = { latitude: 43.1155, longitude: 131.8855 };

describe('distanceKm', () => {
  it('gives great-circle distances between cities', () => {
    expect(distanceKm(moscow, saintPetersburg)).toBeCloseTo(634, -1);
    expect(distanceKm(moscow, vladivostok)).toBeCloseTo(6430, -2);
    expect(distanceKm(moscow, moscow)).toBe(0);
  });

  it('is the same both ways', () => {
    expect(distanceKm(vladivostok, moscow)).toBeCloseTo(distanceKm(moscow, vladivostok), 6);
  });
});

describe('formatDistance', () => {
  it('rounds as the distance grows, in the page language', () => {
    expect(formatDistance(0.234, 'ru')).toBe('230 м');
    expect(formatDistance(0.001, 'en')).toBe('10 m');
    expect(formatDistance(3.26, 'ru')).toBe('3,3 км');
    expect(formatDistance(3.26, 'en')).toBe('3.3 km');
    expect(formatDistance(1234.4, 'en')).toBe('1,234 km');
    expect(formatDistance(1234.4, 'ru')).toBe('1\u00a0234 км');
  });
});

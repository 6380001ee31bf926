import { describe, expect, it } from 'vitest';
import { DistributorOffice } from './distributors.js';

const office = {
  cityCode: 'perm',
  cityTitle: 'Пермь',
  address: 'ул. Ленина, 1',
  phone: '+7 (342) 555-00-00',
  email: 'perm@example.com',
  hours: 'Пн–Пт 9:00–18:00',
  coordinates: [58.01, 56.23],
};

describe('DistributorOffice', () => {
  it('keeps structured hours and the time zone', () => {
    const parsed = DistributorOffice.parse({
      ...office,
      openingHours: [{ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' }],
      timeZone: 'Asia/Yekaterinburg',
    });
    expect(parsed.openingHours).toEqual([{ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' }]);
    expect(parsed.timeZone).toBe('Asia/Yekaterinburg');
  });

  it('accepts an office with the text hours alone', () => {
    const parsed = DistributorOffice.parse(office);
    expect(parsed.openingHours).toBeUndefined();
    expect(parsed.timeZone).toBeUndefined();
  });

  it.each([
    [[{ days: [0], opens: '09:00', closes: '18:00' }]],
    [[{ days: [1], opens: '9:00', closes: '18:00' }]],
    [[{ days: [], opens: '09:00', closes: '18:00' }]],
    ['Mo-Fr 09:00-18:00'],
  ])('drops malformed structured hours %j and keeps the office', (openingHours) => {
    const parsed = DistributorOffice.parse({ ...office, openingHours, timeZone: 42 });
    expect(parsed.address).toBe(office.address);
    expect(parsed.openingHours).toBeUndefined();
    expect(parsed.timeZone).toBeUndefined();
  });
});

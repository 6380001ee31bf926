import { describe, expect, it } from 'vitest';
import { toCard } from './convert.js';

const office = {
  cityCode: 'perm',
  cityTitle: 'Perm',
  address: '1 Lenina St',
  phone: '',
  email: '',
  hours: 'Mon–Fri 9:00–18:00',
  coordinates: [58.01, 56.23] as [number, number],
};
const card = (extra: object) => ({
  distributorCode: 'x',
  title: 'X',
  types: ['dealer' as const],
  site: null,
  logo: null,
  link: '/distributors/name/x',
  offices: [{ ...office, ...extra }],
});
const hours = [{ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' }];

describe('distributor offices in the graph', () => {
  it('keep structured hours with a zone the runtime knows', () => {
    expect(toCard(card({ openingHours: hours, timeZone: 'Asia/Yekaterinburg' })).offices[0]).toMatchObject({
      openingHours: hours,
      timeZone: 'Asia/Yekaterinburg',
      coordinates: { latitude: 58.01, longitude: 56.23 },
    });
  });

  it.each([{ openingHours: hours, timeZone: 'Mars/Olympus' }, { openingHours: hours }, {}])(
    'give the text hours alone when they cannot be read in a zone: %j',
    (extra) => {
      expect(toCard(card(extra)).offices[0]).toMatchObject({ hours: office.hours, openingHours: [], timeZone: null });
    },
  );
});

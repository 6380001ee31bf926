import { describe, expect, it } from 'vitest';
import { citiesOfOffices } from './city-list';

describe('citiesOfOffices', () => {
  const moscow = { cityCode: 'moscow', cityTitle: 'Москва' };
  const kazan = { cityCode: 'kazan', cityTitle: 'Казань' };
  const arkhangelsk = { cityCode: 'arkhangelsk', cityTitle: 'Архангельск' };

  it('counts each company once per city, however many offices it has there', () => {
    const cities = citiesOfOffices([{ offices: [moscow, moscow, kazan] }, { offices: [moscow] }], [], 'ru');
    expect(cities.map(({ cityCode, count }) => [cityCode, count])).toEqual([
      ['kazan', 1],
      ['moscow', 2],
    ]);
  });

  it('sorts in the alphabet of the page language and takes regions from the cities it knows', () => {
    const cities = citiesOfOffices(
      [{ offices: [moscow, arkhangelsk] }],
      [{ cityCode: 'moscow', title: 'Москва', region: 'Москва', count: 1 }],
      'ru',
    );
    expect(cities).toEqual([
      { cityCode: 'arkhangelsk', title: 'Архангельск', region: '', count: 1 },
      { cityCode: 'moscow', title: 'Москва', region: 'Москва', count: 1 },
    ]);
  });

  it('gives no cities for no companies', () => {
    expect(citiesOfOffices([], [], 'en')).toEqual([]);
  });
});

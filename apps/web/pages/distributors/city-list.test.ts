import { describe, expect, it } from 'vitest';
import { byDistanceFrom, cityPositions, citiesOfOffices } from './city-list';

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

describe('byDistanceFrom', () => {
  const city = (cityCode: string) => ({ cityCode, title: cityCode, region: '', count: 1 });
  const cities = [city('kazan'), city('moscow'), city('unplaced'), city('vladivostok')];
  const known = [
    { ...city('kazan'), coordinates: { latitude: 55.7963, longitude: 49.1088 } },
    { ...city('moscow'), coordinates: { latitude: 55.7558, longitude: 37.6173 } },
    { ...city('vladivostok'), coordinates: { latitude: 43.1155, longitude: 131.8855 } },
  ];

  it('puts the nearest first, with distances, and a city it cannot place last', () => {
    const ordered = byDistanceFrom({ latitude: 56.3269, longitude: 44.0059 }, cities, known);
    // From Nizhny Novgorod: Kazan is nearer than Moscow.
    expect(ordered.map((item) => item.cityCode)).toEqual(['kazan', 'moscow', 'vladivostok', 'unplaced']);
    expect(ordered[1]?.distanceKm).toBeCloseTo(400, -1);
    expect(ordered[3]?.distanceKm).toBeNull();
  });

  it('keeps the order, without distances, for a visitor it cannot place', () => {
    const kept = byDistanceFrom(null, cities, known);
    expect(kept.map((item) => item.cityCode)).toEqual(cities.map((item) => item.cityCode));
    expect(kept.every((item) => item.distanceKm === null)).toBe(true);
  });
});

describe('cityPositions', () => {
  const office = (cityCode: string, latitude: number, longitude: number) => ({
    cityCode,
    coordinates: { latitude, longitude },
  });

  it('places a city at the middle of its offices, or where the by-city lookup says it is', () => {
    const positions = cityPositions(
      [
        { offices: [office('kazan', 55.7, 49.1), office('moscow', 55.7, 37.5)] },
        { offices: [office('kazan', 55.9, 49.3)] },
      ],
      [
        {
          cityCode: 'moscow',
          title: 'Москва',
          region: '',
          count: 1,
          coordinates: { latitude: 55.75, longitude: 37.62 },
        },
      ],
    );
    expect(positions.get('kazan')?.latitude).toBeCloseTo(55.8, 6);
    expect(positions.get('kazan')?.longitude).toBeCloseTo(49.2, 6);
    expect(positions.get('moscow')).toEqual({ latitude: 55.75, longitude: 37.62 });
    expect(positions.size).toBe(2);
  });
});

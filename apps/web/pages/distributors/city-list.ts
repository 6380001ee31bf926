import { distanceKm, type Point } from './distance';

/** A city of the locator with how many companies have an office there. */
export interface LocatorCity {
  cityCode: string;
  title: string;
  /** Empty when the answer that listed the city did not say. */
  region: string;
  count: number;
}

/** A city as the by-city lookup gives it: with its position. */
export interface KnownCity extends LocatorCity {
  coordinates: Point;
}

interface OfficeCity {
  cityCode: string;
  cityTitle: string;
}

/**
 * Every city with an office, from the companies' own offices (the by-city lookup lists cities only
 * for a visitor whose address is known, requirements §11), each company counted once per city, in the
 * page language's alphabetical order. Regions come from `known` cities where they are given.
 */
export function citiesOfOffices(
  distributors: readonly { offices: readonly OfficeCity[] }[],
  known: readonly LocatorCity[],
  locale: string,
): LocatorCity[] {
  const byCode = new Map<string, LocatorCity>();
  for (const distributor of distributors) {
    // One office per city: the company is counted once there.
    const officeByCity = new Map(distributor.offices.map((office) => [office.cityCode, office]));
    for (const [cityCode, office] of officeByCity) {
      const city = byCode.get(cityCode);
      if (city) city.count += 1;
      else
        byCode.set(cityCode, {
          cityCode,
          title: office.cityTitle || cityCode,
          region: known.find((item) => item.cityCode === cityCode)?.region ?? '',
          count: 1,
        });
    }
  }
  return [...byCode.values()].sort((a, b) => a.title.localeCompare(b.title, locale));
}

/**
 * The cities nearest the visitor first, each with its distance in km, when the visitor's position
 * and the cities' are known; else the list as it was, without distances.
 */
export function byDistanceFrom(
  center: Point | null,
  cities: readonly LocatorCity[],
  known: readonly KnownCity[],
): (LocatorCity & { distanceKm: number | null })[] {
  const measured = cities.map((city) => {
    const point = known.find((item) => item.cityCode === city.cityCode)?.coordinates;
    return { ...city, distanceKm: center && point ? distanceKm(center, point) : null };
  });
  if (!center) return measured;
  const far = Number.POSITIVE_INFINITY;
  return measured.sort((a, b) => (a.distanceKm ?? far) - (b.distanceKm ?? far));
}

/**
 * Where each city lies: as the by-city lookup gives it, else (for a visitor it does not place)
 * the middle of the offices there.
 */
export function cityPositions(
  distributors: readonly { offices: readonly { cityCode: string; coordinates: Point }[] }[],
  known: readonly KnownCity[],
): Map<string, Point> {
  const offices = new Map<string, Point[]>();
  for (const office of distributors.flatMap((distributor) => distributor.offices))
    offices.set(office.cityCode, [...(offices.get(office.cityCode) ?? []), office.coordinates]);
  const positions = new Map<string, Point>();
  for (const [cityCode, points] of offices)
    positions.set(cityCode, {
      latitude: points.reduce((sum, point) => sum + point.latitude, 0) / points.length,
      longitude: points.reduce((sum, point) => sum + point.longitude, 0) / points.length,
    });
  for (const city of known) positions.set(city.cityCode, city.coordinates);
  return positions;
}

/** A city of the locator with how many companies have an office there. */
export interface LocatorCity {
  cityCode: string;
  title: string;
  /** Empty when the answer that listed the city did not say. */
  region: string;
  count: number;
}

interface OfficeCity {
  cityCode: string;
  cityTitle: string;
}

/**
 * Every city with an office, from the companies' own offices (the by-city lookup lists cities only
 * for a visitor whose address is known, SPEC §5), each company counted once per city, in the
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

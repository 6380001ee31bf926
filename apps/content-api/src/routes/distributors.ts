import type { City, Distributor } from '@ostrel/contract/schemas/distributors';
import type { HandlersOf } from '../handler.js';
import { notFound } from '../http/errors.js';
import { getDoc, listDocs } from './store.js';

type StoredDistributor = Omit<Distributor, 'currentOffice'>;

/** Great-circle distance in km; the city list is short, so a scan is fine. */
function distanceKm([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const headOfficeCity = 'moscow';

const card = ({ description: _description, ...rest }: StoredDistributor) => rest;

export const distributorHandlers: HandlersOf<
  'distributorsByCity' | 'distributorsByName' | 'cityDistributors' | 'distributor' | 'distributorInCity'
> = {
  distributorsByCity: async ({ app, locale, query }) => {
    const { items: cities } = await listDocs<City>(app.db, 'city', locale);
    let center: [number, number] | null = null;
    if (query.centerCoordinates) {
      const [lat, lon] = query.centerCoordinates.split(',').map((part) => Number(part.trim()));
      center = [lat ?? 0, lon ?? 0];
    }
    // Without a geo-IP database the reference API cannot place an address; it answers the
    // head-office city for any ipAddress, and the nearest city for given coordinates.
    let currentCity: City | null = null;
    if (center) {
      const origin = center;
      currentCity = cities.reduce<City | null>(
        (best, city) =>
          !best || distanceKm(origin, city.coordinates) < distanceKm(origin, best.coordinates) ? city : best,
        null,
      );
    } else if (query.ipAddress) {
      currentCity = cities.find((city) => city.cityCode === headOfficeCity) ?? null;
    }
    return { currentCity, centerCoordinates: center ?? currentCity?.coordinates ?? null, cities };
  },

  distributorsByName: async ({ app, locale }) =>
    (await listDocs<StoredDistributor>(app.db, 'distributor', locale)).items.map(card),

  cityDistributors: async ({ app, locale, params }) => {
    const city = await getDoc<City>(app.db, 'city', params.cityCode, locale);
    const { items } = await listDocs<StoredDistributor>(app.db, 'distributor', locale);
    return {
      city,
      distributors: items.filter((item) => item.offices.some((office) => office.cityCode === city.cityCode)).map(card),
    };
  },

  distributor: async ({ app, locale, params }) => ({
    ...(await getDoc<StoredDistributor>(app.db, 'distributor', params.distributorCode, locale)),
    currentOffice: null,
  }),

  distributorInCity: async ({ app, locale, params }) => {
    const distributor = await getDoc<StoredDistributor>(app.db, 'distributor', params.distributorCode, locale);
    const currentOffice = distributor.offices.find((office) => office.cityCode === params.cityCode);
    if (!currentOffice) throw notFound();
    return { ...distributor, currentOffice };
  },
};

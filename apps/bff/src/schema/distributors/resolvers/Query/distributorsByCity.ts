import { endpoints } from '@ostrel/contract/endpoints';
import type {
  DistributorCoordinatesInput,
  DistributorsByCity,
  QueryResolvers,
} from '../../../../generated/resolvers-types.js';
import { toCity, toCoordinates } from '../../convert.js';

const empty: DistributorsByCity = { currentCity: null, centerCoordinates: null, cities: [] };

/** "lat,lon" as the contract takes it; a point off the globe is left out (the lookup then goes by address). */
function centerParam(point: DistributorCoordinatesInput | null | undefined): string | undefined {
  if (!point) return undefined;
  const { latitude, longitude } = point;
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return undefined;
  // Fixed digits: the contract's pattern takes no exponent (1e-7).
  return `${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}

export const distributorsByCity: NonNullable<QueryResolvers['distributorsByCity']> = async (_parent, args, context) => {
  const ipAddress = args.ipAddress?.trim();
  // Requirements §11: without the visitor's address the lookup is not made.
  if (!ipAddress) return empty;
  const query = { ipAddress, centerCoordinates: centerParam(args.centerCoordinates) };
  // The contract's own rules: an address it would refuse is no address at all.
  if (!endpoints.distributorsByCity.query.safeParse(query).success) return empty;
  const result = await context.read('distributorsByCity', { query });
  if (result.status !== 'ok') return empty;
  const { currentCity, centerCoordinates, cities } = result.data;
  return {
    currentCity: currentCity && toCity(currentCity),
    centerCoordinates: centerCoordinates && toCoordinates(centerCoordinates),
    cities: cities.map(toCity),
  };
};

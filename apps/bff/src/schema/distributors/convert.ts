import type { City, Distributor as ContractDistributor } from '@ostrel/contract/schemas/distributors';
import type {
  Distributor,
  DistributorCity,
  DistributorCoordinates,
  DistributorDetail,
  DistributorOffice,
} from '../../generated/resolvers-types.js';

// The contract gives points as [latitude, longitude]; the graph names them, so no client mixes them up.
type Point = readonly [number, number];
type ContractOffice = ContractDistributor['offices'][number];
type ContractCard = Omit<ContractDistributor, 'description' | 'currentOffice'>;

export const toCoordinates = ([latitude, longitude]: Point): DistributorCoordinates => ({ latitude, longitude });

export const toCity = (city: City): DistributorCity => ({ ...city, coordinates: toCoordinates(city.coordinates) });

/** The zone when this runtime (and so any browser's) knows it; hours in an unknown zone cannot be read. */
function knownTimeZone(zone: string | undefined): string | null {
  if (!zone) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const toOffice = ({ openingHours, timeZone, ...office }: ContractOffice): DistributorOffice => {
  const zone = knownTimeZone(timeZone);
  return {
    ...office,
    timeZone: zone,
    openingHours: zone ? (openingHours ?? []) : [],
    coordinates: toCoordinates(office.coordinates),
  };
};

export const toCard = (card: ContractCard): Distributor => ({ ...card, offices: card.offices.map(toOffice) });

export const toDetail = (distributor: ContractDistributor): DistributorDetail => ({
  ...distributor,
  offices: distributor.offices.map(toOffice),
  currentOffice: distributor.currentOffice && toOffice(distributor.currentOffice),
});

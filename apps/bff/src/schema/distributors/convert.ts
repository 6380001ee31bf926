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

/** Zones already asked about: making a DateTimeFormat costs ~0.1 ms, and a list has hundreds of offices. */
const zonesChecked = new Map<string, string | null>();

/** The zone when this runtime (and so any browser's) knows it; hours in an unknown zone cannot be read. */
function knownTimeZone(zone: string | undefined): string | null {
  if (!zone) return null;
  let known = zonesChecked.get(zone);
  if (known === undefined) {
    try {
      known = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      known = null;
    }
    // The content's zones are a few dozen; the bound keeps odd content from growing it.
    if (zonesChecked.size < 1000) zonesChecked.set(zone, known);
  }
  return known;
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

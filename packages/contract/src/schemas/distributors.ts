import * as z from 'zod';

export const Coordinates = z
  .tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)])
  .meta({ id: 'Coordinates', description: '[latitude, longitude], WGS 84.' });

export const City = z
  .object({
    cityCode: z.string(),
    title: z.string(),
    region: z.string(),
    coordinates: Coordinates,
    count: z.number().int(),
  })
  .meta({ id: 'City' });
export type City = z.infer<typeof City>;

export const DistributorsByCity = z
  .object({
    currentCity: City.nullable().meta({ description: 'The city nearest to the visitor, when it could be told.' }),
    centerCoordinates: Coordinates.nullable(),
    cities: z.array(City),
  })
  .meta({ id: 'DistributorsByCity' });

export const DistributorOffice = z
  .object({
    cityCode: z.string(),
    cityTitle: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    hours: z.string(),
    coordinates: Coordinates,
  })
  .meta({ id: 'DistributorOffice' });

export const DistributorCard = z
  .object({
    distributorCode: z.string(),
    title: z.string(),
    types: z.array(z.enum(['distributor', 'dealer', 'service', 'showroom'])),
    site: z.string().nullable(),
    logo: z.string().nullable(),
    link: z.string(),
    offices: z.array(DistributorOffice),
  })
  .meta({ id: 'DistributorCard' });

export const DistributorsByName = z.array(DistributorCard).meta({ id: 'DistributorsByName' });

export const CityDistributors = z
  .object({ city: City, distributors: z.array(DistributorCard) })
  .meta({ id: 'CityDistributors' });

export const Distributor = DistributorCard.extend({
  description: z.string(),
  currentOffice: DistributorOffice.nullable().meta({
    description: 'The office in the requested city, when a cityCode was given.',
  }),
}).meta({ id: 'Distributor' });
export type Distributor = z.infer<typeof Distributor>;

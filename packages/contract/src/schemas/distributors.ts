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

const LocalTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);

export const OpeningHours = z
  .object({
    days: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .meta({ description: 'ISO 8601 weekdays: 1 Monday … 7 Sunday.' }),
    opens: LocalTime.meta({ description: 'Local time, HH:MM.' }),
    closes: LocalTime.meta({
      description: 'Local time, HH:MM; 24:00 is midnight, an earlier time than `opens` is the next day.',
    }),
  })
  .meta({
    id: 'OpeningHours',
    description: "Open from `opens` to `closes` on each of `days`, in the office's time zone.",
  });
export type OpeningHours = z.infer<typeof OpeningHours>;

export const DistributorOffice = z
  .object({
    cityCode: z.string(),
    cityTitle: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    hours: z.string().meta({ description: 'Opening hours as displayed.' }),
    // Both optional: a provider that has only the text above still answers the contract, and a
    // malformed value costs its office the structured hours, not the whole list.
    openingHours: z
      .array(OpeningHours)
      .optional()
      .catch(undefined)
      .meta({ description: 'The hours of `hours`, structured; absent when only the text is known.' }),
    timeZone: z
      .string()
      .optional()
      .catch(undefined)
      .meta({ description: 'IANA time zone of the office (e.g. Asia/Yekaterinburg), for `openingHours`.' }),
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

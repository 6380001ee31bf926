import { localePath, type Locale } from '@/app/i18n/locale';

interface Office {
  cityTitle: string;
  address: string;
  phone: string;
  email: string;
  coordinates: { latitude: number; longitude: number };
  openingHours?: readonly { days: readonly number[]; opens: string; closes: string }[];
}

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * schema.org LocalBusiness for each office of a distributor, so search engines can show it for
 * the place: name, address, phone, e-mail, position, opening hours and the company's site (else
 * its page here).
 */
export function localBusinessJsonLd(
  distributor: { title: string; site: string | null; path: string; offices: readonly Office[] },
  origin: string,
  locale: Locale,
): object[] {
  const page = `${origin}${localePath(locale, distributor.path)}`;
  return distributor.offices.map((office) => ({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: distributor.title,
    url: distributor.site ?? page,
    ...(office.phone ? { telephone: office.phone } : {}),
    ...(office.email ? { email: office.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.address,
      addressLocality: office.cityTitle,
      addressCountry: 'RU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: office.coordinates.latitude, longitude: office.coordinates.longitude },
    ...(office.openingHours?.length
      ? {
          openingHoursSpecification: office.openingHours.map(({ days, opens, closes }) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: days.map((day) => `https://schema.org/${dayNames[day - 1] ?? 'Monday'}`),
            opens,
            // schema.org writes midnight at the end of a day as 23:59:59.
            closes: closes === '24:00' ? '23:59:59' : closes,
          })),
        }
      : {}),
  }));
}

import { localePath, type Locale } from '@/app/i18n/locale';
import { organizationJsonLd } from '@/app/page/article-json-ld';

export interface EventForJsonLd {
  name: string;
  description: string;
  /** The event's page, without the language prefix. */
  path: string;
  startsAt: string;
  endsAt: string | null;
  place: string;
  image: string | null;
  /** Registration is open: the page's form is the way in (free of charge). */
  registrationOpen: boolean;
  /** When the item was published, ISO 8601 date: registration has been open since. */
  published: string;
}

const absolute = (origin: string, path: string) => (/^https?:\/\//i.test(path) ? path : `${origin}${path}`);

/**
 * schema.org Event for an event's page, as Google's event rich results read it: name, start and
 * end with their offsets, status, an in-person place, organiser and — while registration is open —
 * a free offer whose URL is the page's registration form.
 */
export function eventJsonLd(event: EventForJsonLd, origin: string, locale: Locale) {
  const url = absolute(origin, localePath(locale, event.path));
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    url,
    startDate: event.startsAt,
    ...(event.endsAt ? { endDate: event.endsAt } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.place, address: event.place },
    organizer: organizationJsonLd(origin, locale),
    inLanguage: locale,
    ...(event.description ? { description: event.description } : {}),
    ...(event.image ? { image: [absolute(origin, event.image)] } : {}),
    ...(event.registrationOpen
      ? {
          offers: {
            '@type': 'Offer',
            url: `${url}#registration`,
            price: 0,
            priceCurrency: 'RUB',
            availability: 'https://schema.org/InStock',
            ...(event.published ? { validFrom: event.published } : {}),
          },
          isAccessibleForFree: true,
        }
      : {}),
  };
}

import { describe, expect, it } from 'vitest';
import { localBusinessJsonLd } from './local-business-json-ld';

const office = {
  cityTitle: 'Казань',
  address: 'ул. Петербургская, 50',
  phone: '+7 843 200-00-00',
  email: 'kazan@example.ru',
  coordinates: { latitude: 55.78, longitude: 49.12 },
};

describe('localBusinessJsonLd', () => {
  it('describes each office as a LocalBusiness with its address, contacts and position', () => {
    const [business] = localBusinessJsonLd(
      {
        title: 'Светсервис',
        site: 'https://svetservis.example',
        path: '/distributors/name/svetservis',
        offices: [office],
      },
      'https://ostrel.example',
      'ru',
    );
    expect(business).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Светсервис',
      url: 'https://svetservis.example',
      telephone: '+7 843 200-00-00',
      email: 'kazan@example.ru',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'ул. Петербургская, 50',
        addressLocality: 'Казань',
        addressCountry: 'RU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 55.78, longitude: 49.12 },
    });
  });

  it('gives its structured opening hours, by schema.org day', () => {
    const [business] = localBusinessJsonLd(
      {
        title: 'Свет',
        site: null,
        path: '/distributors/name/svet',
        offices: [
          {
            ...office,
            openingHours: [
              { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
              { days: [6], opens: '10:00', closes: '24:00' },
            ],
          },
        ],
      },
      'https://ostrel.example',
      'ru',
    );
    expect(business).toMatchObject({
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
          opens: '09:00',
          closes: '18:00',
        },
        { dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '23:59:59' },
      ],
    });
  });

  it('points at the page on this site when the company has no site, and leaves out contacts it lacks', () => {
    const [business] = localBusinessJsonLd(
      { title: 'Свет', site: null, path: '/distributors/name/svet', offices: [{ ...office, phone: '', email: '' }] },
      'https://ostrel.example',
      'en',
    );
    expect(business).toMatchObject({ url: 'https://ostrel.example/en/distributors/name/svet' });
    expect(business).not.toHaveProperty('telephone');
    expect(business).not.toHaveProperty('email');
  });
});

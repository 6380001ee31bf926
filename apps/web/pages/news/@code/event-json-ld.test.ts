import { describe, expect, it } from 'vitest';
import { eventJsonLd } from './event-json-ld';

const event = {
  name: 'Семинар для проектировщиков',
  description: 'Нормы освещения и расчёт в DIALux.',
  path: '/news/seminar',
  startsAt: '2026-12-10T11:00:00+03:00',
  endsAt: '2026-12-10T17:00:00+03:00',
  place: 'Москва, ул. Примерная, 1',
  image: '/upload/seminar.jpg',
  registrationOpen: true,
  published: '2026-11-02',
};

describe('eventJsonLd', () => {
  it('describes an in-person event with its times, place, organiser and the registration as a free offer', () => {
    const data = eventJsonLd(event, 'https://example.test', 'en');
    expect(data).toMatchObject({
      '@type': 'Event',
      name: event.name,
      url: 'https://example.test/en/news/seminar',
      startDate: event.startsAt,
      endDate: event.endsAt,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: event.place, address: event.place },
      organizer: { '@type': 'Organization', name: 'OSTREL', url: 'https://example.test/en' },
      image: ['https://example.test/upload/seminar.jpg'],
      offers: {
        '@type': 'Offer',
        url: 'https://example.test/en/news/seminar#registration',
        price: 0,
        availability: 'https://schema.org/InStock',
        validFrom: '2026-11-02',
      },
    });
  });

  it('offers nothing once registration is closed, and leaves out what the content lacks', () => {
    const data = eventJsonLd(
      { ...event, registrationOpen: false, endsAt: null, image: null, description: '' },
      'https://example.test',
      'ru',
    );
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('endDate');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
    expect(data.url).toBe('https://example.test/news/seminar');
  });
});

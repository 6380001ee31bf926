import { describe, expect, it } from 'vitest';
import { testBff } from '../../test-support/bff.js';
import { useFaultUpstream } from '../../test-support/fault-upstream.js';
import { graphql } from '../../test-support/generated/index.js';
import { unionMember } from '../../test-support/union-member.js';

graphql(`
  fragment DistributorCityFields on DistributorCity {
    cityCode
    title
    region
    count
    coordinates {
      latitude
      longitude
    }
  }
`);

graphql(`
  fragment DistributorOfficeFields on DistributorOffice {
    cityCode
    cityTitle
    address
    phone
    email
    hours
    openingHours {
      days
      opens
      closes
    }
    timeZone
    coordinates {
      latitude
      longitude
    }
  }
`);

graphql(`
  fragment DistributorCardFields on Distributor {
    distributorCode
    title
    types
    site
    logo
    link
    offices {
      ...DistributorOfficeFields
    }
  }
`);

const byCity = graphql(`
  query DistributorsByCity($ip: String, $center: DistributorCoordinatesInput) {
    distributorsByCity(ipAddress: $ip, centerCoordinates: $center) {
      currentCity {
        ...DistributorCityFields
      }
      centerCoordinates {
        latitude
        longitude
      }
      cities {
        ...DistributorCityFields
      }
    }
  }
`);

const byName = graphql(`
  query DistributorsByName {
    distributorsByName {
      ...DistributorCardFields
    }
  }
`);

const cityPage = graphql(`
  query CityDistributors($code: String!) {
    cityDistributors(cityCode: $code) {
      __typename
      ... on DistributorCityPage {
        city {
          ...DistributorCityFields
        }
        distributors {
          ...DistributorCardFields
        }
      }
      ... on DistributorCityNotFound {
        cityCode
      }
    }
  }
`);

const detail = graphql(`
  query DistributorPage($code: String!, $city: String) {
    distributor(distributorCode: $code, cityCode: $city) {
      __typename
      ... on DistributorDetail {
        distributorCode
        title
        types
        site
        logo
        link
        offices {
          ...DistributorOfficeFields
        }
        description
        currentOffice {
          ...DistributorOfficeFields
        }
      }
      ... on DistributorNotFound {
        distributorCode
        cityCode
      }
    }
  }
`);

const impossibleCodesQuery = graphql(`
  query DistributorImpossibleCodes {
    cityDistributors(cityCode: "") {
      __typename
    }
    distributor(distributorCode: "a/b") {
      __typename
    }
    other: distributor(distributorCode: "meshchera-svet", cityCode: "../x") {
      __typename
    }
  }
`);

const failingDistributorsQuery = graphql(`
  query DistributorsWhenFailing {
    distributorsByCity(ipAddress: "10.0.0.1") {
      currentCity {
        cityCode
      }
      centerCoordinates {
        latitude
      }
      cities {
        cityCode
      }
    }
    distributorsByName {
      distributorCode
    }
    cityDistributors(cityCode: "ryazan") {
      __typename
    }
    distributor(distributorCode: "meshchera-svet") {
      __typename
    }
    inCity: distributor(distributorCode: "meshchera-svet", cityCode: "ryazan") {
      __typename
    }
  }
`);

const cyrillic = /[а-яё]/i;

describe('distributors', () => {
  const { query } = testBff();

  it.each(['ru', 'en'] as const)('lists the cities and places the visitor by address in %s', async (locale) => {
    const { body } = await query(byCity, { locale, variables: { ip: '10.1.2.3' } });
    expect(body.errors).toBeUndefined();
    const { currentCity, centerCoordinates, cities } = body.data!.distributorsByCity;
    expect(cities.length).toBeGreaterThan(5);
    // The reference API places any address at the head office (docs/content-api.md).
    expect(currentCity?.cityCode).toBe('moscow');
    expect(centerCoordinates).toEqual(currentCity?.coordinates);
    expect(currentCity?.coordinates.latitude).toBeCloseTo(55.76, 1);
    expect(currentCity?.coordinates.longitude).toBeCloseTo(37.62, 1);
    expect(cyrillic.test(currentCity?.title ?? '')).toBe(locale === 'ru');
  });

  it('places the visitor by coordinates when given', async () => {
    const { body } = await query(byCity, {
      variables: { ip: '2001:db8::1', center: { latitude: 54.63, longitude: 39.74 } },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.distributorsByCity.currentCity?.cityCode).toBe('ryazan');
    expect(body.data?.distributorsByCity.centerCoordinates).toEqual({ latitude: 54.63, longitude: 39.74 });
    // A point off the globe is left out: the address decides.
    const off = await query(byCity, { variables: { ip: '10.1.2.3', center: { latitude: 123, longitude: 39.74 } } });
    expect(off.body.data?.distributorsByCity.currentCity?.cityCode).toBe('moscow');
  });

  it('makes no lookup without a valid address (requirements §11)', async () => {
    const fetched: string[] = [];
    const { query: counted } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
    const empty = { currentCity: null, centerCoordinates: null, cities: [] };
    for (const variables of [
      {},
      { ip: '' },
      { ip: '   ' },
      { ip: 'not-an-ip' },
      { center: { latitude: 54.63, longitude: 39.74 } },
    ]) {
      const { body } = await counted(byCity, { variables });
      expect(body.errors).toBeUndefined();
      expect(body.data?.distributorsByCity).toEqual(empty);
    }
    expect(fetched).toEqual([]);
  });

  it.each(['ru', 'en'] as const)('lists every distributor by name in %s', async (locale) => {
    const { body } = await query(byName, { locale });
    expect(body.errors).toBeUndefined();
    const list = body.data!.distributorsByName;
    expect(list.length).toBeGreaterThan(10);
    const first = list[0]!;
    expect(first.link).toBe(`/distributors/name/${first.distributorCode}`);
    expect(first.types.length).toBeGreaterThan(0);
    expect(first.offices[0]?.coordinates.latitude).toEqual(expect.any(Number));
    expect(list.some((item) => cyrillic.test(item.title))).toBe(locale === 'ru');
  });

  it.each(['ru', 'en'] as const)('reads a city page in %s', async (locale) => {
    const { body } = await query(cityPage, { locale, variables: { code: 'ryazan' } });
    expect(body.errors).toBeUndefined();
    const page = unionMember(body.data!.cityDistributors, 'DistributorCityPage');
    expect(page.city.cityCode).toBe('ryazan');
    expect(page.distributors).toHaveLength(page.city.count);
    expect(page.distributors.every((item) => item.offices.some((o) => o.cityCode === 'ryazan'))).toBe(true);
    expect(cyrillic.test(page.city.title)).toBe(locale === 'ru');
  });

  it('gives each office its hours structured, in its own time zone', async () => {
    const { body } = await query(cityPage, { locale: 'en', variables: { code: 'yekaterinburg' } });
    const page = unionMember(body.data!.cityDistributors, 'DistributorCityPage');
    const offices = page.distributors.flatMap((item) => item.offices).filter((o) => o.cityCode === 'yekaterinburg');
    expect(offices.length).toBeGreaterThan(0);
    for (const office of offices) {
      expect(office.timeZone).toBe('Asia/Yekaterinburg');
      const [first] = office.openingHours;
      expect(first?.days).toEqual(expect.arrayContaining([1, 5]));
      expect(first?.opens).toMatch(/^\d\d:\d\d$/);
      expect(first?.closes).toMatch(/^\d\d:\d\d$/);
    }
  });

  it.each(['ru', 'en'] as const)('reads a distributor, with and without its city, in %s', async (locale) => {
    const plain = await query(detail, { locale, variables: { code: 'meshchera-svet' } });
    expect(plain.body.errors).toBeUndefined();
    expect(plain.body.data?.distributor).toMatchObject({ __typename: 'DistributorDetail', currentOffice: null });
    expect(unionMember(plain.body.data?.distributor, 'DistributorDetail').description).not.toBe('');
    const inCity = await query(detail, { locale, variables: { code: 'meshchera-svet', city: 'ryazan' } });
    expect(unionMember(inCity.body.data?.distributor, 'DistributorDetail').currentOffice?.cityCode).toBe('ryazan');
    // An empty city code is no city.
    const blank = await query(detail, { locale, variables: { code: 'meshchera-svet', city: '' } });
    expect(blank.body.data?.distributor).toMatchObject({ __typename: 'DistributorDetail', currentOffice: null });
  });

  it('tells a missing city, distributor or office apart, and looks nothing up for an impossible code', async () => {
    const fetched: string[] = [];
    const { query: counted } = testBff({}, { onUpstreamFetch: (url) => fetched.push(url) });
    const missingCity = await counted(cityPage, { variables: { code: 'atlantis' } });
    expect(missingCity.body.data?.cityDistributors).toEqual({
      __typename: 'DistributorCityNotFound',
      cityCode: 'atlantis',
    });
    const missing = await counted(detail, { variables: { code: 'no-such-company' } });
    expect(missing.body.data?.distributor).toEqual({
      __typename: 'DistributorNotFound',
      distributorCode: 'no-such-company',
      cityCode: null,
    });
    // It has no office in Moscow.
    const elsewhere = await counted(detail, { variables: { code: 'meshchera-svet', city: 'moscow' } });
    expect(elsewhere.body.data?.distributor).toEqual({
      __typename: 'DistributorNotFound',
      distributorCode: 'meshchera-svet',
      cityCode: 'moscow',
    });
    expect(fetched).toHaveLength(3);
    const impossible = await counted(impossibleCodesQuery);
    expect(impossible.body.data).toEqual({
      cityDistributors: { __typename: 'DistributorCityNotFound' },
      distributor: { __typename: 'DistributorNotFound' },
      other: { __typename: 'DistributorNotFound' },
    });
    expect(fetched).toHaveLength(3);
  });
});

describe('distributors when the content API fails', () => {
  const upstream = useFaultUpstream('error500');

  it('gives empty lists and null pages, never a 404', async () => {
    const { query } = testBff({ apiUrl: upstream.url, upstreamTimeoutMs: 300 });
    const { body } = await query(failingDistributorsQuery);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      distributorsByCity: { currentCity: null, centerCoordinates: null, cities: [] },
      distributorsByName: [],
      cityDistributors: null,
      distributor: null,
      inCity: null,
    });
  });
});

import type { Client } from '@urql/core';
import VCard from 'vcard-creator';
import { graphql } from '../src/app/graphql/generated/gql.js';
import { localePath, type Locale } from '../src/app/i18n/locale.js';

const OfficeContactQuery = graphql(`
  query OfficeContact($code: String!, $cityCode: String!) {
    distributor(distributorCode: $code, cityCode: $cityCode) {
      __typename
      ... on DistributorDetail {
        title
        site
        link
        offices {
          cityCode
          cityTitle
          address
          phone
          email
          hours
          coordinates {
            latitude
            longitude
          }
        }
      }
    }
  }
`);

const labels = {
  ru: { country: 'Россия', hours: 'Часы работы' },
  en: { country: 'Russia', hours: 'Opening hours' },
} as const;

/**
 * A company's offices in one city as vCards (RFC 2426, the version every address book imports),
 * one per office in one file: name, address, phone, e-mail, site, position and hours. Null when
 * the company has no office there (or the content API could not say).
 */
export async function officeContact(
  client: Client,
  distributorCode: string,
  cityCode: string,
  locale: Locale,
  origin: string,
): Promise<string | null> {
  const result = await client.query(OfficeContactQuery, { code: distributorCode, cityCode }).toPromise();
  const company = result.data?.distributor?.__typename === 'DistributorDetail' ? result.data.distributor : null;
  const offices = company?.offices.filter((office) => office.cityCode === cityCode) ?? [];
  if (!company || offices.length === 0) return null;
  const page = `${origin}${localePath(locale, company.link || `/distributors/name/${distributorCode}`)}`;
  return offices
    .map((office) => {
      const card = new VCard()
        // A company's card: its name as the contact's, shown as a company by the address books that can.
        .addName({ givenName: company.title })
        .addCustomProperty({ name: 'X-ABShowAs', value: 'COMPANY' })
        .addCompany({ name: company.title })
        .addAddress({
          street: office.address,
          locality: office.cityTitle,
          country: labels[locale].country,
          type: ['work'],
        })
        .addGeo({ latitude: office.coordinates.latitude, longitude: office.coordinates.longitude })
        .addUrl({ url: company.site ?? page });
      if (office.phone) card.addPhoneNumber({ number: office.phone, type: ['work'] });
      if (office.email) card.addEmail({ address: office.email, type: ['work'] });
      if (office.hours) card.addNote(`${labels[locale].hours}: ${office.hours}`);
      return card.toString();
    })
    .join('\r\n');
}

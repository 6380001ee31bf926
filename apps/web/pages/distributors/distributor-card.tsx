import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { distributorKindNames } from './distributor-kinds';
import { officeContactPath } from './office-contact-path';
import { OfficeDetails } from './office-details';
import styles from './distributor-card.module.css';

export const DistributorCardFragment = graphql(`
  fragment DistributorCard on Distributor {
    distributorCode
    title
    types
    site
    link
    offices {
      cityCode
      cityTitle
      ...OfficeDetails
    }
  }
`);

/** A site's address as people read it: without the scheme, `www.` or a trailing slash. */
export function siteLabel(site: string): string {
  return site
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/**
 * A distributor in a list. On a city's page (`cityCode`) it shows its offices in that city in
 * full and links to its page for that city; in the list by name it tells the cities it is in.
 */
export function DistributorCard({
  distributor: distributorRef,
  cityCode,
}: {
  distributor: FragmentType<typeof DistributorCardFragment>;
  cityCode?: string;
}) {
  const { t, i18n } = useLingui();
  const { locale } = usePageLocation();
  const distributor = readFragment<typeof DistributorCardFragment>(distributorRef);
  const page = distributor.link || `/distributors/name/${distributor.distributorCode}`;
  const offices = cityCode ? distributor.offices.filter((office) => office.cityCode === cityCode) : [];
  const cities = [...new Set(distributor.offices.map((office) => office.cityTitle).filter(Boolean))];
  return (
    <article className={styles.card}>
      <header className={styles.head}>
        <h3 className={styles.title}>
          <a className={styles.link} href={localePath(locale, cityCode ? `${page}/${cityCode}` : page)}>
            {distributor.title}
          </a>
        </h3>
        {distributor.types.length > 0 ? (
          <ul className={styles.kinds} aria-label={t`Кто это`}>
            {distributor.types.map((kind) => (
              <li key={kind}>{i18n._(distributorKindNames[kind])}</li>
            ))}
          </ul>
        ) : null}
      </header>
      {cityCode ? (
        offices.map((office, index) => (
          <OfficeDetails
            key={index}
            office={office}
            withCity={false}
            contactHref={localePath(locale, officeContactPath(distributor.distributorCode, cityCode))}
          />
        ))
      ) : cities.length > 0 ? (
        <p className={styles.cities}>
          <span className={styles.citiesLabel}>{cities.length === 1 ? t`Город:` : t`Города:`}</span> {cities.join(', ')}
        </p>
      ) : null}
      {distributor.site ? (
        <a className={styles.site} href={distributor.site} target="_blank" rel="noopener noreferrer">
          {siteLabel(distributor.site)}
          <span className="visually-hidden"> {t`(сайт компании, откроется в новой вкладке)`}</span>
        </a>
      ) : null}
    </article>
  );
}

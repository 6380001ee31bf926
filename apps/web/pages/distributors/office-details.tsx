import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import OpenStatus from './open-status.island';
import { zoneOffsets } from './opening-status';
import styles from './office-details.module.css';

export const OfficeDetailsFragment = graphql(`
  fragment OfficeDetails on DistributorOffice {
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

/** A phone number as a `tel:` link wants it: the digits, with the leading + kept. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return `tel:${digits}`;
}

/** A route to the office in Yandex Maps, from wherever the visitor is. */
export function routeHref({ latitude, longitude }: { latitude: number; longitude: number }): string {
  return `https://yandex.ru/maps/?rtext=~${latitude.toFixed(6)},${longitude.toFixed(6)}&rtt=auto`;
}

/** One office: where it is, how to call or write, when it is open, and a route to it. */
export function OfficeDetails({
  office: officeRef,
  withCity = true,
  contactHref,
}: {
  office: FragmentType<typeof OfficeDetailsFragment>;
  /** Off where the city is the page's own. */
  withCity?: boolean;
  /** The office as a vCard to save in an address book. */
  contactHref?: string;
}) {
  const { t } = useLingui();
  const office = readFragment<typeof OfficeDetailsFragment>(officeRef);
  // The zone's offsets for the browser: reading a zone's clock by `Intl` there costs a long task.
  const offsets = zoneOffsets(office.timeZone ?? null, new Date());
  return (
    <dl
      className={styles.office}
      data-office-at={`${String(office.coordinates.latitude)},${String(office.coordinates.longitude)}`}
    >
      <div className={styles.row}>
        <dt>{t`Адрес`}</dt>
        <dd>
          <address className={styles.address}>
            {withCity && office.cityTitle ? `${office.cityTitle}, ` : ''}
            {office.address}
          </address>
          <p className={styles.distance} data-distance hidden />
          <span className={styles.actions}>
            <a className={styles.route} href={routeHref(office.coordinates)} target="_blank" rel="noopener noreferrer">
              {t`Построить маршрут`}
              <span className="visually-hidden"> {t`(Яндекс Карты, откроется в новой вкладке)`}</span>
            </a>
            {contactHref ? (
              <a className={styles.route} href={contactHref} download>
                {t`Сохранить в контакты`}
                <span className="visually-hidden"> {t`(файл vCard)`}</span>
              </a>
            ) : null}
          </span>
        </dd>
      </div>
      {office.phone ? (
        <div className={styles.row}>
          <dt>{t`Телефон`}</dt>
          <dd>
            <a className={styles.contact} href={telHref(office.phone)}>
              {office.phone}
            </a>
          </dd>
        </div>
      ) : null}
      {office.email ? (
        <div className={styles.row}>
          <dt>{t`Эл. почта`}</dt>
          <dd>
            <a className={styles.contact} href={`mailto:${office.email}`}>
              {office.email}
            </a>
          </dd>
        </div>
      ) : null}
      {office.hours ? (
        <div className={styles.row}>
          <dt>{t`Часы работы`}</dt>
          <dd>
            {office.hours}
            {office.openingHours.length > 0 && offsets ? (
              <OpenStatus
                openingHours={office.openingHours.map(({ days, opens, closes }) => ({ days, opens, closes }))}
                offsets={offsets}
              />
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

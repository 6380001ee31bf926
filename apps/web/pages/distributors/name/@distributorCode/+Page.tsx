import { Plural, useLingui } from '@lingui/react/macro';
import { localePath } from '@/app/i18n/locale';
import { useData, usePageContext } from '@/app/page/page-context';
import { PageIntro } from '@/ui/page-intro';
import { RichText } from '@/ui/rich-text';
import { siteLabel } from '../../distributor-card';
import { distributorKindNames } from '../../distributor-kinds';
import { officeContactPath } from '../../office-contact-path';
import { OfficeDetails } from '../../office-details';
import { OfficeMap, type MapPlace } from '../../office-map/office-map';
import locator from '../../locator.module.css';
import type { Data } from './+data';
import styles from './distributor.module.css';

export default function Page() {
  const { t, i18n } = useLingui();
  const { locale } = usePageContext();
  const { title, distributor, distributorCode, offices, cityCode, trail } = useData<Data>();
  const places: MapPlace[] = offices.map((office, index) => ({
    key: `${office.cityCode}-${String(index)}`,
    title: office.cityTitle,
    href: `/distributors/city/${office.cityCode}`,
    detail: office.address,
    phone: office.phone,
    at: office.coordinates,
  }));
  const kinds = (distributor?.types ?? []).map((kind) => i18n._(distributorKindNames[kind])).join(' · ');
  return (
    <div className={locator.page}>
      <PageIntro title={title} breadcrumbs={trail} eyebrow={kinds || null}>
        {distributor?.site ? (
          <a
            className={`${locator.more} ${styles.site}`}
            href={distributor.site}
            target="_blank"
            rel="noopener noreferrer"
          >
            {siteLabel(distributor.site)}
            <span className="visually-hidden"> {t`(сайт компании, откроется в новой вкладке)`}</span>
          </a>
        ) : null}
      </PageIntro>
      <div className={`container ${styles.layout}`}>
        {distributor?.description || places.length > 0 ? (
          <div className={locator.withMap}>
            {distributor?.description ? <RichText html={distributor.description} className={styles.about} /> : null}
            <OfficeMap places={places} label={t`Офисы на карте: ${title}`} />
          </div>
        ) : null}
        <section className={styles.offices} aria-labelledby="offices-title">
          <h2 id="offices-title" className={locator.sectionTitle}>
            <Plural value={offices.length} one="# офис" few="# офиса" many="# офисов" other="# офиса" />
          </h2>
          {offices.length > 0 ? (
            <ul className={styles.officeList}>
              {offices.map((office, index) => (
                <li key={`${office.cityCode}-${String(index)}`} className={styles.office}>
                  <h3 className={styles.officeCity}>
                    <a href={localePath(locale, `/distributors/city/${office.cityCode}`)}>{office.cityTitle}</a>
                    {office.cityCode === cityCode && index === 0 ? (
                      <span className={styles.chosen}>{t`выбранный город`}</span>
                    ) : null}
                  </h3>
                  <OfficeDetails
                    office={office}
                    withCity={false}
                    contactHref={localePath(locale, officeContactPath(distributorCode, office.cityCode))}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className={locator.empty}>{t`Адреса офисов сейчас недоступны. Пожалуйста, загляните позже.`}</p>
          )}
        </section>
        <a className={locator.more} href={localePath(locale, '/distributors/name')}>
          {t`Все партнёры`}
        </a>
      </div>
    </div>
  );
}

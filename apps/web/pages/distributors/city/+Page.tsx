import { plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { localePath } from '@/app/i18n/locale';
import { useData, usePageContext } from '@/app/page/page-context';
import { PageIntro } from '@/ui/page-intro';
import { formatDistance } from '../distance';
import { DistributorCard } from '../distributor-card';
import { LocatorTabs } from '../locator-tabs';
import { OfficeMap, type MapPlace } from '../office-map/office-map';
import locator from '../locator.module.css';
import type { Data } from './+data';

export default function Page() {
  const { t } = useLingui();
  const { locale } = usePageContext();
  const { title, currentCity, nearby, cities, positions, trail } = useData<Data>();
  const places: MapPlace[] = cities.flatMap((city) => {
    const at = positions[city.cityCode];
    return at
      ? [
          {
            key: city.cityCode,
            title: city.title,
            href: `/distributors/city/${city.cityCode}`,
            detail: t`${plural(city.count, { one: '# компания', few: '# компании', many: '# компаний', other: '# компании' })}`,
            at,
          },
        ]
      : [];
  });
  const visitorCity = currentCity?.title ?? '';
  return (
    <div className={locator.page}>
      <PageIntro
        title={title}
        breadcrumbs={trail}
        lead={t`Официальные дистрибьюторы, дилеры, шоурумы и сервисные центры Острель. Выберите город — покажем адреса, телефоны и часы работы.`}
      >
        <LocatorTabs current="city" />
      </PageIntro>
      <div className="container">
        {currentCity ? (
          <section className={locator.section} aria-labelledby="visitor-city-title">
            <h2 id="visitor-city-title" className={locator.sectionTitle}>
              {t`Ваш город — ${visitorCity}`}
            </h2>
            <p className={locator.note}>
              {t`Город определён по адресу вашего подключения. Не ваш? Выберите другой в списке ниже.`}
            </p>
            {nearby.length > 0 ? (
              <ul className={locator.cards}>
                {nearby.map((distributor) => (
                  <li key={distributor.distributorCode}>
                    <DistributorCard distributor={distributor} cityCode={currentCity.cityCode} />
                  </li>
                ))}
              </ul>
            ) : null}
            <a className={locator.more} href={localePath(locale, `/distributors/city/${currentCity.cityCode}`)}>
              {t`Все партнёры в городе ${visitorCity}`}
            </a>
          </section>
        ) : null}

        <section className={locator.section} aria-labelledby="cities-title">
          <h2 id="cities-title" className={locator.sectionTitle}>
            {currentCity ? t`Другие города` : t`Выберите город`}
          </h2>
          {cities.some((city) => city.distanceKm !== null) ? (
            <p className={locator.note}>{t`Ближайшие к вам — первыми; расстояние по прямой.`}</p>
          ) : null}
          {cities.length > 0 ? (
            <ul className={locator.cities}>
              {cities.map((city) => (
                <li key={city.cityCode}>
                  <a
                    className={locator.city}
                    href={localePath(locale, `/distributors/city/${city.cityCode}`)}
                    aria-current={city.cityCode === currentCity?.cityCode ? 'true' : undefined}
                  >
                    <span className={locator.cityTitle}>{city.title}</span>
                    <span className={locator.cityMeta}>
                      {city.distanceKm !== null && city.cityCode !== currentCity?.cityCode
                        ? `${formatDistance(city.distanceKm, locale)} · `
                        : ''}
                      {city.region && city.region !== city.title ? `${city.region} · ` : ''}
                      <Plural
                        value={city.count}
                        one="# компания"
                        few="# компании"
                        many="# компаний"
                        other="# компании"
                      />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className={locator.empty}>{t`Список партнёров сейчас недоступен. Пожалуйста, загляните позже.`}</p>
          )}
          {places.length > 0 ? (
            <div className={locator.countryMap}>
              <OfficeMap
                places={places}
                label={t`Города на карте`}
                groupName={(count) =>
                  t`${plural(count, { one: '# город рядом', few: '# города рядом', many: '# городов рядом', other: '# города рядом' })}`
                }
                legend={
                  <Plural
                    value={places.length}
                    one="# город на карте."
                    few="# города на карте."
                    many="# городов на карте."
                    other="# города на карте."
                  />
                }
              />
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}

import { Plural, useLingui } from '@lingui/react/macro';
import { localePath } from '@/app/i18n/locale';
import { useData, usePageContext } from '@/app/page/page-context';
import LinkChips from '@/ui/link-chips.island';
import { PageIntro } from '@/ui/page-intro';
import { DistributorCard } from '../../distributor-card';
import { distributorKindNames } from '../../distributor-kinds';
import { LocatorTabs } from '../../locator-tabs';
import NearMe from '../../near-me.island';
import { OfficeMap, type MapPlace } from '../../office-map/office-map';
import locator from '../../locator.module.css';
import type { Data } from './+data';

export default function Page() {
  const { t, i18n } = useLingui();
  const { locale } = usePageContext();
  const { city, kind, kinds, total, distributors, trail } = useData<Data>();
  const cityPath = `/distributors/city/${city.cityCode}`;
  const found = distributors.length;
  const places: MapPlace[] = distributors.flatMap((distributor) =>
    distributor.offices
      .filter((office) => office.cityCode === city.cityCode)
      .map((office, index) => ({
        key: `${distributor.distributorCode}-${String(index)}`,
        title: distributor.title,
        href: `${distributor.link || `/distributors/name/${distributor.distributorCode}`}/${city.cityCode}`,
        detail: office.address,
        phone: office.phone,
        at: office.coordinates,
      })),
  );
  return (
    <div className={locator.page}>
      <PageIntro
        title={city.title}
        breadcrumbs={trail}
        lead={city.region && city.region !== city.title ? city.region : null}
      >
        <LocatorTabs current="city" within />
      </PageIntro>
      <div className="container">
        <section className={locator.section} aria-labelledby="city-distributors-title">
          <h2 id="city-distributors-title" className={locator.sectionTitle}>
            <Plural value={found} one="# компания" few="# компании" many="# компаний" other="# компании" />
          </h2>
          {kinds.length > 1 ? (
            <LinkChips
              label={t`Кто нужен`}
              keepScrollPosition
              chips={[
                { key: 'all', name: t`Все`, count: total, href: cityPath, selected: !kind },
                ...kinds.map((option) => ({
                  key: option.value,
                  name: i18n._(distributorKindNames[option.value]),
                  count: option.count,
                  href: `${cityPath}?kind=${option.value}`,
                  selected: option.value === kind,
                })),
              ]}
            />
          ) : null}
          {found > 0 ? <NearMe listId="city-distributors" /> : null}
          {found > 0 ? (
            <div className={locator.withMap}>
              <ul id="city-distributors" className={locator.cards}>
                {distributors.map((distributor) => (
                  <li key={distributor.distributorCode}>
                    <DistributorCard distributor={distributor} cityCode={city.cityCode} />
                  </li>
                ))}
              </ul>
              <div className={locator.mapAside}>
                <OfficeMap places={places} label={t`Партнёры на карте: ${city.title}`} />
              </div>
            </div>
          ) : (
            <div className={locator.empty}>
              <p>
                {kind
                  ? t`Таких партнёров в этом городе нет. Посмотрите всех — или партнёров в соседних городах.`
                  : t`Список партнёров сейчас недоступен. Пожалуйста, загляните позже.`}
              </p>
              {kind ? (
                <a className={locator.more} href={localePath(locale, cityPath)}>
                  {t`Все партнёры города`}
                </a>
              ) : null}
            </div>
          )}
          <a className={locator.more} href={localePath(locale, '/distributors/city')}>
            {t`Другие города`}
          </a>
        </section>
      </div>
    </div>
  );
}

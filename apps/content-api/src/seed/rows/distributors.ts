import type { Content } from '../load-content.js';
import { formatOpeningHours } from '../opening-hours.js';
import type { RowWriter } from './row-writer.js';

type Distributors = Content['distributors'];

const cityOf = (distributors: Distributors, code: string) => distributors.cities.find((city) => city.code === code);

/** The cities, then the distributors in the order of their names. */
export function distributorRows(writer: RowWriter) {
  const { content, locale, t } = writer;
  const { distributors } = content;
  distributors.cities.forEach((city, cityIndex) => {
    cityRows(writer, city, cityIndex);
  });
  [...distributors.distributors]
    .sort((a, b) => t(a.title).localeCompare(t(b.title), locale))
    .forEach((distributor, distributorIndex) => {
      distributorPageRows(writer, distributor, distributorIndex);
    });
}

function cityRows(
  { content, locale, t, put, seo, index }: RowWriter,
  city: Distributors['cities'][number],
  cityIndex: number,
) {
  const brand = content.site.brand.name;
  const count = content.distributors.distributors.filter((distributor) =>
    distributor.offices.some((office) => office.city === city.code),
  ).length;
  put(
    'city',
    city.code,
    { cityCode: city.code, title: t(city.title), region: t(city.region), coordinates: city.coordinates, count },
    { sort: cityIndex },
  );
  const cityPage = {
    title: locale === 'ru' ? `Где купить в городе ${t(city.title)}` : `Where to buy in ${t(city.title)}`,
    description:
      locale === 'ru'
        ? `Дистрибьюторы и дилеры ${brand.ru} в городе ${t(city.title)}: адреса, телефоны, часы работы.`
        : `${brand.en} distributors and dealers in ${t(city.title)}: addresses, phones and opening hours.`,
  };
  seo(`/distributors/city/${city.code}`, cityPage);
  index({
    type: 'distributor',
    ref: `city:${city.code}`,
    url: `/distributors/city/${city.code}`,
    title: cityPage.title,
    codes: '',
    section: t(city.region),
    description: cityPage.description,
    body: '',
    picture: null,
    // One of many alike: it answers when its city is asked for, the lists answer "where to buy".
    boost: 0.7,
  });
}

function distributorPageRows(
  { content, locale, t, put, seo, index }: RowWriter,
  distributor: Distributors['distributors'][number],
  distributorIndex: number,
) {
  const { distributors } = content;
  const cityTitle = (code: string) => t(cityOf(distributors, code)?.title ?? { ru: code, en: code });
  const link = `/distributors/name/${distributor.code}`;
  put(
    'distributor',
    distributor.code,
    {
      distributorCode: distributor.code,
      title: t(distributor.title),
      types: distributor.types,
      site: distributor.site,
      logo: null,
      link,
      offices: distributor.offices.map((office) => ({
        cityCode: office.city,
        cityTitle: cityTitle(office.city),
        address: t(office.address),
        phone: office.phone,
        email: office.email,
        hours: formatOpeningHours(office.hours, locale),
        openingHours: office.hours,
        timeZone: cityOf(distributors, office.city)?.timeZone,
        coordinates: office.coordinates,
      })),
      description: t(distributor.description),
    },
    { sort: distributorIndex },
  );
  seo(link, { title: t(distributor.title), description: t(distributor.description).slice(0, 160) });
  index({
    type: 'distributor',
    ref: distributor.code,
    url: link,
    title: t(distributor.title),
    codes: '',
    section: distributor.offices.map((office) => cityTitle(office.city)).join(', '),
    description: t({ ru: 'Дистрибьютор, где купить', en: 'Distributor, where to buy' }),
    body: `${t(distributor.description)} ${distributor.offices.map((office) => t(office.address)).join('. ')}`,
    picture: null,
    boost: 1,
  });
}

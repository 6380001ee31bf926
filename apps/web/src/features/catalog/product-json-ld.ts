import { localePath, type Locale } from '@/app/i18n/locale';

export interface ProductForJsonLd {
  name: string;
  /** Plain text. */
  description: string;
  /** The product's own path, without the language prefix. */
  path: string;
  /** The series' or model's code. */
  sku: string;
  /** Pictures' largest variants, paths on the site. */
  images: readonly string[];
  /** The catalogue section it is in. */
  category: string;
  /** For a model: the series it belongs to. */
  series?: { name: string; path: string } | null;
  /** Figures as name, value and unit (a model's technical data). */
  properties?: readonly { name: string; value: string; unit: string | null }[];
}

const absolute = (origin: string, path: string) => (/^https?:\/\//i.test(path) ? path : `${origin}${path}`);

/**
 * schema.org Product for a series or model page: what it is, by whom, where it sits in the
 * catalogue and, for a model, its technical data. Empty fields are left out rather than sent blank.
 */
export function productJsonLd(product: ProductForJsonLd, origin: string, locale: Locale) {
  const brand = locale === 'ru' ? 'Острель' : 'OSTREL';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url: absolute(origin, localePath(locale, product.path)),
    brand: { '@type': 'Brand', name: brand },
    manufacturer: { '@type': 'Organization', name: brand, url: absolute(origin, localePath(locale, '/')) },
    ...(product.description ? { description: product.description } : {}),
    ...(product.images.length > 0 ? { image: product.images.map((image) => absolute(origin, image)) } : {}),
    ...(product.category ? { category: product.category } : {}),
    ...(product.series
      ? {
          isVariantOf: {
            '@type': 'ProductGroup',
            name: product.series.name,
            url: absolute(origin, localePath(locale, product.series.path)),
          },
        }
      : {}),
    ...(product.properties && product.properties.length > 0
      ? {
          additionalProperty: product.properties.map((property) => ({
            '@type': 'PropertyValue',
            name: property.name,
            value: property.value,
            ...(property.unit ? { unitText: property.unit } : {}),
          })),
        }
      : {}),
  };
}

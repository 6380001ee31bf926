import { localePath, type Locale } from '@/app/i18n/locale';

export interface ProjectForJsonLd {
  title: string;
  description: string;
  location: string;
  year: number;
  /** The project's own path, without the language prefix. */
  path: string;
  /** The header picture's largest variant, a path on the site. */
  image: string | null;
  /** The section's name and path. */
  section: { name: string; path: string } | null;
  /** Series installed there: name and site path. */
  products: readonly { name: string; link: string }[];
}

const absolute = (origin: string, path: string) => (/^https?:\/\//i.test(path) ? path : `${origin}${path}`);

/**
 * schema.org CreativeWork for a project page: a lighting installation the manufacturer made,
 * where and when, with the series it uses. Empty fields are left out rather than sent blank.
 */
export function projectJsonLd(project: ProjectForJsonLd, origin: string, locale: Locale) {
  const organization = {
    '@type': 'Organization',
    name: locale === 'ru' ? 'Острель' : 'OSTREL',
    url: absolute(origin, localePath(locale, '/')),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    url: absolute(origin, localePath(locale, project.path)),
    inLanguage: locale,
    creator: organization,
    ...(project.description ? { description: project.description } : {}),
    ...(project.image ? { image: absolute(origin, project.image) } : {}),
    ...(project.year > 0 ? { dateCreated: String(project.year) } : {}),
    ...(project.location ? { locationCreated: { '@type': 'Place', name: project.location } } : {}),
    ...(project.section?.name
      ? {
          isPartOf: {
            '@type': 'CollectionPage',
            name: project.section.name,
            url: absolute(origin, localePath(locale, project.section.path)),
          },
        }
      : {}),
    ...(project.products.length > 0
      ? {
          mentions: project.products.map((product) => ({
            '@type': 'Product',
            name: product.name,
            url: absolute(origin, localePath(locale, product.link)),
          })),
        }
      : {}),
  };
}

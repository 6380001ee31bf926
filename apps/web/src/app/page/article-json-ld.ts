import { localePath, type Locale } from '../i18n/locale';

export interface ArticleForJsonLd {
  /** `BlogPosting` for blog items, `NewsArticle` for news. */
  type: 'BlogPosting' | 'NewsArticle';
  headline: string;
  description: string;
  /** The article's own path, without the language prefix. */
  path: string;
  /** Publication date, ISO 8601. */
  datePublished: string;
  /** The header picture's largest variant, a path on the site. */
  image: string | null;
  /** A blog category or the news section: name only. */
  section: string;
  author: { name: string; jobTitle: string } | null;
  keywords: readonly string[];
  /** How many visitors liked it (blog items). */
  likes?: number;
}

const absolute = (origin: string, path: string) => (/^https?:\/\//i.test(path) ? path : `${origin}${path}`);

/** The manufacturer as publisher (and as author where no person is credited). */
export function organizationJsonLd(origin: string, locale: Locale) {
  return {
    '@type': 'Organization',
    name: locale === 'ru' ? 'Острель' : 'OSTREL',
    url: absolute(origin, localePath(locale, '/')),
    logo: { '@type': 'ImageObject', url: absolute(origin, '/favicon.svg') },
  };
}

/**
 * schema.org BlogPosting or NewsArticle: what Google's article rich results read (headline, image,
 * dates, author with a name, publisher). Empty fields are left out rather than sent blank.
 */
export function articleJsonLd(article: ArticleForJsonLd, origin: string, locale: Locale) {
  const url = absolute(origin, localePath(locale, article.path));
  const publisher = organizationJsonLd(origin, locale);
  return {
    '@context': 'https://schema.org',
    '@type': article.type,
    headline: article.headline,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: locale,
    publisher,
    author: article.author
      ? {
          '@type': 'Person',
          name: article.author.name,
          ...(article.author.jobTitle ? { jobTitle: article.author.jobTitle } : {}),
        }
      : publisher,
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    ...(article.description ? { description: article.description } : {}),
    ...(article.image ? { image: [absolute(origin, article.image)] } : {}),
    ...(article.section ? { articleSection: article.section } : {}),
    ...(article.keywords.length > 0 ? { keywords: article.keywords.join(', ') } : {}),
    ...(article.likes !== undefined
      ? {
          interactionStatistic: {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/LikeAction',
            userInteractionCount: article.likes,
          },
        }
      : {}),
  };
}

import { useLingui } from '@lingui/react/macro';
import { localePath } from '../app/i18n/locale';
import { usePageLocation } from '../app/page/page-location';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  title: string;
  /** A site path without the language prefix; the last crumb (this page) may have none. */
  link?: string;
}

/** The trail from the home page to this one; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  if (items.length === 0) return null;
  return (
    <nav className={styles.breadcrumbs} aria-label={t`Навигационная цепочка`}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.link ?? ''}|${item.title}`}>
              {last || !item.link ? (
                <span aria-current={last ? 'page' : undefined}>{item.title}</span>
              ) : (
                <a href={localePath(locale, item.link)}>{item.title}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList for the same trail (absolute URLs), for a JSON-LD script. */
export function breadcrumbListJsonLd(items: readonly Crumb[], origin: string, locale: 'ru' | 'en') {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      ...(item.link ? { item: `${origin}${localePath(locale, item.link)}` } : {}),
    })),
  };
}

import { useLingui } from '@lingui/react/macro';
import { localePath, splitLocale } from '../app/i18n/locale';
import { usePageLocation } from '../app/page/page-location';
import { useRouteHistory } from '../app/visitor/route-history';
import styles from './back-link.module.css';

export type BackLinkKind = 'portfolio' | 'solutions' | 'career' | 'vacancies' | 'blog' | 'news';

interface BackLinkProps {
  kind: BackLinkKind;
  /** The list this detail page belongs to: a site path without the language prefix. */
  href: string;
  /** The translated title from the content, when it has one. */
  title?: string | null;
}

/**
 * A detail page's way back to its list. When the visitor came from that list (with its filters or
 * page), the link returns exactly there; the title falls back to the translated defaults (requirements §3).
 */
export function BackLink({ kind, href, title }: BackLinkProps) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const history = useRouteHistory();
  const fallbacks: Record<BackLinkKind, string> = {
    portfolio: t`Портфолио`,
    solutions: t`Световые решения`,
    career: t`Карьера`,
    vacancies: t`К вакансиям`,
    blog: t`Блог`,
    news: t`Новости и события`,
  };
  const previous = history.at(-2);
  const cameFromList = previous !== undefined && splitLocale(previous.split(/[?#]/)[0] ?? '').path.startsWith(href);
  return (
    <a className={styles.back} href={cameFromList ? previous : localePath(locale, href)}>
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        <path d="M20 12H5M10 7l-5 5 5 5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{title?.trim() || fallbacks[kind]}</span>
    </a>
  );
}

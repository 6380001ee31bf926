import { useLingui } from '@lingui/react/macro';
import { localePath } from '../app/i18n/locale';
import { usePageLocation } from '../app/page/page-location';
import styles from './pagination.module.css';

/** The page numbers to show: the first, the last, and two either side of the current one. */
export function pageNumbers(page: number, totalPages: number): (number | 'gap')[] {
  const shown = new Set(
    [1, totalPages, page - 2, page - 1, page, page + 1, page + 2].filter(
      (number) => number >= 1 && number <= totalPages,
    ),
  );
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((number, index) =>
    index > 0 && number - (sorted[index - 1] ?? number) > 1 ? ['gap' as const, number] : [number],
  );
}

interface PaginationProps {
  page: number;
  totalPages: number;
  /** A page's site path with its query, without the language prefix. */
  hrefFor: (page: number) => string;
}

/** Links to the pages of a list: real links, so every page is server-rendered and shareable. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  if (totalPages <= 1) return null;
  const href = (number: number) => localePath(locale, hrefFor(number));
  return (
    <nav className={styles.pagination} aria-label={t`Страницы`}>
      {page > 1 ? (
        <a className={styles.step} href={href(page - 1)} rel="prev">
          {t`Назад`}
        </a>
      ) : null}
      <ol className={styles.pages}>
        {pageNumbers(page, totalPages).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <a
                className={styles.page}
                href={href(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t`Страница ${number}`}
              >
                {number}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <a className={styles.step} href={href(page + 1)} rel="next">
          {t`Вперёд`}
        </a>
      ) : null}
    </nav>
  );
}

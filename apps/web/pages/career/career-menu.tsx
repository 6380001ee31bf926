import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { isActiveLink, isExternalLink } from '@/features/frame/is-external';
import styles from './career-menu.module.css';

export const CareerMenuLinkFragment = graphql(`
  fragment CareerMenuLink on Link {
    title
    link
  }
`);

/**
 * The careers section's own menu (vacancies, internship, stories…), on every careers page: the
 * page the visitor is on, or the section it belongs to, is marked.
 */
export function CareerMenu({ links: linkRefs }: { links: readonly FragmentType<typeof CareerMenuLinkFragment>[] }) {
  const { t } = useLingui();
  const { locale, logicalPath } = usePageLocation();
  const links = linkRefs.map((ref) => readFragment<typeof CareerMenuLinkFragment>(ref));
  if (links.length === 0) return null;
  return (
    <nav className={`container ${styles.menu}`} aria-label={t`Раздел «Карьера»`}>
      <ul>
        {links.map((link) => {
          const external = isExternalLink(link.link);
          return (
            <li key={link.link}>
              <a
                href={external ? link.link : localePath(locale, link.link)}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                aria-current={isActiveLink(logicalPath, link.link) ? 'page' : undefined}
                className={styles.link}
              >
                {link.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { localePath, switchLocaleUrl } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { readCookie } from '@/app/visitor/cookies-browser';
import { favoritesCookieName, parseFavorites, subscribeToFavorites } from '@/app/visitor/favorites-cookie';
import { selectSolution, useSelectedSolution } from './frame-state';
import styles from './header.module.css';
import { HeartIcon, MenuIcon, SearchIcon, CloseIcon } from '@/ui/icons';
import { isActiveLink, isExternalLink } from './is-external';
import { readFragment } from '@/app/graphql/read-fragment';

export const HeaderFragment = graphql(`
  fragment Header on MenuHeader {
    icon
    iconMobile
    items {
      title
      link
    }
  }
`);

export type OpenPanel = 'menu' | 'search' | null;

interface HeaderProps {
  id: string;
  menu: FragmentType<typeof HeaderFragment>;
  openPanel: OpenPanel;
  onTogglePanel: (panel: 'menu' | 'search') => void;
  onClosePanels: () => void;
}

export function Header({ id, menu, openPanel, onTogglePanel, onClosePanels }: HeaderProps) {
  const header = readFragment<typeof HeaderFragment>(menu);
  const { t } = useLingui();
  const { locale, logicalPath, urlOriginal } = usePageLocation();
  const selectedSolution = useSelectedSolution();
  const favoritesCount = useFavoritesCount();
  const home = localePath(locale, '/');
  const isHome = logicalPath === '/';
  const otherLocale = locale === 'ru' ? 'en' : 'ru';
  const switchUrl = switchLocaleUrl(urlOriginal, otherLocale);
  // Text on the solution's colour: white or ink, whichever reads (WCAG AA).
  const tint = selectedSolution?.text ?? null;

  return (
    <header
      id={id}
      className={styles.header}
      data-panel={openPanel ?? undefined}
      style={
        selectedSolution && tint
          ? ({ '--header-accent': selectedSolution.color, '--header-on-accent': tint.color } as React.CSSProperties)
          : undefined
      }
      data-tinted={tint?.tone}
    >
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.hamburger}
          aria-expanded={openPanel === 'menu'}
          aria-controls="site-menu"
          aria-label={openPanel === 'menu' ? t`Закрыть меню` : t`Открыть меню`}
          onClick={() => {
            onTogglePanel('menu');
          }}
        >
          {openPanel === 'menu' ? <CloseIcon /> : <MenuIcon />}
        </button>
        <a
          href={home}
          className={styles.logo}
          aria-label={t`Острель — на главную`}
          onClick={(event) => {
            onClosePanels();
            if (!isHome) return;
            // On the home page the logo returns to the top and clears the picked solution. Vike's
            // link handler on the document ignores preventDefault(), so the click stops here.
            event.preventDefault();
            event.stopPropagation();
            selectSolution(null);
            const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
            window.scrollTo({ top: 0, behavior: still ? 'instant' : 'smooth' });
          }}
        >
          {header.icon ? <img className={styles.logoDesktop} src={header.icon} alt="" width={160} height={28} /> : null}
          {header.iconMobile ? (
            <img className={styles.logoMobile} src={header.iconMobile} alt="" width={36} height={36} />
          ) : null}
          {!header.icon && !header.iconMobile ? <span className={styles.wordmark}>OSTREL</span> : null}
        </a>
        <nav
          id="site-menu"
          className={styles.menu}
          aria-label={t`Главное меню`}
          data-open={openPanel === 'menu' ? '' : undefined}
        >
          <ul className={styles.menuList}>
            {header.items.map((item) => {
              const external = isExternalLink(item.link);
              const active = isActiveLink(logicalPath, item.link);
              return (
                <li key={`${item.link}|${item.title}`}>
                  <a
                    className={styles.menuLink}
                    href={external ? item.link : localePath(locale, item.link)}
                    aria-current={active ? 'page' : undefined}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    onClick={onClosePanels}
                  >
                    {item.title}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.tools}>
          <a
            className={styles.language}
            href={switchUrl}
            hrefLang={otherLocale}
            lang={otherLocale}
            aria-label={locale === 'ru' ? 'English version' : 'Русская версия'}
            // Requirements §2: the switch leaves a flag and its target for the next page (src/app/islands/early-input.ts).
            data-remember={JSON.stringify({ isLangSwitched: 'true', langRedirect: switchUrl })}
          >
            {otherLocale === 'en' ? 'EN' : 'RU'}
          </a>
          <button
            type="button"
            className={styles.tool}
            aria-expanded={openPanel === 'search'}
            aria-controls="site-search"
            aria-label={openPanel === 'search' ? t`Закрыть поиск` : t`Поиск по сайту`}
            onClick={() => {
              onTogglePanel('search');
            }}
          >
            {openPanel === 'search' ? <CloseIcon /> : <SearchIcon />}
          </button>
          <a
            className={styles.tool}
            href={localePath(locale, '/favorites')}
            aria-label={favoritesCount > 0 ? t`Избранное: ${favoritesCount}` : t`Избранное`}
          >
            <HeartIcon />
            {favoritesCount > 0 ? (
              <span className={styles.badge} aria-hidden="true">
                {favoritesCount > 99 ? '99+' : favoritesCount}
              </span>
            ) : null}
          </a>
        </div>
      </div>
    </header>
  );
}

const countFavorites = () => {
  const favorites = parseFavorites(readCookie(favoritesCookieName));
  return favorites.series.length + favorites.models.length;
};

/** Favourites live in a cookie, so the server renders no count and the browser fills it in. */
function useFavoritesCount(): number {
  return useSyncExternalStore(subscribeToFavorites, countFavorites, () => 0);
}

import type { Page } from 'playwright-core';

export type Locale = 'ru' | 'en';

/** A site path in a language: `/` → `/en`, `/404` → `/en/404` (mirrors src/app/i18n/locale.ts). */
export function pathIn(locale: Locale, path: string): string {
  if (locale === 'ru') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** The page frame's parts, found by what they are (ids, ARIA wiring, hrefs), not by styling. */
export function frame(page: Page, locale: Locale = 'ru') {
  const header = page.locator('header').first();
  return {
    header,
    footer: page.locator('footer').first(),
    hamburger: header.locator('button[aria-controls="site-menu"]'),
    menu: page.locator('#site-menu'),
    menuLinks: page.locator('#site-menu a'),
    logo: header.locator(`a[href="${pathIn(locale, '/')}"]:not([hreflang])`),
    languageSwitch: header.locator(`a[hreflang="${locale === 'ru' ? 'en' : 'ru'}"]`),
    searchToggle: header.locator('button[aria-controls="site-search"]'),
    search: page.locator('#site-search'),
    searchText: page.locator('#site-search-text'),
    searchSubmit: page.locator('#site-search button[type="submit"]'),
    searchClose: page.locator(
      `#site-search button[aria-label="${locale === 'ru' ? 'Очистить и закрыть поиск' : 'Clear and close search'}"]`,
    ),
    favorites: header.locator(`a[href="${pathIn(locale, '/favorites')}"]`),
    cookieBanner: page.getByRole('region', { name: locale === 'ru' ? 'Уведомление о cookie' : 'Cookie notice' }),
  };
}

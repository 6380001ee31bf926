import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readableTextOn } from '@/ui/readable-text';
import { graphql } from '@/app/graphql/generated';
import { violations } from './support/axe';
import { askBff } from './support/bff';
import {
  collectErrors,
  desktop,
  openPage,
  phone,
  sharedBrowser,
  sharedTabs,
  viewports,
  visit,
  waitForHydration,
  type ViewportName,
} from './support/browser';
import { frame, pathIn, type Locale } from './support/frame';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

const HomeContent = graphql(`
  query E2eHomeContent {
    solutions {
      defaultItem {
        tagline
      }
      items {
        name
        link
      }
      itemTabs {
        code
        name
        color
        icon
        tagline
        underTagline
      }
    }
    catalogSections {
      name
      link
    }
    portfolio {
      sections {
        items {
          title
          year
          link
        }
      }
    }
    newsList(limit: 3) {
      items {
        title
        link
      }
    }
  }
`);

/** What the home page shows, read from the site's own BFF in the page's language. */
const homeData = (locale: Locale) => askBff(locale, HomeContent);

/** `#rrggbb` as the browser reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The banner's parts, found by their roles and ids. */
const bannerSelector = 'section[aria-labelledby="home-hero-title"]';
function banner(page: Page) {
  const section = page.locator(bannerSelector);
  return {
    section,
    tablist: section.getByRole('tablist'),
    tabs: section.getByRole('tab'),
    title: page.locator('#home-hero-title'),
    panel: page.locator('#home-hero-panel'),
  };
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Where the bubbles are below the viewport's top. */
const bubblesTop = (page: Page) => banner(page).tablist.evaluate((element) => element.getBoundingClientRect().top);
/** Where the bubbles are on the page. */
const bubblesPageTop = (page: Page) =>
  banner(page).tablist.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
/** Colour transitions over, so computed colours are the final ones. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

/** A page with the notice already accepted (it would cover the footer), its clock standing still. */
async function openStill(options: BrowserContextOptions & { viewport: { width: number; height: number } }) {
  const { context, page } = await openPage(browser(), options);
  await context.addCookies([{ name: 'cookieAgree', value: 'true', url: site }]);
  const start = new Date('2026-03-02T09:00:00Z');
  await page.clock.install({ time: start });
  // A moment later than the install: the installed clock has moved on already.
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  return { context, page };
}

describe('the home banner', () => {
  it.each(['ru', 'en'] as const)(
    'shows the default picture and tagline and at most 7 sector bubbles, none picked (%s)',
    async (locale) => {
      const data = await homeData(locale);
      const page = await tab({ viewport: desktop });
      await visit(page, `${site}${pathIn(locale, '/')}`);
      const { section, tabs, title } = banner(page);
      const expected = data.solutions.itemTabs.slice(0, 7);
      expect(expected.length).toBeGreaterThan(0);
      expect(await tabs.allInnerTexts()).toEqual(expected.map((tab) => tab.name));
      expect(await tabs.count()).toBeLessThanOrEqual(7);
      expect(
        await tabs.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-selected'))),
      ).toEqual(expected.map(() => 'false'));
      expect(await title.innerText()).toBe(data.solutions.defaultItem.tagline);
      expect(
        await section
          .locator('picture img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      ).toBe(true);
      expect(await frame(page, locale).header.getAttribute('data-tinted')).toBeNull();
    },
  );

  it('has its bubbles in the server HTML, where they stay once the page hydrates', async () => {
    const still = await tab({ viewport: phone, javaScriptEnabled: false });
    await still.goto(`${site}/`);
    const before = await bubblesPageTop(still);
    expect(await banner(still).tabs.count()).toBeGreaterThan(0);

    const page = await tab({ viewport: phone });
    await visit(page, `${site}/`);
    expect(await bubblesPageTop(page)).toBe(before);
  });

  it.each([
    ['phone', 50],
    ['desktop', 80],
  ] as const)(
    'picks a sector on click, then after 750 ms scrolls for 1200 ms to the bubbles (%s: %i px below the top)',
    async (name, offset) => {
      const viewport = viewports[name];
      const data = await homeData('ru');
      const { context, page } = await openStill({ viewport });
      const errors = collectErrors(page);
      await visit(page, `${site}/`);
      const { section, tabs, title, panel } = banner(page);
      const index = 2;
      const tab = data.solutions.itemTabs[index]!;
      const text = readableTextOn(tab.color).color;
      const start = await scrollY(page);
      const before = await bubblesPageTop(page);

      await tabs.nth(index).click();
      // The click may bring the bubble into view sideways, never down the page; the sector's texts
      // fit the space kept for them, so the bubbles stay under the pointer.
      expect(await scrollY(page)).toBe(start);
      expect(await bubblesPageTop(page)).toBe(before);
      const target = before - offset;
      expect(target).toBeGreaterThan(start + 100);
      expect(await tabs.nth(index).getAttribute('aria-selected')).toBe('true');
      expect(await panel.getAttribute('aria-labelledby')).toBe(await tabs.nth(index).getAttribute('id'));
      expect(await title.innerText()).toBe(tab.tagline);
      expect(await panel.locator('p').first().innerText()).toBe(tab.underTagline);
      expect(
        await panel
          .locator('span[aria-hidden="true"]')
          .first()
          .evaluate((icon) => getComputedStyle(icon).maskImage),
      ).toContain(tab.icon);
      await settled(page);
      expect(await section.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(rgb(tab.color));
      expect(await title.evaluate((element) => getComputedStyle(element).color)).toBe(rgb(text));
      // The header takes the sector's colour, with text that reads on it.
      const { header } = frame(page);
      expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(rgb(tab.color));
      expect(await header.evaluate((element) => getComputedStyle(element).color)).toBe(rgb(text));

      // 750 ms of stillness…
      await page.clock.runFor(740);
      expect(await scrollY(page)).toBe(start);
      // …then a 1200 ms eased scroll: half the way at half the time…
      await page.clock.runFor(10 + 600);
      const halfway = start + (target - start) / 2;
      expect(Math.abs((await scrollY(page)) - halfway)).toBeLessThan((target - start) * 0.04);
      // …still short of it at 1000 ms (eased: a few px from it even on a short way)…
      await page.clock.runFor(400);
      expect(await scrollY(page)).toBeLessThan(target);
      // …and the bubbles at the offset once the time is up.
      await page.clock.runFor(220);
      expect(Math.abs((await scrollY(page)) - target)).toBeLessThanOrEqual(1);
      expect(Math.abs((await bubblesTop(page)) - offset)).toBeLessThanOrEqual(1);
      await page.clock.runFor(1000);
      expect(Math.abs((await bubblesTop(page)) - offset)).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['phone', 50],
    ['desktop', 80],
  ] as const)(
    'with reduced motion jumps to the bubbles after 750 ms (%s: %i px below the top)',
    async (name, offset) => {
      const viewport = viewports[name];
      const { context, page } = await openStill({ viewport, reducedMotion: 'reduce' });
      await visit(page, `${site}/`);
      const start = await scrollY(page);
      await banner(page).tabs.nth(1).click();
      await page.clock.runFor(749);
      expect(await scrollY(page)).toBe(start);
      await page.clock.runFor(1);
      expect(Math.abs((await bubblesTop(page)) - offset)).toBeLessThanOrEqual(1);
      await context.close();
    },
  );

  it('is a tablist: arrows, Home and End move the focus, Enter picks', async () => {
    const { context, page } = await openStill({ viewport: desktop });
    await visit(page, `${site}/`);
    const { tabs, title } = banner(page);
    const count = await tabs.count();
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? null);
    const names = await tabs.allInnerTexts();
    // One tab stop for the whole row: the first bubble while none is picked.
    expect(await tabs.evaluateAll((elements) => elements.map((element) => element.getAttribute('tabindex')))).toEqual(
      names.map((_name, index) => (index === 0 ? '0' : '-1')),
    );
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe(names[1]);
    // Moving the focus picks nothing (manual activation).
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('false');
    await page.keyboard.press('End');
    expect(await focused()).toBe(names[count - 1]);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe(names[0]);
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe(names[count - 1]);
    await page.keyboard.press('Home');
    expect(await focused()).toBe(names[0]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await tabs.nth(1).getAttribute('tabindex')).toBe('0');
    expect(await title.innerText()).toBe((await homeData('ru')).solutions.itemTabs[1]!.tagline);
    await context.close();
  });

  it('forgets the pick when the visitor leaves, and a pending scroll with it', async () => {
    const data = await homeData('ru');
    const { context, page } = await openStill({ viewport: desktop });
    const errors = collectErrors(page);
    await visit(page, `${site}/`);
    const { header } = frame(page);
    await banner(page).tabs.nth(0).click();
    expect(await header.getAttribute('data-tinted')).not.toBeNull();

    // Away, before the scroll has started: the next page starts at its top.
    await page.locator('#site-menu a[href="/solutions"]').click();
    await page.waitForURL(`${site}/solutions`);
    await expect.poll(() => page.locator('#home-hero-title').count()).toBe(0);
    await page.clock.runFor(3000);
    expect(await scrollY(page)).toBe(0);

    // And back (from the back-forward cache where the browser keeps one): the default banner under
    // a white header.
    await page.goBack();
    await page.waitForURL(`${site}/`);
    await expect.poll(() => banner(page).title.innerText()).toBe(data.solutions.defaultItem.tagline);
    await expect
      .poll(() =>
        banner(page).tabs.evaluateAll(
          (elements) => elements.filter((element) => element.getAttribute('aria-selected') === 'true').length,
        ),
      )
      .toBe(0);
    expect(await frame(page).header.getAttribute('data-tinted')).toBeNull();
    await settled(page);
    expect(await frame(page).header.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      rgb(data.solutions.itemTabs[0]!.color),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is reset by the logo, which also stops a scroll still to come', async () => {
    const data = await homeData('ru');
    const { context, page } = await openStill({ viewport: phone });
    await visit(page, `${site}/`);
    const { header, logo } = frame(page);
    const { tabs, title } = banner(page);

    // Picked and scrolled down: the logo goes back up and clears the pick.
    await tabs.nth(3).click();
    await page.clock.runFor(2000);
    expect(await scrollY(page)).toBeGreaterThan(100);
    await logo.click();
    expect(await header.getAttribute('data-tinted')).toBeNull();
    expect(await title.innerText()).toBe(data.solutions.defaultItem.tagline);
    expect(await tabs.nth(3).getAttribute('aria-selected')).toBe('false');
    await expect.poll(() => scrollY(page)).toBe(0);

    // Picked, then the logo before the 750 ms are up: the page stays at the top.
    await tabs.nth(1).click();
    await page.clock.runFor(300);
    await logo.click();
    await page.clock.runFor(3000);
    expect(await scrollY(page)).toBe(0);
    expect(await header.getAttribute('data-tinted')).toBeNull();
    expect(page.url()).toBe(`${site}/`);
    await context.close();
  });

  it.each(['ru', 'en'] as const)("links 'to solutions' on the Russian site only (%s)", async (locale) => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}${pathIn(locale, '/')}`);
    const links = banner(page).section.locator(`a[href="${pathIn(locale, '/solutions')}"]`);
    if (locale === 'ru') {
      expect(await links.count()).toBe(1);
      expect(await links.innerText()).toBe('Перейти к решениям');
      expect(await links.isVisible()).toBe(true);
    } else {
      expect(await links.count()).toBe(0);
    }
  });
});

describe('below the banner', () => {
  it.each(['ru', 'en'] as const)(
    'previews sectors, catalogue, projects and news with links to them (%s)',
    async (locale) => {
      const data = await homeData(locale);
      const page = await tab({ viewport: desktop });
      const errors = collectErrors(page);
      await visit(page, `${site}${pathIn(locale, '/')}`);

      async function section(id: string, allPath: string) {
        const element = page.locator(`section[aria-labelledby="${id}"]`);
        expect(await element.locator(`h2#${id}`).isVisible()).toBe(true);
        const all = element.locator(`a[href="${pathIn(locale, allPath)}"]`);
        expect(await all.count()).toBe(1);
        expect(await all.isVisible()).toBe(true);
        const cards = element.locator('h3 a');
        return {
          hrefs: await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
          titles: (await cards.allInnerTexts()).map((text) => text.trim()),
        };
      }

      const sectors = data.solutions.items.slice(0, 6);
      expect(await section('home-solutions', '/solutions')).toEqual({
        hrefs: sectors.map((item) => pathIn(locale, item.link)),
        titles: sectors.map((item) => item.name),
      });

      expect(data.catalogSections.length).toBeGreaterThan(0);
      const catalog = await section('home-catalog', '/catalog');
      expect(catalog).toEqual({
        hrefs: data.catalogSections.map((item) => pathIn(locale, item.link)),
        titles: data.catalogSections.map((item) => item.name),
      });
      for (const href of catalog.hrefs)
        expect(href).toMatch(locale === 'ru' ? /^\/catalog\/[\w-]+/ : /^\/en\/catalog\/[\w-]+/);

      // The newest projects across the sections, newest first.
      const projects = data.portfolio.sections.flatMap((portfolioSection) => portfolioSection.items);
      const newest = [...projects].sort((a, b) => b.year - a.year).slice(0, 3);
      const shown = await section('home-projects', '/projects');
      expect(shown.titles).toEqual(newest.map((project) => project.title));
      expect(shown.hrefs).toEqual(newest.map((project) => pathIn(locale, project.link)));
      for (const href of shown.hrefs)
        expect(href).toMatch(locale === 'ru' ? /^\/project\/[\w-]+\/[\w-]+$/ : /^\/en\/project\/[\w-]+\/[\w-]+$/);

      const news = await section('home-news', '/news');
      expect(news).toEqual({
        hrefs: data.newsList.items.map((item) => pathIn(locale, item.link)),
        titles: data.newsList.items.map((item) => item.title),
      });
      for (const href of news.hrefs)
        expect(href).toMatch(locale === 'ru' ? /^\/news\/[\w-]+$/ : /^\/en\/news\/[\w-]+$/);

      // Every card shows its picture once scrolled to.
      for (const image of await page.locator('main article img').all()) await image.scrollIntoViewIfNeeded();
      // Each picture has finished, loading or failing.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('main article img')].every((image) => image.complete),
      );
      const broken = await page
        .locator('main article img')
        .evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((image) => !image.complete || image.naturalWidth === 0)
            .map((image) => image.currentSrc),
        );
      expect(broken).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});

describe('axe-core on the home page', () => {
  const cases = (['ru', 'en'] as const).flatMap((locale) =>
    (Object.keys(viewports) as ViewportName[]).map((viewport) => [locale, viewport] as const),
  );

  it.each(cases)(
    'finds no violations before and with each sector picked (%s, %s)',
    async (locale, viewport) => {
      const { context, page } = await openPage(browser(), { viewport: viewports[viewport], reducedMotion: 'reduce' });
      await context.addCookies([{ name: 'cookieAgree', value: 'true', url: site }]);
      await page.goto(`${site}${pathIn(locale, '/')}`);
      await waitForHydration(page);
      expect(await violations(page)).toEqual([]);
      const { tabs } = banner(page);
      const count = await tabs.count();
      for (let index = 0; index < count; index += 1) {
        const name = await tabs.nth(index).innerText();
        await tabs.nth(index).click();
        await settled(page);
        // A sector changes the banner alone: the page around it was checked whole above.
        expect({ name, violations: await violations(page, bannerSelector) }).toEqual({ name, violations: [] });
      }
      await context.close();
    },
    120_000,
  );
});

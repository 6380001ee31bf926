import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPage, sharedBrowser, visit } from './support/browser';
import { sitemapPaths } from '../test-support/sitemap';

const site = inject('siteUrl');
const browser = sharedBrowser();

/** Phones, tablets, the desktop breakpoint and the content's maximum width. */
const widths = [375, 768, 1220, 1440] as const;

/** One page of each kind the sitemap lists (its first segment and depth), and the pages it cannot list. */
let pages: string[] = [];
beforeAll(async () => {
  const byKind = new Map<string, string>();
  for (const path of await sitemapPaths(site)) {
    if (path.startsWith('/en')) continue;
    const segments = path.split('/').filter(Boolean);
    // Careers' stories and vacancies are different kinds of page under one prefix.
    const prefix = segments[0] === 'career' ? segments.slice(0, 2).join('/') : (segments[0] ?? '');
    const kind = `${prefix}/${String(segments.length)}`;
    if (!byKind.has(kind)) byKind.set(kind, path);
  }
  pages = [...byKind.values(), '/en', `/search?query=${encodeURIComponent('светильник')}`, '/favorites'];
});

interface Mismatch {
  path: string;
  src: string;
  box: number;
  sizes: number;
}

/**
 * Every drawn picture whose `sizes` (as this viewport evaluates it) is not its box's width: the
 * browser would fetch a file too small (blurred) or too large (wasted bytes) for it.
 */
async function sizeMismatches(page: Page, path: string): Promise<{ checked: number; mismatches: Mismatch[] }> {
  const measured = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:absolute;visibility:hidden;height:0';
    document.body.append(probe);
    const rows: { src: string; box: number; sizes: number }[] = [];
    for (const img of document.querySelectorAll<HTMLImageElement>('img[sizes]')) {
      if (img.clientWidth === 0) continue;
      // The first entry whose media condition holds; the last has none.
      const entries = (img.getAttribute('sizes') ?? '').split(/,(?![^(]*\))/).map((entry) => entry.trim());
      let length = entries.at(-1) ?? '';
      for (const entry of entries) {
        const conditional = /^(\(.*?\))\s+(.+)$/.exec(entry);
        if (!conditional) break;
        if (matchMedia(conditional[1]!).matches) {
          length = conditional[2]!;
          break;
        }
      }
      probe.style.width = length;
      rows.push({ src: img.currentSrc || img.src, box: img.clientWidth, sizes: probe.getBoundingClientRect().width });
    }
    probe.remove();
    return rows;
  });
  const mismatches = measured
    .filter((row) => row.sizes < row.box - 1 || row.sizes > row.box * 1.02 + 2)
    .map((row) => ({ path, src: row.src.replace(/^.*\//, ''), box: row.box, sizes: Math.round(row.sizes) }));
  return { checked: measured.length, mismatches };
}

describe('picture sizes', () => {
  // One tab for every width: a picture's box does not depend on which of its files the tab has
  // fetched before (with width descriptors, its natural width is what `sizes` says).
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser(), { viewport: { width: widths[0], height: 900 } }));
    // Favourites the way a visitor makes them, so /favorites lists a series and a model.
    for (const path of ['/product/plato', '/product/plato/plato-25-830']) {
      await visit(page, `${site}${path}`);
      const heart = page.locator('main header button[aria-pressed]').first();
      await heart.click();
      await page.locator('main header button[aria-pressed="true"]').first().waitFor();
    }
  });
  afterAll(async () => {
    await page.context().close();
  });

  it.each(widths)('every picture on every page kind asks for the width of its box at %i px', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    let checked = 0;
    const mismatches: Mismatch[] = [];
    for (const path of pages) {
      await page.goto(`${site}${path}`, { waitUntil: 'load' });
      const result = await sizeMismatches(page, path);
      checked += result.checked;
      mismatches.push(...result.mismatches);
    }
    expect(mismatches).toEqual([]);
    // The pages hold pictures at every width: a page that lost them would pass the check above.
    expect(checked).toBeGreaterThan(100);
  });
});

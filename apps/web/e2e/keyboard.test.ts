import { describe, expect, inject, it } from 'vitest';
import { openPage, sharedBrowser } from './support/browser';
import { describeKeyboardWalks, walkTabStops } from './support/keyboard';
import { pageKinds, sitemapPaths } from '../test-support/sitemap';

const site = inject('siteUrl');
const kinds = pageKinds(await sitemapPaths(site));

it('finds every kind of page in both languages', () => {
  expect(kinds.length).toBeGreaterThan(30);
  expect(kinds.filter(({ ru, en }) => !ru || !en)).toEqual([]);
});

// Each kind walked once here: Russian on a desktop for one half of the kinds, English on a phone
// for the other. The sweep (e2e/sweep/keyboard.sweep.ts) walks each the other way, so every kind is
// walked in both languages and at both sizes.
describeKeyboardWalks(
  site,
  kinds.map(({ ru, en }, index) => (index % 2 === 0 ? (['desktop', ru!] as const) : (['phone', en!] as const))),
  { concurrent: true },
);

describe('the walk', () => {
  const browser = sharedBrowser();

  it('sees the focus where a stop is drawn on a scrolled page, and finds a stop that shows none', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.setContent(`<!doctype html><html lang="en"><title>t</title>
        <style>body { margin: 0; font: 16px sans-serif } .gap { height: 1500px } button { padding: 8px }
        .ringed:focus { outline: 3px solid #005fcc; outline-offset: 2px } .bare:focus { outline: none }</style>
        <main><button class="first">First</button><div class="gap"></div><button class="ringed">Ringed</button>
        <div class="gap"></div><button class="bare">Bare</button></main></html>`);
      const stops = await walkTabStops(page);
      expect(stops.map(({ element }) => element)).toEqual([
        '<button.first> "First"',
        '<button.ringed> "Ringed"',
        '<button.bare> "Bare"',
      ]);
      expect(stops[0]!.faults).toEqual([]);
      expect(stops[1]!.faults).toEqual([]);
      expect(stops[1]!.onPage?.top).toBeGreaterThan(1500);
      expect(stops[2]!.faults).toEqual([expect.stringMatching(/^shows no visible focus indicator \(0 pixels change/)]);
    } finally {
      await context.close();
    }
  });
});

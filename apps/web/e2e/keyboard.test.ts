import { expect, inject, it } from 'vitest';
import { describeKeyboardWalks } from './support/keyboard';
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
);

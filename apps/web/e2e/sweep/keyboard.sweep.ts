import { inject } from 'vitest';
import { describeKeyboardWalks } from '../support/keyboard';
import { pageKinds, sitemapPaths } from '../../test-support/sitemap';

// The other half of the browser suite's keyboard walk (e2e/keyboard.test.ts): English on a phone
// where the suite walks Russian on a desktop, and the other way round.
const site = inject('siteUrl');
const kinds = pageKinds(await sitemapPaths(site));
describeKeyboardWalks(
  site,
  kinds.map(({ ru, en }, index) => (index % 2 === 0 ? (['phone', en!] as const) : (['desktop', ru!] as const))),
  { concurrent: true },
);

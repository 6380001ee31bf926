import { describe, expect, inject, it } from 'vitest';
import { initialJs, initialJsBudgetKb, kb } from '../test-support/initial-js';
import { sitemapPaths } from '../test-support/sitemap';

const site = inject('siteUrl');

// The byte budget of requirements §19, held on every page the sitemap lists and on the pages it does not list
// (search, favourites, the error pages): counted from the build as a first visit loads it
// (test-support/initial-js.ts), so the next page cannot quietly pass it. Bytes, not timings.
const paths = [...(await sitemapPaths(site)), '/search?query=plato', '/favorites', '/404', '/502', '/en/404'];

describe('initial JavaScript', () => {
  it('is within its budget on every page, in both languages', async () => {
    const over: string[] = [];
    // A few pages at a time: most of the time is the server rendering each page once.
    const queue = [...paths];
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const route = await initialJs(site, path);
        if (route.total > initialJsBudgetKb * 1000)
          over.push(`${path}: ${kb(route.total)} kB of ${initialJsBudgetKb} kB`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(paths.length).toBeGreaterThan(100);
    expect(over).toEqual([]);
  }, 600_000);
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

// What the build wrote for the server (initial-js/island-scripts.ts): each island's chunk first.
const scriptsByIsland = JSON.parse(
  readFileSync(join(import.meta.dirname, '../dist/client/.vite/island-scripts.json'), 'utf8'),
) as Record<string, string[]>;

describe("islands' code", () => {
  it.each([
    '/',
    '/en/search?query=plato',
    '/distributors/name',
    '/catalog/office',
    '/favorites',
    '/product/plato',
    '/404',
  ])(
    '%s fetches with its own scripts the code of the islands it drew that hydrate at once, and of no other',
    async (path) => {
      const html = await (await fetch(`${site}${path}`)).text();
      const loader = /\(loaded=(\[[^\]]*\])\.map/.exec(html)?.[1];
      expect(loader).toBeDefined();
      const fetched = new Set(JSON.parse(loader ?? '[]') as string[]);
      const drawn = [...html.matchAll(/data-island="([^"]+)"(?: data-props="[^"]*")?( data-hydration)?/g)];
      const atOnce = drawn.filter((match) => match[2] === undefined).map((match) => match[1] ?? '');
      expect(atOnce.length).toBeGreaterThan(1);
      for (const name of atOnce)
        for (const script of scriptsByIsland[name] ?? ['(none)']) expect(fetched).toContain(script);
      const wanted = new Set(atOnce.flatMap((name) => scriptsByIsland[name] ?? []));
      const others = Object.entries(scriptsByIsland).filter(([name]) => !atOnce.includes(name));
      expect(others.length).toBeGreaterThan(10);
      for (const [name, [ownChunk = '']] of others)
        if (!wanted.has(ownChunk)) expect(fetched, `${name} is not drawn at once on ${path}`).not.toContain(ownChunk);
    },
  );
});

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, assert, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeSource, violationsCheckingContrastOnce, type Violation } from '../support/axe';
import { drawFetched, fetchAsSent } from '../support/as-sent';
import { desktop, refusePicturesAndScripts, sharedBrowser } from '../support/browser';
import { unstyledElements } from '../support/stylesheet';
import { pageKinds, sitemapPaths } from '../../test-support/sitemap';

/**
 * axe-core on every page the sitemap lists, in both languages, at desktop size, as the server
 * sends it: the pages the browser suite never opens (every series, model, project, solution,
 * policy…) are checked too.
 * The suite's own accessibility checks keep the other viewports and states (menu, search, notice)
 * of representative pages. Run on its own: `pnpm --filter @ostrel/web test:a11y-sweep`.
 *
 * The frame (header and footer) is the same on every page of a kind in a language, and is about half
 * axe's work on a page: it is checked on the first page of each kind in each language, and left
 * out on the others, where the time goes to what differs from URL to URL. For the same reason the
 * colour-contrast rule, the other half, reads only text drawn in a way no earlier page showed
 * (`violationsCheckingContrastOnce`): the same template draws the same text alike on every page.
 * And a page whose markup has the shape of a page already found fine (`fetchAsSent`: the same
 * elements, attributes, texts present and ids resolved, with other words, addresses and counts of
 * identical rows) is not drawn at all: axe would read in it what it read there.
 */

const site = inject('siteUrl');
const browser = sharedBrowser();

const paths = await sitemapPaths(site);
const frameCheckedOn = new Set(pageKinds(paths).flatMap(({ ru, en }) => [ru, en]));
const frame = ['#site-header', '#root > footer'];

/**
 * Tabs reused from URL to URL, in one context, three at once: enough to keep two cores busy (five
 * took 296 s where three took 217). Each tab opens one page of the site, with axe-core put into it
 * by an init script, and then draws every URL it is given in that same document (`drawFetched`).
 */
function tabPool(atOnce = 3) {
  let context: BrowserContext | undefined;
  const idle: Page[] = [];
  const waiting: (() => void)[] = [];
  let taken = 0;
  beforeAll(async () => {
    context = await browser().newContext({ viewport: desktop });
    // The cookie notice, accepted: it would appear after 5 s on some pages and not on others. Its
    // own checks are in the suite's accessibility spec.
    await context.addCookies([{ name: 'cookieAgree', value: 'true', url: site }]);
    await context.addInitScript({ content: axeSource });
  });
  afterAll(async () => {
    await context?.close();
  });
  async function newTab(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await refusePicturesAndScripts(page);
    await page.goto(`${site}/`);
    return page;
  }
  return {
    async take(): Promise<Page> {
      if (!context) throw new Error('tabPool(): the context is not open yet');
      while (taken >= atOnce)
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
        });
      taken += 1;
      return idle.pop() ?? (await newTab(context));
    },
    give(page: Page) {
      idle.push(page);
      taken -= 1;
      waiting.shift()?.();
    },
  };
}

const tabs = tabPool();
const found = new Map<string, Violation[]>();
const contrastChecked = new Set<string>();
/** The shapes of markup axe found nothing in. */
const shapesFoundFine = new Set<string>();

/** A failure a fix can start from: the page, then each rule broken and the elements that break it. */
function report(path: string, broken: Violation[]): string {
  const lines = [`${site}${path} breaks ${broken.length} axe-core rule(s):`];
  for (const violation of broken) {
    lines.push(`  ${violation.rule} (${violation.impact ?? 'no impact given'}): ${violation.help}`);
    for (const node of violation.nodes)
      lines.push(`    ${node.target}${node.summary ? `\n      ${node.summary.replace(/\n/g, '\n      ')}` : ''}`);
  }
  return lines.join('\n');
}

/** Each rule and element broken, with how many pages share it: a fault of the frame shows once, not per page. */
function summary(): string {
  const pagesByFault = new Map<string, string[]>();
  for (const [path, broken] of found) {
    for (const violation of broken) {
      for (const node of violation.nodes) {
        const fault = `${violation.rule}: ${node.target}`;
        pagesByFault.set(fault, [...(pagesByFault.get(fault) ?? []), path]);
      }
    }
  }
  const lines = [
    `axe-core found faults on ${found.size} of ${paths.length} pages (${shapesFoundFine.size} shapes of markup found fine):`,
  ];
  for (const [fault, pages] of [...pagesByFault].sort((a, b) => b[1].length - a[1].length)) {
    lines.push(`  ${fault} — ${pages.length} page(s), e.g. ${pages.slice(0, 3).join(' ')}`);
  }
  return lines.join('\n');
}

describe('the sitemap', () => {
  it('lists every page in both languages, so the sweep covers both', () => {
    const english = paths.filter((path) => path === '/en' || path.startsWith('/en/'));
    const russian = paths.filter((path) => !english.includes(path));
    expect(russian).toContain('/');
    expect(english.sort()).toEqual(russian.map((path) => (path === '/' ? '/en' : `/en${path}`)).sort());
  });
});

describe.concurrent('each page: answers 200, styled, and axe-core at desktop size finds no fault', () => {
  afterAll(() => {
    if (found.size > 0) console.error(summary());
    else
      console.info(
        `axe-core read ${shapesFoundFine.size} shapes of markup over ${paths.length} pages and found no fault`,
      );
  });

  it.each(paths)('%s', async (path) => {
    const page = await tabs.take();
    try {
      const { shape, html, ...answer } = await fetchAsSent(page, path);
      // The sitemap lists only pages that exist, each styled: every part the server draws has its
      // rules in the page's stylesheets, islands or not.
      expect(answer, path).toEqual({ status: 200, redirected: false });
      expect(await unstyledElements(site, html), `${path}: parts without rules`).toEqual([]);
      if (!frameCheckedOn.has(path) && shapesFoundFine.has(shape)) return;
      await drawFetched(page, path);
      const broken = await violationsCheckingContrastOnce(
        page,
        frameCheckedOn.has(path) ? undefined : { exclude: frame },
        contrastChecked,
      );
      if (broken.length > 0) {
        found.set(path, broken);
        assert.fail(report(path, broken));
      }
      shapesFoundFine.add(shape);
    } finally {
      tabs.give(page);
    }
  });
});

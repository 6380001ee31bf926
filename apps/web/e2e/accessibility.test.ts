import type { Page } from 'playwright-core';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import {
  openPage,
  refusePicturesAndScripts,
  viewports,
  visit,
  type ViewportName,
  sharedBrowser,
  sharedTabs,
  withinStep,
} from './support/browser';
import { drawAsSent, fetchAsSent } from './support/as-sent';
import { axeSource, violations, violationsCheckingContrastOnce } from './support/axe';
import { frame, type Locale } from './support/frame';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

const pages: [string, Locale][] = [
  ['/', 'ru'],
  ['/en', 'en'],
  ['/404', 'ru'],
  ['/en/404', 'en'],
  ['/502', 'ru'],
];
const cases = pages.flatMap(([path, locale]) =>
  (Object.keys(viewports) as ViewportName[]).map((viewport) => [path, viewport, locale] as const),
);

// An open menu or search panel is modal: the page behind it is inert, out of the accessibility tree
// (its own checks are the whole-page ones above), so these states are checked in the header and
// the panel, where all there is to reach is.
const openPanel = '#site-header, #site-search';

describe('axe-core', () => {
  it.each(cases)('finds no violations on %s at %s size', async (path, viewport) => {
    const page = await tab({ viewport: viewports[viewport] });
    await visit(page, `${site}${path}`);
    expect(await violations(page)).toEqual([]);
  });

  it.each(['ru', 'en'] as const)('finds no violations with the cookie banner shown (%s)', async (locale) => {
    const page = await tab({ viewport: viewports.phone });
    await page.context().addCookies([{ name: 'cookieViewed', value: 'true', url: site }]);
    await visit(page, `${site}${locale === 'ru' ? '/' : '/en'}`);
    await frame(page, locale).cookieBanner.waitFor({ state: 'visible' });
    expect(await violations(page)).toEqual([]);
  });

  it.each(Object.keys(viewports) as ViewportName[])(
    'finds no violations with the search overlay open and past searches listed (%s)',
    async (viewport) => {
      const page = await tab({ viewport: viewports[viewport] });
      await page
        .context()
        .addCookies([{ name: 'searchHistory', value: encodeURIComponent('светильник###прожектор'), url: site }]);
      await visit(page, `${site}/`);
      const { searchToggle, search, searchText } = frame(page);
      await searchToggle.click();
      await search.waitFor({ state: 'visible' });
      await searchText.focus();
      await page.locator('#site-search a').first().waitFor({ state: 'visible' });
      expect(await violations(page, openPanel)).toEqual([]);
    },
  );

  it('finds no violations with the mobile menu open', async () => {
    const page = await tab({ viewport: viewports.phone });
    await visit(page, `${site}/`);
    const { hamburger, menu } = frame(page);
    await hamburger.click();
    await menu.waitFor({ state: 'visible' });
    expect(await violations(page, openPanel)).toEqual([]);
  });
});

describe("the every-URL sweep's contrast check", () => {
  // Pages built from one template, as the sweep meets them: text drawn alike is read once, text
  // drawn in a new way (another colour, background, size or place) is read where it first appears.
  const template = (extra: string, cell = 'First model', css = '') =>
    `<!doctype html><html lang="en"><head><title>t</title><style>.cell { color: #555 } ${css}</style></head>
    <body><main><h1 style="color:#222">Title</h1><table><tbody><tr><td class="cell">${cell}</td></tr>
    <tr><td class="cell" id="second">Second model</td></tr></tbody></table>${extra}</main></body></html>`;
  const contrastFaults = async (html: string, checked: Set<string>) => {
    const page = await tab({ viewport: viewports.desktop });
    await page.setContent(html);
    const found = await violationsCheckingContrastOnce(page, undefined, checked);
    return found.filter((violation) => violation.rule === 'color-contrast').flatMap((violation) => violation.nodes);
  };

  it('reads text drawn in a new way on a later page, and not text drawn as before', async () => {
    const checked = new Set<string>();
    expect(await contrastFaults(template(''), checked)).toEqual([]);
    const looks = checked.size;
    expect(looks).toBeGreaterThan(0);
    // Other words in the same places: nothing new to read.
    expect(await contrastFaults(template('', 'Another model'), checked)).toEqual([]);
    expect(checked.size).toBe(looks);
    // Pale grey on white, as a badge only some pages show might be; still found on the next such page.
    const badge = '<p id="badge" class="badge" style="color:#ccc">Archived</p>';
    expect((await contrastFaults(template(badge), checked)).map((node) => node.target)).toEqual(['#badge']);
    expect((await contrastFaults(template(badge, 'Another model'), checked)).map((node) => node.target)).toEqual([
      '#badge',
    ]);
    // The same classes in the same place on another background (a striped row): another look.
    const striped = await contrastFaults(template('', 'First model', 'tr:nth-child(2) { background: #333 }'), checked);
    expect(striped.map((node) => node.target)).toEqual(['#second']);
  });
});

describe("the every-URL sweep's drawing of a URL", () => {
  // The sweep writes each URL's HTML into one document that holds axe-core, where a navigation would
  // make a new document per URL: axe must find the same page either way.
  /** A page of its own that refuses what the sweep's tabs refuse, closed when the test ends. */
  const pageAsTheSweepOpens = async () => {
    const { context, page } = await openPage(browser());
    onTestFinished(() => context.close());
    await refusePicturesAndScripts(page);
    return page;
  };
  /** Every rule's outcome and how many elements it covers, and what axe reads of the document itself. */
  const whatAxeSees = (page: Page) =>
    withinStep(
      'axe-core',
      page.evaluate(async () => {
        const { axe } = window as unknown as {
          axe: { run(context: Document, options: object): Promise<Record<string, { id: string; nodes: unknown[] }[]>> };
        };
        const results = await axe.run(document, { rules: { 'target-size': { enabled: true } } });
        const outcomes = ['violations', 'passes', 'incomplete', 'inapplicable'].flatMap((outcome) =>
          (results[outcome] ?? []).map(({ id, nodes }) => `${outcome} ${id} ${nodes.length}`),
        );
        return {
          url: location.href,
          title: document.title,
          lang: document.documentElement.lang,
          body: document.body.outerHTML,
          outcomes: outcomes.sort(),
        };
      }),
    );

  it.each(['/product/plato', '/en/news', '/career/vacancies', '/en/services/lighting-calculator'])(
    'gives axe what a navigation to %s gives it',
    async (path) => {
      const page = await pageAsTheSweepOpens();
      await page.goto(`${site}${path}`);
      await page.evaluate(axeSource);
      const navigated = await whatAxeSees(page);

      await page.goto(`${site}/en/about`);
      await page.evaluate(axeSource);
      expect(await drawAsSent(page, path)).toEqual({ status: 200, redirected: false });
      const drawn = await whatAxeSees(page);
      expect(drawn).toEqual(navigated);
    },
  );

  it('reports the status and redirect of what it was sent', async () => {
    const page = await pageAsTheSweepOpens();
    await page.goto(`${site}/en`);
    expect(await drawAsSent(page, '/en/no-such-page')).toEqual({ status: 404, redirected: false });
  });
});

describe("the every-URL sweep's shape of a page", () => {
  // The sweep runs axe on one page of each shape: pages that differ only in words, addresses and
  // numbers of identical rows share one; anything an axe rule reads gives another.
  const template = ({
    rows = ['PLATO 25', 'PLATO 40'],
    link = 'All models',
    label = 'models-title',
    id = 'models-title',
    colour = '#555',
    alt = 'A luminaire',
  } = {}) =>
    `<!doctype html><html lang="en"><head><title>${rows[0] ?? ''}</title></head><body><main>
    <h1>${rows[0] ?? ''}</h1><img src="/upload/images/${rows[0] ?? ''}.webp" alt="${alt}" style="background-color:#123">
    <section aria-labelledby="${label}"><h2 id="${id}">Models</h2>
    <table><tbody>${rows.map((row) => `<tr><td style="color:${colour}">${row}</td></tr>`).join('')}</tbody></table>
    <a href="/product/${rows[0] ?? ''}">${link}</a></section></main></body></html>`;
  const shapeOf = async (html: string) => {
    const page = await tab({ viewport: viewports.desktop });
    // Served by the test, on the site's origin: a start page that lets the tab fetch, and the page.
    await page.route(`${site}/shape-test/*`, (route) =>
      route.fulfill({
        body: route.request().url().endsWith('/start') ? '<!doctype html>' : html,
        contentType: 'text/html',
      }),
    );
    await page.goto(`${site}/shape-test/start`);
    const fetched = await fetchAsSent(page, '/shape-test/page');
    await page.unrouteAll();
    expect(fetched.status).toBe(200);
    return fetched.shape;
  };

  it('is the same for other words, addresses and numbers of identical rows', async () => {
    const shape = await shapeOf(template());
    expect(await shapeOf(template({ rows: ['LINEA 60', 'LINEA 90', 'LINEA 120', 'LINEA 150'], alt: 'Another' }))).toBe(
      shape,
    );
  });

  it('differs for what axe reads: a name gone, an id missing or twice, a colour, a heading level, one row for many', async () => {
    const shape = await shapeOf(template());
    const others = [
      template({ link: '' }),
      template({ alt: '' }),
      template({ label: 'no-such-title' }),
      template({ colour: '#ccc' }),
      template({ rows: ['PLATO 25'] }),
      template().replace('<h2 id="models-title">Models</h2>', '<h3 id="models-title">Models</h3>'),
      template().replace('<h2 id="models-title">', '<h2 id="models-title"><span id="models-title"></span>'),
    ];
    const shapes: string[] = [];
    for (const html of others) shapes.push(await shapeOf(html));
    expect(new Set([shape, ...shapes]).size).toBe(others.length + 1);
  });
});

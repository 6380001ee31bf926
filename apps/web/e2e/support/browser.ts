import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Frame,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';

/**
 * Debian's Chromium headless shell (`apt-get install chromium-headless-shell`): the same engine
 * without the browser's windowing code, about twice as quick to open a tab and draw a page on a
 * two-core machine. Debian's full Chromium where the shell is not installed; CHROMIUM_PATH points
 * elsewhere.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

export const phone = { width: 375, height: 812 } as const;
export const desktop = { width: 1440, height: 900 } as const;
export const viewports = { phone, desktop } as const;
export type ViewportName = keyof typeof viewports;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** One Chromium for the spec file: launched before its tests, closed after them. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('sharedBrowser(): the browser is not launched yet');
    return browser;
  };
}

/** A window property that survives client-side navigation and is gone after a full page load. */
export const reloadMarker = {
  set: () => {
    (window as unknown as { __marker: number }).__marker = 1;
  },
  get: () => (window as unknown as { __marker?: number }).__marker,
};

/**
 * How long one step (a navigation, a wait, a click) may take: ample on a busy machine, and well
 * under a test's time, so that a step that never ends fails as itself, naming its line, rather
 * than as a test out of time.
 */
export const STEP_TIMEOUT_MS = 30_000;

/**
 * `work`, or a failure naming `what` once it has taken STEP_TIMEOUT_MS: for steps Playwright puts
 * no time limit on (a `page.evaluate` that awaits something in the page, a fetch from the test),
 * which would otherwise hang until the test's own time is up and fail without saying where.
 */
export async function withinStep<Result>(what: string, work: Promise<Result>): Promise<Result> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what}: not done after ${STEP_TIMEOUT_MS / 1000} s`));
    }, STEP_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A fresh context (no cookies, no storage) with one page, at a viewport. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions & { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: desktop, ...options });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  return { context, page };
}

/** What a shared tab is opened with: its size, and whether the site's scripts run. */
export interface TabOptions {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
}

// The events tests listen to: their listeners go when the test ends.
const testEvents = [
  'console',
  'pageerror',
  'request',
  'requestfinished',
  'requestfailed',
  'response',
  'dialog',
] as const;

/**
 * Tabs the file's tests share, one per set of options, each in a context of its own: a page opened
 * in a tab already on the site costs about a third of one opened in a fresh context (its renderer
 * process, script engine and caches are warm), and most tests only visit pages and act in them.
 * Each test starts with no cookies and no stored data, as in a fresh context; when it ends, the
 * listeners and routes it added go. A test that needs what a tab cannot undo (a clock, an init
 * script, an empty HTTP cache, a context option) opens its own (`openPage`).
 */
export function sharedTabs(browser: () => Browser): (options?: TabOptions) => Promise<Page> {
  const tabs = new Map<string, Page>();
  afterAll(async () => {
    for (const page of tabs.values()) await page.context().close();
  });
  return async ({ viewport = desktop, javaScriptEnabled = true } = {}) => {
    const key = `${viewport.width}x${viewport.height} ${javaScriptEnabled}`;
    let page = tabs.get(key);
    if (!page || page.isClosed()) {
      const context = await browser().newContext({ viewport, javaScriptEnabled });
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      page = await context.newPage();
      tabs.set(key, page);
    }
    const tab = page;
    const origins = new Set<string>();
    const noteOrigin = (frame: Frame) => {
      if (frame === tab.mainFrame() && frame.url().startsWith('http')) origins.add(new URL(frame.url()).origin);
    };
    tab.on('framenavigated', noteOrigin);
    onTestFinished(async () => {
      tab.off('framenavigated', noteOrigin);
      // A test that closed the tab leaves nothing to clear: the next one opens another.
      if (tab.isClosed()) return;
      try {
        await reset(tab, viewport, javaScriptEnabled, origins);
      } catch (error) {
        // A tab that cannot be put back (its page crashed, the site it was on is gone) is not
        // handed on: the next test gets a new one.
        tabs.delete(key);
        await tab.context().close();
        throw error;
      }
    });
    return tab;
  };
}

/** Puts a shared tab back as a fresh context has it: what a test added, set or stored goes. */
async function reset(
  tab: Page,
  viewport: { width: number; height: number },
  javaScriptEnabled: boolean,
  origins: Set<string>,
): Promise<void> {
  for (const event of testEvents) tab.removeAllListeners(event);
  await tab.unrouteAll({ behavior: 'ignoreErrors' });
  if (tab.viewportSize()?.width !== viewport.width || tab.viewportSize()?.height !== viewport.height)
    await tab.setViewportSize(viewport);
  // The pointer where a fresh tab has it: left over a link, it would draw the next page's link hovered.
  await tab.mouse.move(0, 0);
  // Off the page first, so that nothing it runs writes again what is cleared below: to a document
  // of the same origin that runs nothing (another origin would cost the tab its warm process).
  const origin = new URL(tab.url()).origin;
  if (origin.startsWith('http')) {
    await tab.goto(`${origin}/robots.txt`);
    if (javaScriptEnabled)
      await tab.evaluate(() => {
        sessionStorage.clear();
      });
  }
  await tab.context().clearCookies();
  const session = await tab.context().newCDPSession(tab);
  for (const each of origins) await session.send('Storage.clearDataForOrigin', { origin: each, storageTypes: 'all' });
  await session.detach();
}

/**
 * What the every-URL sweep's tabs do not load, refused by the browser itself (a Playwright route
 * would stop each request for a round trip to this process, and turn the HTTP cache off):
 * - the pictures' bytes: axe reads the markup, not the pixels (alt texts, names, contrast of text
 *   on its own colours), and a fresh content API does not draw 1 200 pages' worth;
 * - the scripts: each URL is checked as the server sends it. What differs from URL to URL is the
 *   content in that HTML, and hydration, the most costly part of a visit here, changes none of
 *   it. Every kind of page is checked hydrated, at both sizes and in its states, by the browser
 *   suite (each section's spec and accessibility.test.ts).
 * It holds for the page's life: for a page of its own, not a shared tab.
 */
export async function refusePicturesAndScripts(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setBlockedURLs', { urls: ['*/upload/images/*', '*/assets/*.js'] });
}

/** Console errors and uncaught page errors seen by a page, for "nothing went wrong" checks. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => {
    errors.push(`pageerror: ${error.message}`);
  });
  return errors;
}

/**
 * Follows the page's requests from now on (call before opening it). `settled()` resolves once its
 * fonts are loaded and no request it has made is still open: what a page loads late (fonts,
 * images, code that follows its first script) has loaded or failed, and said so, by then.
 */
export function followRequests(page: Page): { settled(): Promise<void> } {
  const open = new Set<Request>();
  let onIdle = () => {};
  const close = (request: Request) => {
    open.delete(request);
    if (open.size === 0) onIdle();
  };
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', close);
  page.on('requestfailed', close);
  return {
    async settled() {
      // Fonts are asked for as text is laid out; a round trip also delivers every request event
      // the page sent before it.
      await withinStep(
        'loading the fonts',
        page.evaluate(async () => {
          await document.fonts.ready;
        }),
      );
      while (open.size > 0) {
        await withinStep(
          `waiting for ${[...open].map((request) => request.url()).join(', ')}`,
          new Promise<void>((resolve) => {
            onIdle = resolve;
          }),
        );
      }
      // Console messages about the last of them arrive before this answer does.
      await page.evaluate(() => undefined);
    },
  };
}

/**
 * Resolves once React has hydrated the frame: hydrated elements carry React's props, so the
 * header's buttons answer clicks. Then lets the scheduler run once more, so mount effects
 * (cookie notice timer, favourites count) have run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector('header button');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // MessageChannel, like React's scheduler, and unlike timers not faked by page.clock.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          resolve();
        };
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Resolves once the first element matching `selector` has hydrated: for parts whose code follows
 * the page's first script (islands marked `visible`, src/app/islands), which answer clicks only from then on.
 */
export async function waitForHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

/** Opens a URL of the site and waits for hydration. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** A link as content would carry it: Vike's router takes over clicks on any same-site anchor. */
export async function addContentLink(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = target;
    link.id = 'content-link';
    document.querySelector('main')?.prepend(link);
  }, href);
}

/**
 * Holds every script of the site until released: the page is drawn and stays the server's HTML,
 * none of its code has run (what a visitor on a slow connection does before the scripts come).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `url` in a fresh context with every script held (`holdScripts`); `release` lets them come. */
export async function openHeld(
  browser: Browser,
  url: string,
  options: BrowserContextOptions & { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page; release: () => void }> {
  const { context, page } = await openPage(browser, options);
  return { context, page, release: await gotoHeld(page, url) };
}

/** Goes to `url` in `page` with every script held (`holdScripts`); the answer lets them come. */
export async function gotoHeld(page: Page, url: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  return release;
}

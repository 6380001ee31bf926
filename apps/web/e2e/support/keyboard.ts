import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, phone, sharedBrowser, waitForHydration, withinStep } from './browser';
import { reflowFaults } from './reflow';

/** One Tab stop of a keyboard walk, and what is wrong with it (nothing: it passed). */
export interface TabStop {
  /** A short description a fix can start from: tag, id or class, text or label. */
  element: string;
  faults: string[];
  /** Where it is drawn on the page (not the viewport), or null inside the fixed header or a sticky bar. */
  onPage: { left: number; top: number; right: number; bottom: number } | null;
}

// A pixel counts as changed when one of its channels moved this much (of 255): anti-aliasing
// stays below it, a focus ring in any of the site's colours is far above it.
const changedChannel = 48;

const rawPixels = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });

/** Pixels that differ between two same-sized PNG screenshots. */
async function changedPixels(before: Buffer, after: Buffer): Promise<number> {
  const [a, b] = await Promise.all([rawPixels(before), rawPixels(after)]);
  if (a.info.width !== b.info.width || a.info.height !== b.info.height) return Number.POSITIVE_INFINITY;
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 3) {
    const moved = Math.max(
      Math.abs(a.data[i]! - b.data[i]!),
      Math.abs(a.data[i + 1]! - b.data[i + 1]!),
      Math.abs(a.data[i + 2]! - b.data[i + 2]!),
    );
    if (moved >= changedChannel) changed += 1;
  }
  return changed;
}

interface FocusedBox {
  element: string;
  /** Elements that share it are styled alike: tag, classes, parent's classes. */
  styleKey: string;
  /** In the site's frame (header, footer, cookie notice): the same on every page. */
  inFrame: boolean;
  /** Whether this element was a stop already (the walk came round). */
  seen: boolean;
  /** The focused element's box, or its label's when the element itself is visually hidden. */
  box: { x: number; y: number; width: number; height: number };
  /** What covers the middle of the visible part of that box, if something other than the element does. */
  coveredBy: string | null;
  /** The element is not in the viewport at all. */
  offscreen: boolean;
  /** It sits in something fixed or sticky, whose place on the page moves as the page scrolls. */
  pinned: boolean;
  scroll: { x: number; y: number };
}

/** Marks and describes the focused element, and checks whether anything (the fixed header) covers it. */
function readFocused(): FocusedBox | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const walked = element as HTMLElement & { walkedByTab?: boolean };
  const seen = walked.walkedByTab === true;
  walked.walkedByTab = true;
  (window as unknown as { tabStop: HTMLElement }).tabStop = element;
  const describe = (node: Element) => {
    const label = node.getAttribute('aria-label') ?? node.textContent.replace(/\s+/g, ' ').trim().slice(0, 40);
    const name = node.id ? `#${node.id}` : node.classList[0] ? `.${node.classList[0]}` : '';
    return `<${node.tagName.toLowerCase()}${name}> "${label}"`;
  };
  // A visually hidden control (a file input under its button, a native box under a drawn one)
  // shows its focus on what draws it: the element after it, its label, or its parent.
  const hasBox = (node: Element | null | undefined): boolean => {
    const rect = node?.getBoundingClientRect();
    return rect !== undefined && rect.width >= 4 && rect.height >= 4;
  };
  let shown: Element = element;
  if (!hasBox(element)) {
    const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
    shown = [element.nextElementSibling, label].find(hasBox) ?? element;
    while (!hasBox(shown) && shown.parentElement) shown = shown.parentElement;
  }
  const rect = shown.getBoundingClientRect();
  const left = Math.max(rect.left, 0);
  const right = Math.min(rect.right, window.innerWidth);
  const top = Math.max(rect.top, 0);
  const bottom = Math.min(rect.bottom, window.innerHeight);
  const offscreen = right <= left || bottom <= top;
  let coveredBy: string | null = null;
  if (!offscreen) {
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    const ownHit = hit !== null && (shown.contains(hit) || hit.contains(shown) || element.contains(hit));
    if (!ownHit) coveredBy = hit ? describe(hit) : 'nothing (outside the page)';
  }
  let pinned = false;
  for (let node: Element | null = shown; node && !pinned; node = node.parentElement) {
    pinned = ['fixed', 'sticky'].includes(getComputedStyle(node).position);
  }
  // What the focus is drawn on: the nearest background that is not transparent.
  let background = '';
  for (let node: Element | null = shown; node && !background; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') background = color;
  }
  return {
    element: describe(element),
    styleKey: `${element.tagName} ${element.className} < ${element.parentElement?.className ?? ''} on ${background}`,
    inFrame: element.closest('#site-header, #root > footer, [data-island="cookie-banner"]') !== null,
    seen,
    box: { x: rect.left, y: rect.top, width: rect.width, height: rect.height },
    coveredBy,
    offscreen,
    pinned,
    scroll: { x: window.scrollX, y: window.scrollY },
  };
}

/**
 * The focused element's box grown by room for an outline and its offset, kept inside the viewport,
 * in the page's coordinates (the viewport's plus the scroll), as the protocol's clip is read: a clip
 * in the viewport's own would capture somewhere else once the page has scrolled.
 */
function ringClip(viewport: { width: number; height: number }, { box, scroll }: Pick<FocusedBox, 'box' | 'scroll'>) {
  const margin = 6;
  const x = Math.max(0, Math.floor(box.x - margin));
  const y = Math.max(0, Math.floor(box.y - margin));
  const right = Math.min(viewport.width, Math.ceil(box.x + box.width + margin));
  const bottom = Math.min(viewport.height, Math.ceil(box.y + box.height + margin));
  return { x: x + scroll.x, y: y + scroll.y, width: Math.max(1, right - x), height: Math.max(1, bottom - y), scale: 1 };
}

/**
 * How many pixels around an element change when it takes focus, and how many its focus indicator
 * must change to be seen (half its perimeter, as the walk asks): for a state the walk does not
 * reach, such as a field marked wrong after a failed submit.
 */
export async function focusChange(page: Page, element: Locator): Promise<{ changed: number; needed: number }> {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; caret-color: transparent !important; }',
  });
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) throw new Error('focusChange(): the element is not drawn');
  const margin = 6;
  const clip = { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
  await element.focus();
  const focused = await page.screenshot({ clip });
  await element.blur();
  const blurred = await page.screenshot({ clip });
  return {
    changed: await changedPixels(focused, blurred),
    needed: Math.max(24, Math.round(box.width + box.height)),
  };
}

// A page longer than this is a fault of its own: nobody tabs through it.
const maxStops = 500;

/**
 * Presses Tab from the top of the page until focus leaves the page or comes back to a stop already
 * seen, and checks each stop as a keyboard user sees it: the stop looks different focused than
 * unfocused (screenshots of it and its surroundings, the whole viewport when the indicator is drawn
 * further out, e.g. on the card a link stretches over), by at least half its perimeter's worth of
 * pixels; and nothing covers it. `frameCompared` carries the frame's comparisons from one walk to
 * the next at the same size: the header and footer are the same on every page, so their focus is
 * compared where they are first walked on each background, and placed and uncovered on every page.
 */
export async function walkTabStops(page: Page, frameCompared = new Map<string, number>()): Promise<TabStop[]> {
  // Transitions would be caught half-way and a caret blinks: the states compared are the ends.
  await page.addStyleTag({
    content:
      '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }',
  });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  // Straight to the DevTools protocol: a clipped capture takes milliseconds, where Playwright's
  // screenshot first restyles the page to hide carets and settle animations. Encoded for speed:
  // the pixels are the same, the PNG only larger (the keyboard walk's browser CPU 141 → 117 s).
  const cdp = await page.context().newCDPSession(page);
  const viewport = page.viewportSize()!;
  const capture = async (clip?: ReturnType<typeof ringClip>) => {
    // The protocol call has no time limit of its own: a page that draws no frame would hold it.
    const { data } = await withinStep(
      'a screenshot of the focus',
      cdp.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true, ...(clip ? { clip } : {}) }),
    );
    return Buffer.from(data, 'base64');
  };
  const setFocus = (on: boolean) =>
    page.evaluate((focus) => {
      const element = (window as unknown as { tabStop: HTMLElement }).tabStop;
      if (focus) element.focus({ preventScroll: true });
      else element.blur();
    }, on);
  const compare = async (clip?: ReturnType<typeof ringClip>) => {
    const shown = await capture(clip);
    await setFocus(false);
    const hidden = await capture(clip);
    await setFocus(true);
    return changedPixels(shown, hidden);
  };

  const stops: TabStop[] = [];
  // Alike elements (a menu's links, a grid's cards) are compared twice, not each: their focus is
  // drawn by the same rules. Where each sits is still checked for every one.
  const comparedAlike = new Map<string, number>();
  for (;;) {
    if (stops.length === maxStops) {
      stops.push({ element: 'the page', faults: [`has more than ${maxStops} Tab stops`], onPage: null });
      break;
    }
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(readFocused);
    if (!focused || focused.seen) break;
    const faults: string[] = [];
    if (focused.offscreen) faults.push('is outside the viewport when focused');
    if (focused.coveredBy) faults.push(`is covered by ${focused.coveredBy}`);
    const compared = focused.inFrame ? frameCompared : comparedAlike;
    const alike = compared.get(focused.styleKey) ?? 0;
    if (!focused.offscreen && alike < 2) {
      compared.set(focused.styleKey, alike + 1);
      const clip = ringClip(viewport, focused);
      const needed = Math.max(
        24,
        Math.round(Math.min(focused.box.width, clip.width) + Math.min(focused.box.height, clip.height)),
      );
      let changed = await compare(clip);
      if (changed < needed) changed = Math.max(changed, await compare());
      if (changed < needed)
        faults.push(`shows no visible focus indicator (${changed} pixels change on focus, at least ${needed} wanted)`);
    }
    const { box, scroll } = focused;
    stops.push({
      element: focused.element,
      faults,
      onPage: focused.pinned
        ? null
        : {
            left: box.x + scroll.x,
            top: box.y + scroll.y,
            right: box.x + scroll.x + box.width,
            bottom: box.y + scroll.y + box.height,
          },
    });
  }
  await cdp.detach();
  return stops;
}

// Less than this apart is the same line or column: boxes of one row differ by their padding.
const orderSlack = 8;

/**
 * Focus order against reading order (WCAG 2.4.3, 1.3.2): the page is read left to right and top to
 * bottom, in columns where it has them, so the next stop may lie further down, or up in a column to
 * the right — but not above the one before in its own column or one to the left, which is where
 * CSS that draws content out of its order (flex `order`, grid placement) sends focus back. Stops in
 * the fixed header or a sticky bar are left out: their place on the page moves with the scroll.
 */
export function focusOrderFaults(stops: TabStop[]): string[] {
  const faults: string[] = [];
  let previous: { stop: TabStop; index: number } | null = null;
  for (const [index, stop] of stops.entries()) {
    if (!stop.onPage) continue;
    const before = previous?.stop.onPage;
    if (
      previous &&
      before &&
      stop.onPage.bottom <= before.top - orderSlack &&
      stop.onPage.left <= before.left + orderSlack
    ) {
      faults.push(
        `stop ${index + 1}: ${stop.element} comes after ${previous.stop.element} (stop ${previous.index + 1}) but is drawn above it, not in a column to its right`,
      );
    }
    previous = { stop, index };
  }
  return faults;
}

/**
 * Walks each page at its size with the keyboard (walkTabStops), checks the order of its stops
 * (focusOrderFaults), then narrows it to 320 px (reflowFaults); fails on any stop at fault, on focus
 * going back against the reading order and on anything that scrolls sideways. `concurrent` walks
 * several pages at once, each in its own tab (a walk is one round trip after another, mostly
 * waiting for the frames its captures need), as many as the config's `maxConcurrency`: in the browser
 * suite two (its walk took 278 s one page at a time, 179 s two at a time, beside the other worker's
 * files), in the sweep five (155 s three at a time, 103 s five).
 */
export function describeKeyboardWalks(
  site: string,
  walks: (readonly ['desktop' | 'phone', string])[],
  { concurrent = false }: { concurrent?: boolean } = {},
): void {
  const browser = sharedBrowser();
  (concurrent ? describe.concurrent : describe)('keyboard walk', () => {
    const contexts = new Map<'desktop' | 'phone', BrowserContext>();
    const frameCompared = { desktop: new Map<string, number>(), phone: new Map<string, number>() };
    beforeAll(async () => {
      for (const [name, viewport] of [
        ['desktop', desktop],
        ['phone', phone],
      ] as const) {
        // Reduced motion: no smooth scrolling between a Tab and the screenshot.
        const context = await browser().newContext({ viewport, reducedMotion: 'reduce' });
        // A returning visitor who has not accepted the cookie notice: it shows at once, over the
        // bottom of the window, where it must not hide what takes focus — and its own button is a stop.
        await context.addCookies([{ name: 'cookieViewed', value: 'true', url: site }]);
        contexts.set(name, context);
      }
    });
    afterAll(async () => {
      for (const context of contexts.values()) await context.close();
    });

    it.each(walks)(
      'at %s size, every Tab stop on %s shows its focus uncovered, in reading order, and at 320 px it reflows',
      async (viewport, path) => {
        const page = await contexts.get(viewport)!.newPage();
        await page.goto(`${site}${path}`);
        await waitForHydration(page);
        // Every page but the not-found one has the notice.
        await page.waitForFunction(() => {
          const island = document.querySelector('[data-island="cookie-banner"]');
          return !island || island.querySelector('section') !== null;
        });
        const stops = await walkTabStops(page, frameCompared[viewport]);
        const reflow = await reflowFaults(page);
        await page.close();
        expect(stops.length).toBeGreaterThan(3);
        const faults = stops.flatMap((stop, index) =>
          stop.faults.map((fault) => `stop ${index + 1}: ${stop.element} ${fault}`),
        );
        expect([...faults, ...focusOrderFaults(stops), ...reflow]).toEqual([]);
      },
      180_000,
    );
  });
}

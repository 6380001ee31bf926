import type { Page } from 'playwright-core';

/**
 * What makes the page scroll sideways at its current width: elements reaching past the viewport's
 * right edge that no scroller of their own holds (a row of cards meant to scroll is not a fault).
 */
function sidewaysOverflow(): string[] {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width) return [];
  const held = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  return [...document.body.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > width + 1 && !held(element))
    .slice(0, 5)
    .map(
      (element) =>
        `<${element.tagName.toLowerCase()} class="${element.className}"> reaches ${Math.round(element.getBoundingClientRect().right)} px`,
    );
}

// WCAG 1.4.12's text spacing: what a reader's own style sheet may set.
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/**
 * Reflow (WCAG 1.4.10): at 320 CSS px wide — a 1280 px window at 400 % zoom — nothing makes the page
 * scroll sideways, with the page's own text spacing and with 1.4.12's.
 */
export async function reflowFaults(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 320, height: 640 });
  const faults = (await page.evaluate(sidewaysOverflow)).map((fault) => `at 320 px, ${fault}`);
  await page.addStyleTag({ content: textSpacing });
  faults.push(...(await page.evaluate(sidewaysOverflow)).map((fault) => `at 320 px with text spacing, ${fault}`));
  return faults;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { withinStep } from './browser';

/** axe-core's own script, for `violations` to evaluate, or for a context's init script (`addInitScript`). */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What axe checks: a CSS selector to check only that part, or the parts to leave out of the whole document. */
export type AxeScope = string | { exclude: string[] };

/** One axe-core rule broken on a page, reduced to what a fix needs. */
export interface Violation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  nodes: { target: string; summary: string | undefined }[];
}

/**
 * Resolves once every running animation and transition that has an end has reached it, so axe
 * reads final colours. Endless ones (none on the site today) are left running.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await withinStep(
    'waiting for animations to end',
    page.evaluate(async () => {
      const ending = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime),
        );
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    }),
  );
}

/**
 * axe-core's findings, reduced to what a fix needs: rule, impact, elements, what is wrong. `within`
 * a CSS selector checks only that part, for a state that changes nothing else of a page already
 * checked whole; `{ exclude }` checks the whole document but the parts already checked elsewhere.
 */
export async function violations(page: Page, within?: AxeScope): Promise<Violation[]> {
  // axe-core's own script, evaluated into the page as it is (a protocol call, outside the page's
  // CSP) once per document, unless the context's init script put it there already. The site has no frames, so axe runs once in the page itself: its
  // Playwright wrapper's per-frame injection and result merging cost about as much as the run.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Something that starts moving while axe reads the page (the cookie notice, 5 s after load, on a
  // machine slow enough to reach that moment) is read mid-fade: read again once it has settled.
  for (let attempt = 1; ; attempt += 1) {
    await animationsSettled(page);
    const { found, moving } = await withinStep(
      'axe-core',
      page.evaluate(async (scope) => {
        const { axe } = window as unknown as {
          axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
        };
        const context: ElementContext =
          scope === undefined
            ? document
            : typeof scope === 'string'
              ? { include: [[scope]] }
              : { exclude: scope.exclude.map((selector) => [selector]) };
        // WCAG 2.2's target size (2.5.8), off in axe-core by default, is part of the level the site meets.
        // Only violations are read: axe then lists one element per passed rule, not each, which is faster.
        let started = 0;
        const noteStart = () => (started += 1);
        for (const type of ['animationstart', 'transitionrun']) document.addEventListener(type, noteStart, true);
        const results = await axe.run(context, {
          rules: { 'target-size': { enabled: true } },
          resultTypes: ['violations'],
        });
        for (const type of ['animationstart', 'transitionrun']) document.removeEventListener(type, noteStart, true);
        return { found: results.violations, moving: started > 0 };
      }, within),
    );
    if (!moving || attempt === 3) return reduced(found);
  }
}

/**
 * `violations`, for a run over many pages built from the same templates (the every-URL sweep):
 * axe's colour-contrast rule, about half its time on a page, checks only the text whose look has not
 * been checked on an earlier page. A text's contrast follows from its computed colour, size, weight,
 * shadow and opacity, the background it is drawn on and where it sits (its ancestors' tags, classes
 * and inline styles): `contrastChecked` holds those of the texts already found fine, and gains
 * this page's when they pass. Every other rule runs on the whole page, as `violations` does.
 */
export async function violationsCheckingContrastOnce(
  page: Page,
  scope: { exclude: string[] } | undefined,
  contrastChecked: Set<string>,
): Promise<Violation[]> {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { found, looks } = await withinStep(
    'axe-core',
    page.evaluate(
      async ({ exclude, checked }) => {
        const { axe } = window as unknown as {
          axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
        };
        const excluded = exclude.flatMap((selector) => [...document.querySelectorAll(selector)]);
        const place = new Map<Element, string>();
        const placeOf = (element: Element | null): string => {
          if (!element) return '';
          let known = place.get(element);
          if (known === undefined) {
            known = `${placeOf(element.parentElement)}>${element.tagName}.${element.getAttribute('class') ?? ''}${element.getAttribute('style') ?? ''}`;
            place.set(element, known);
          }
          return known;
        };
        const lookOf = (element: Element): string => {
          const style = getComputedStyle(element);
          let opacity = 1;
          let background = '';
          for (let node: Element | null = element; node; node = node.parentElement) {
            const own = getComputedStyle(node);
            opacity *= Number(own.opacity);
            if (!background) {
              if (own.backgroundImage !== 'none') background = `image ${own.backgroundImage}`;
              else if (own.backgroundColor !== 'rgba(0, 0, 0, 0)' && own.backgroundColor !== 'transparent')
                background = own.backgroundColor;
            }
          }
          const look = [
            style.color,
            style.fontSize,
            style.fontWeight,
            style.textShadow,
            opacity,
            background,
            placeOf(element),
          ].join('|');
          // cyrb53: a short name for the look, so that thousands of them cross to this process cheaply.
          let h1 = 0xdeadbeef;
          let h2 = 0x41c6ce57;
          for (let i = 0; i < look.length; i++) {
            const code = look.charCodeAt(i);
            h1 = Math.imul(h1 ^ code, 2654435761);
            h2 = Math.imul(h2 ^ code, 1597334677);
          }
          h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
          h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
          return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
        };
        // What the rule reads: elements with text of their own, and form fields (their values and placeholders).
        const texts = new Set<Element>(document.querySelectorAll('input, select, textarea'));
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement && node.textContent?.trim()) texts.add(node.parentElement);
        }
        const known = new Set(checked);
        const fresh = new Map<string, Element>();
        for (const element of texts) {
          if (excluded.some((part) => part.contains(element))) continue;
          const look = lookOf(element);
          if (!known.has(look) && !fresh.has(look)) fresh.set(look, element);
        }
        const context: ElementContext =
          exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document;
        const rest = await axe.run(context, {
          rules: { 'target-size': { enabled: true }, 'color-contrast': { enabled: false } },
          resultTypes: ['violations'],
        });
        const contrast =
          fresh.size === 0
            ? []
            : (
                await axe.run(
                  { include: [...fresh.values()] },
                  {
                    runOnly: { type: 'rule', values: ['color-contrast'] },
                    resultTypes: ['violations'],
                  },
                )
              ).violations;
        return { found: [...rest.violations, ...contrast], looks: contrast.length === 0 ? [...fresh.keys()] : [] };
      },
      { exclude: scope?.exclude ?? [], checked: [...contrastChecked] },
    ),
  );
  for (const look of looks) contrastChecked.add(look);
  return reduced(found);
}

/** axe-core's findings, reduced to what a fix needs: rule, impact, elements, what is wrong. */
function reduced(found: AxeResults['violations']): Violation[] {
  return found.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary })),
  }));
}

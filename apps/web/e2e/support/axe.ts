import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

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
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime),
      );
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * axe-core's findings, reduced to what a fix needs: rule, impact, elements, what is wrong. `within`
 * a CSS selector checks only that part, for a state that changes nothing else of a page already
 * checked whole; `{ exclude }` checks the whole document but the parts already checked elsewhere.
 */
export async function violations(page: Page, within?: AxeScope): Promise<Violation[]> {
  await animationsSettled(page);
  // axe-core's own script, evaluated into the page as it is (a protocol call, outside the page's
  // CSP) once per document, unless the context's init script put it there already. The site has no frames, so axe runs once in the page itself: its
  // Playwright wrapper's per-frame injection and result merging cost about as much as the run.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // WCAG 2.2's target size (2.5.8), off in axe-core by default, is part of the level the site meets.
  // Only violations are read: axe then lists one element per passed rule, not each, which is faster.
  const found = await page.evaluate(async (scope) => {
    const { axe } = window as unknown as {
      axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
    };
    const context: ElementContext =
      scope === undefined
        ? document
        : typeof scope === 'string'
          ? { include: [[scope]] }
          : { exclude: scope.exclude.map((selector) => [selector]) };
    const results = await axe.run(context, {
      rules: { 'target-size': { enabled: true } },
      resultTypes: ['violations'],
    });
    return results.violations;
  }, within);
  return found.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary })),
  }));
}

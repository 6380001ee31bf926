import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

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
 * (a CSS selector) checks only that part, for a state that changes nothing else of a page already
 * checked whole.
 */
export async function violations(page: Page, within?: string): Promise<Violation[]> {
  await animationsSettled(page);
  // The site has no frames: axe runs once in the page itself, without the blank page its
  // cross-frame mode opens to merge results, which about doubles the time of every run.
  // WCAG 2.2's target size (2.5.8), off in axe-core by default, is part of the level the site meets.
  // Only violations are read: axe then lists one element per passed rule, not each, which is faster.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary })),
  }));
}

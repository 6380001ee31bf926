import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core's findings, reduced to what a fix needs: rule, impact, elements, what is wrong. */
export async function violations(page: Page) {
  // Animations and transitions are settled before axe reads colours.
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary })),
  }));
}

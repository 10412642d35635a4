/** What axe finds on the page that blocks someone (serious or critical), one line each with where. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * `contrastOnly`: only the colour contrast rule, the one a colour scheme changes; a screen
 * walked whole in one scheme needs no second whole walk in the other (axe is the slowest
 * part of the end-to-end suite).
 */
export async function blockingViolations(page: Page, { contrastOnly = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (contrastOnly ? builder.withRules(['color-contrast']) : builder).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

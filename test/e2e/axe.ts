/** What axe finds on the page that blocks someone (serious or critical), one line each with where. */
import type { Page } from '@playwright/test';
import axe from 'axe-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * `contrastOnly`: only the colour contrast rule, the one a colour scheme changes; a screen
 * walked whole in one scheme needs no second whole walk in the other (axe is the slowest
 * part of the end-to-end suite).
 *
 * Axe runs in the page itself, put there once per document: the screens are one page
 * whose routes change, and our pages have no frames. `@axe-core/playwright` injects
 * axe's half a megabyte again on every check and finishes each run in a new blank page,
 * which was most of a check's time.
 */
export async function blockingViolations(page: Page, { contrastOnly = false } = {}): Promise<string[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    contrastOnly ? { runOnly: { type: 'rule' as const, values: ['color-contrast'] } } : {},
  );
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

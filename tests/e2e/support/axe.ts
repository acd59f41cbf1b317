/**
 * axe-core as every journey uses it: WCAG 2.0, 2.1 and 2.2 A and AA rules (2.2 adds target size,
 * decision 092), serious or critical violations only. tests/e2e/wcag.e2e.ts reports every impact.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The serious or critical violations on the page as it is now (or inside `include`), one line each:
 * rule, impact, help and up to four elements.
 * - Legacy mode: axe runs in the page itself. The default mode opens a second, blank page in the
 *   context to merge the results of each frame, and loads axe into it again; our pages have one
 *   frame, and that second page made each audit 2–3 times as slow on this host (decision 068).
 * - Only violations are listed in full (`resultTypes`), not every element that passed.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  expect(page.frames(), 'axe in legacy mode sees one frame').toHaveLength(1);
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(' | ')}`,
    );
}

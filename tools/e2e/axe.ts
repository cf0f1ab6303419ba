import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What the accessibility checks hold the app to: WCAG 2.0/2.1/2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The violations axe finds on the page as it is, one line per rule with the elements it names
 * (empty when there are none). Set A11Y_DEBUG to also print what axe could not decide (incomplete).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours read mid-transition (a button turning from disabled to enabled) are neither state's.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const settle = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([settle, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  // Legacy mode: axe.run in the page itself. The default runs each frame's part, then opens a blank
  // page of the context to finish there (a page and a second copy of axe per check, ~40 % of a
  // walk's axe time); the app has no frames for that to matter.
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  // axe really analysed a screen: it could run its rules on it (not an empty or blank page).
  expect(results.passes.length, `${results.url}: rules axe could check`).toBeGreaterThan(10);
  const nodes = (list: { target: unknown[]; failureSummary?: string }[]) =>
    list
      .slice(0, 5)
      .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ')}]` : ''}`)
      .join('; ') + (list.length > 5 ? ` … and ${list.length - 5} more` : '');
  if (process.env.A11Y_DEBUG && results.incomplete.length > 0) {
    console.log(`${new URL(results.url).pathname}: incomplete: ${results.incomplete.map((rule) => `${rule.id}: ${nodes(rule.nodes)}`).join(' | ')}`);
  }
  return results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${nodes(violation.nodes)}`);
}

/** Soft: the test goes on (and lists every screen with violations), but fails. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  expect.soft(await axeViolations(page), `${what}: axe violations`).toEqual([]);
}

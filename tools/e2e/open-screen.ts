import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` and waits for its content: the screen's h1 shown, then no skeleton left (in that
 * order: before the screen renders at all there is no skeleton either). `check` is `expect`, or
 * `expect.soft` for a walk that lists every route that fails.
 */
export async function openScreen(page: Page, path: string, check: typeof expect | typeof expect.soft = expect): Promise<void> {
  await page.goto(path);
  await check(page.getByRole('heading', { level: 1 }).first(), `${path}: no h1`).toBeVisible({ timeout: 15_000 });
  await check(page.locator('[aria-busy="true"]'), `${path}: still loading`).toHaveCount(0, { timeout: 15_000 });
}

import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` and waits for its content: the screen's h1 shown, then no skeleton left (in that
 * order: before the screen renders at all there is no skeleton either). `check` is `expect`, or
 * `expect.soft` for a walk that lists every route that fails.
 */
export async function openScreen(page: Page, path: string, check: typeof expect | typeof expect.soft = expect): Promise<void> {
  await page.goto(path);
  await screenLoaded(page, check, path);
}

/** The screen on view has its content: its h1 shown, then no skeleton left (see openScreen). */
export async function screenLoaded(page: Page, check: typeof expect | typeof expect.soft = expect, what = new URL(page.url()).pathname): Promise<void> {
  await screenSettled(page);
  await check(page.getByRole('heading', { level: 1 }).first(), `${what}: no h1`).toBeVisible({ timeout: 15_000 });
  await check(page.locator('[aria-busy="true"]'), `${what}: still loading`).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Waits, checking every frame, until the page shows an h1 and no skeleton, for at most 15 s. The
 * assertions after it then pass on their first try: a web-first assertion that fails once polls
 * again after 20, 50, 100, 100 ms, then every 500 ms, which cost the route walk about half a
 * second a screen. A page that never settles is left to those assertions to report.
 */
async function screenSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const heading = document.querySelector('h1, [role="heading"][aria-level="1"]');
        return heading !== null && heading.getClientRects().length > 0 && document.querySelector('[aria-busy="true"]') === null;
      },
      null,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

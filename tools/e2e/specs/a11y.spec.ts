import { test, expect, type Page } from '../fixtures';
import { TEST_PHONES, signIn } from '../auth';
import { expectNoAxeViolations } from '../axe';
import { SIGNED_OUT_ROUTES, signedInRoutes } from '../routes';

/**
 * Axe finds nothing on any route of spec §2, in either brand. One page walks every route:
 * the sign-in and registration routes signed out, then (signed in on that same page) every route
 * the brand serves, parameterised ones with ids from the reference backend. Each screen is analysed
 * once its content is in (its h1 shown, no skeleton left). keyboard.spec.ts checks the screens
 * of a purchase with a full cart the same way.
 */

/**
 * Opens `path` and waits for its content: the screen's h1 shown, then no skeleton left (in that
 * order: before the screen renders at all there is no skeleton either).
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), `${path}: no h1`).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]'), `${path}: still loading`).toHaveCount(0, { timeout: 15_000 });
}

test.describe('accessibility', () => {
  // Every screen straight from the server: no service worker caching or updating underneath.
  test.use({ serviceWorkers: 'block' });

  test('axe finds no WCAG A/AA or best-practice violation on any route', async ({ page, brand }) => {
    test.setTimeout(420_000);
    const check = async (path: string) => {
      await test.step(path, async () => {
        await open(page, path);
        // Soft: one run lists every route with its violations, not only the first.
        await expectNoAxeViolations(page, path);
      });
    };

    for (const path of SIGNED_OUT_ROUTES) await check(path);

    // /is18 as the customer it is for: signed in, age not yet confirmed (signed out, it is /auth).
    await signIn(page, TEST_PHONES.notAgeVerified);
    await expect(page).toHaveURL(/\/is18/);
    await check('/is18');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth');

    await signIn(page, TEST_PHONES.ageVerified);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token, 'signed in').toBeTruthy();
    const routes = (await signedInRoutes(page.request, token ?? '', brand)).filter(
      (path) => !SIGNED_OUT_ROUTES.includes(path),
    );
    // The parameterised routes got real ids: a product, an active and an inactive exchange product.
    expect(routes.filter((path) => /^\/(shop\/[^/]+\/\d+|exchange\/product\/\w+\/\d+)$/.test(path))).toHaveLength(3);
    for (const path of routes) await check(path);
  });
});

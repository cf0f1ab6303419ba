import type { Browser } from '@playwright/test';
import { test, expect } from '../fixtures';
import { openScreen } from '../open-screen';
import { TEST_PHONES, signIn } from '../auth';
import { appUrl } from '../ports';
import { SIGNED_OUT_ROUTES, signedInRoutes } from '../routes';
import { expectNoAxeViolations } from '../axe';

/**
 * Every route of spec §2 that the brand serves opens after sign-in without an error screen, a 404
 * or a console error, and axe finds no WCAG A/AA or best-practice violation on it once its content
 * is in; the routes it does not serve are its 404 page. The route lists are in ../routes.ts; the
 * signed-out routes' axe check is a11y.spec.ts.
 */
const ERROR_TITLE = 'Щось пішло не так';
const NOT_FOUND_TITLE = 'Сторінку не знайдено';

let storageState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
let routes: string[] = [];

test.describe('route walk', () => {
  test.beforeAll(async ({ browser, brand }) => {
    // A sign-in and a dozen backend calls for the parameterised routes, once per worker.
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: appUrl(brand), serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, TEST_PHONES.ageVerified);
    storageState = await context.storageState();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token, 'signed in').toBeTruthy();
    // The sign-in flow's routes are a11y.spec.ts's (signed out): signed in, they move the customer on.
    routes = (await signedInRoutes(context.request, token ?? '', brand)).filter((path) => !SIGNED_OUT_ROUTES.includes(path));
    // The parameterised routes got real ids: a product, an active and an inactive exchange product.
    expect(routes.filter((path) => /^\/(shop\/[^/]+\/\d+|exchange\/product\/\w+\/\d+)$/.test(path))).toHaveLength(3);
    await context.close();
  });

  // The walk is cut in parts that run side by side (each worker signs in once, in beforeAll):
  // one page load and one axe analysis per route, about 70 routes a brand.
  const PARTS = 4;
  for (let part = 0; part < PARTS; part += 1) {
    test(`every route the brand serves opens without an error screen, and axe finds nothing on it (part ${part + 1} of ${PARTS})`, async ({ browser, brand }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ baseURL: appUrl(brand), storageState, serviceWorkers: 'block' });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`${new URL(page.url()).pathname}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${new URL(page.url()).pathname}: ${message.text()}`);
      });
      const mine = routes.filter((_, index) => index % PARTS === part);
      expect(mine.length, 'routes of this part').toBeGreaterThan(5);

      // Soft assertions: one run lists every route that fails, not only the first.
      for (const path of mine) {
        await test.step(path, async () => {
          await openScreen(page, path, expect.soft);
          await expect.soft(page.getByRole('heading', { name: ERROR_TITLE }), `${path}: error screen`).toHaveCount(0);
          await expect.soft(page.getByRole('heading', { name: NOT_FOUND_TITLE }), `${path}: 404`).toHaveCount(0);
          await expect.soft(page.getByText(/^Не вдалося завантажити/), `${path}: failed to load`).toHaveCount(0);
          // Still signed in: no guard sent us back to sign in.
          expect.soft(new URL(page.url()).pathname, `${path}: sent to sign in`).not.toBe('/auth');
          await expectNoAxeViolations(page, path);
        });
      }
      expect(problems, 'console errors during the walk').toEqual([]);
      await context.close();
    });
  }

  test('a route only some brands serve is its screen where served and the 404 page elsewhere', async ({ browser, brand, expected }) => {
    const context = await browser.newContext({ baseURL: appUrl(brand), storageState, serviceWorkers: 'block' });
    const page = await context.newPage();
    const { only, notServed } = expected.routes;
    const oneBrandOnly = [...new Set([...only, ...notServed])];
    expect(oneBrandOnly.length, 'spec §2 has brand-only routes').toBeGreaterThan(0);
    for (const path of oneBrandOnly) {
      await page.goto(path);
      if (notServed.includes(path)) {
        await expect(page.getByRole('heading', { name: NOT_FOUND_TITLE })).toBeVisible();
        await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
      } else {
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.getByText(`Page not found: ${path}`)).toHaveCount(0);
        expect(new URL(page.url()).pathname, `${path}: sent to sign in`).not.toBe('/auth');
      }
    }
    await context.close();
  });
});

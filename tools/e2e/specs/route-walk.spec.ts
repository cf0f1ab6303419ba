import type { Browser } from '@playwright/test';
import { test, expect, type Page } from '../fixtures';
import { TEST_PHONES, signIn } from '../auth';
import { appUrl } from '../ports';
import { signedInRoutes } from '../routes';

/**
 * Every route of spec §2 that the brand serves opens after sign-in without an error
 * screen, a 404 or a console error; the routes it does not serve are its 404 page. The route lists
 * are in ../routes.ts (shared with the accessibility check).
 */
const ERROR_TITLE = 'Щось пішло не так';
const NOT_FOUND_TITLE = 'Сторінку не знайдено';

let storageState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
let routes: string[] = [];

test.describe('route walk', () => {
  test.beforeAll(async ({ browser, brand }) => {
    const context = await browser.newContext({ baseURL: appUrl(brand), serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, TEST_PHONES.ageVerified);
    storageState = await context.storageState();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token, 'signed in').toBeTruthy();
    routes = await signedInRoutes(context.request, token ?? '', brand);
    await context.close();
  });

  /** Opens `path` and waits for it to settle: no skeleton left, a heading shown. */
  async function open(page: Page, path: string) {
    await page.goto(path);
    await expect.soft(page.locator('[aria-busy="true"]'), `${path}: still loading`).toHaveCount(0, { timeout: 15_000 });
    await expect.soft(page.getByRole('heading').first(), `${path}: no heading`).toBeVisible();
  }

  test('every route the brand serves opens without an error screen', async ({ browser, brand }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ baseURL: appUrl(brand), storageState, serviceWorkers: 'block' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${new URL(page.url()).pathname}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    });

    // Soft assertions: one run lists every route that fails, not only the first.
    for (const path of routes) {
      await test.step(path, async () => {
        await open(page, path);
        await expect.soft(page.getByRole('heading', { name: ERROR_TITLE }), `${path}: error screen`).toHaveCount(0);
        await expect.soft(page.getByRole('heading', { name: NOT_FOUND_TITLE }), `${path}: 404`).toHaveCount(0);
        await expect.soft(page.getByText(/^Не вдалося завантажити/), `${path}: failed to load`).toHaveCount(0);
        // Still signed in: no guard sent us back to sign in.
        expect.soft(new URL(page.url()).pathname, `${path}: sent to sign in`).not.toBe('/auth');
      });
    }
    expect(problems, 'console errors during the walk').toEqual([]);
    await context.close();
  });

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

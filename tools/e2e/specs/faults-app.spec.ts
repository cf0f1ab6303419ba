import type { Page, Route } from '@playwright/test';
import { test, expect } from '../fixtures';
import { expectationsFor } from '../expected';
import { chooseBranch, choosePayment, fillCart, marker, ordersWith, signInAt } from '../shop-flow';

/**
 * Fault suite, app-wide: broken catalogue answers, a slow call, a chunk gone after a
 * deployment, a new version arriving during checkout, and storage wiped between visits.
 */
test.describe.configure({ timeout: 90_000 });

const LIST = '**/api/api-shop/get-products-by-collection';
/** The home screen's shortcut to the catalogue. */
const catalogueLink = (page: Page) => page.getByRole('main').getByRole('link', { name: 'Каталог' });
const failedResource = (status: number) =>
  new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`);

/** The brand's list screen, signed in, with the list call answered by `handler` first. */
async function openListWith(page: Page, list: string, handler: (route: Route) => Promise<void>, times?: number) {
  await page.route(LIST, handler, times ? { times } : undefined);
  await signInAt(page, `/shop/${list}`);
}

async function expectLoadErrorThenRecovery(page: Page, product: string) {
  const main = page.getByRole('main');
  await expect(main.getByText('Не вдалося завантажити')).toBeVisible({
    timeout: 20_000,
  });
  await expect(main.getByText('Перевір з’єднання з інтернетом і спробуй ще раз.')).toBeVisible();
  await expect(main.getByText(/HTTP|JSON|Unexpected|undefined|Error/)).toHaveCount(0);
  await page.unroute(LIST);
  await main.getByRole('button', { name: 'Спробувати ще раз' }).click();
  await expect(page.getByRole('link', { name: new RegExp(product) }).first()).toBeVisible();
}

test.describe('broken catalogue answers', () => {
  test.use({ serviceWorkers: 'block' });

  test.describe('500 with an HTML body', () => {
    test.use({ expectedConsoleErrors: [failedResource(500)] });
    test('the list says so in Ukrainian and recovers on retry', async ({ page, brand }) => {
      const { list, product } = expectationsFor(brand).shop;
      await openListWith(page, list, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'text/html',
          body: '<!doctype html><h1>500 Internal Server Error</h1>',
        }),
      );
      await expectLoadErrorThenRecovery(page, product);
    });
  });

  test('truncated JSON: the list says so in Ukrainian and recovers on retry', async ({ page, brand }) => {
    const { list, product } = expectationsFor(brand).shop;
    await openListWith(page, list, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"products":[{"id":1,"title":"neo',
      }),
    );
    await expectLoadErrorThenRecovery(page, product);
  });

  test('an answer that fails the schema: the list says so in Ukrainian and recovers on retry', async ({ page, brand }) => {
    const { list, product } = expectationsFor(brand).shop;
    await openListWith(page, list, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          products: [{ id: 'one', title: 7, price: 'free' }],
        }),
      }),
    );
    await expectLoadErrorThenRecovery(page, product);
  });

  test('a list that is not a list at all: the same Ukrainian message, no crash', async ({ page, brand }) => {
    const { list, product } = expectationsFor(brand).shop;
    await openListWith(page, list, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ products: 'none' }),
      }),
    );
    await expectLoadErrorThenRecovery(page, product);
  });
});

test.describe('a slow call', () => {
  test.use({ serviceWorkers: 'block' });

  test('15 s without an answer: a loading state, the app stays usable, then the data', async ({ page, brand }) => {
    const { list, product } = expectationsFor(brand).shop;
    let delayed = 0;
    await openListWith(
      page,
      list,
      async (route) => {
        delayed += 1;
        await new Promise((resolve) => setTimeout(resolve, 15_000));
        // The app gave up on this call meanwhile (its timeout); nothing is left to answer.
        await route.continue().catch(() => undefined);
      },
      1,
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('status').filter({ hasText: 'Завантаження…' })).toBeVisible();
    // Usable meanwhile: the side menu opens and closes.
    await page.getByRole('button', { name: 'Меню' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('link', { name: new RegExp(product) }).first()).toBeVisible({ timeout: 30_000 });
    expect(delayed).toBe(1);
  });
});

test.describe('a new build deployed mid-session', () => {
  test.use({
    serviceWorkers: 'block',
    expectedConsoleErrors: [failedResource(404)],
  });

  test('a lazy chunk that 404s reloads the page once, then the screen works', async ({ page }) => {
    await signInAt(page, '/');
    await expect(catalogueLink(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The old build's chunk is gone from the server: the first chunk the app asks for next 404s
    // (every time) until the page reloads; the reloaded page gets what it asks for.
    let documents = 0;
    let gone: string | null = null;
    let refused = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.route(/\/assets\/[^/]+\.js$/, (route) => {
      const url = route.request().url();
      if (documents === 0 && (gone === null || gone === url)) {
        gone = url;
        refused += 1;
        return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
      }
      return route.continue();
    });
    await catalogueLink(page).click();
    await expect.poll(() => documents).toBe(1);
    // After the reload the catalogue opens (again, if the reload went back home).
    if (new URL(page.url()).pathname !== '/shop') await catalogueLink(page).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(documents).toBe(1);
    expect(refused).toBeGreaterThan(0);
  });
});

test.describe('a new version during checkout', () => {
  test('waits for checkout to end, then reloads once', async ({ page, brand }) => {
    await page.clock.install();
    const note = marker();
    await fillCart(page, brand, note);
    await chooseBranch(page);
    await choosePayment(page, 'Готівкою при отриманні');
    await page.evaluate(() => Object.assign(window, { __beforeUpdate: true }));
    let asked = 0;
    await page.route(
      /\/version\.json(\?|$)/,
      (route) => {
        asked += 1;
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ version: 'next-deployment' }),
        });
      },
      { times: 1 },
    );
    // The next version check is due (every 5 minutes).
    await page.clock.fastForward('05:05');
    await expect.poll(() => asked).toBe(1);
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => (window as { __beforeUpdate?: boolean }).__beforeUpdate)).toBe(true);
    await expect(page).toHaveURL(/\/shop\/checkout/);
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    // Checkout ends with the order; only then the new version loads.
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('place-order').click();
    await reloaded;
    await expect(page).toHaveURL(/\/shop\/success/);
    expect(await page.evaluate(() => (window as { __beforeUpdate?: boolean }).__beforeUpdate)).toBeUndefined();
    expect(await ordersWith(page, brand, note)).toHaveLength(1);
  });
});

test.describe('storage wiped between visits', () => {
  test('the app comes back to /auth cleanly', async ({ page, context }) => {
    await signInAt(page, '/');
    await expect(catalogueLink(page)).toBeVisible();
    await page.goto('/robots.txt');
    await context.clearCookies();
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      const databases = (await indexedDB.databases?.()) ?? [];
      await Promise.all(
        databases.map(
          ({ name }) =>
            new Promise((resolve) => {
              if (!name) return resolve(null);
              const request = indexedDB.deleteDatabase(name);
              request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
            }),
        ),
      );
    });
    await page.goto('/shop/cart');
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('heading', { level: 1, name: 'Вхід' })).toBeVisible();
    await expect(page.getByLabel('Номер телефону')).toBeEditable();
  });
});

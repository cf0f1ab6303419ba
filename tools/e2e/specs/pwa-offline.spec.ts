import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { signInByHandoff } from '../auth';

/**
 * The installed app without a connection (ARCHITECTURE.md §7, docs/adr/0014): the service worker
 * is in charge from the first visit, every path opens from it, a screen seen before shows its
 * saved data with its time, a screen never seen says it needs the connection.
 */
test.use({
  serviceWorkers: 'allow',
  // Offline, every call the app makes fails, and Chromium logs each one.
  expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/],
});

/** Waits until the page is controlled by the app's active service worker (its precache is in). */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

/**
 * Opens `path` with the connection gone, as a reload or a deep link does. Debian's Chromium 150
 * does not carry the emulated offline state into a new document (navigator.onLine stays true,
 * as a phone on a dead Wi-Fi says): the emulation is sent again, so the page hears "offline".
 */
async function openOffline(page: Page, context: BrowserContext, path: string) {
  await page.goto(path);
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false);
    await context.setOffline(true);
  }
}

const savedLine = (page: Page) => page.getByTestId('saved-data');
const skeletons = (page: Page) => page.locator('main [aria-busy="true"]');

test('the first visit is controlled by the service worker, with no reload @smoke', async ({ page }) => {
  await page.goto('/auth');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await controlledByWorker(page);
  expect(navigations).toEqual([]);
});

test('offline, every screen seen before opens on its own path with its saved data and its time; the cart by its tab', async ({
  page,
  context,
  brand,
  expected,
}) => {
  test.slow();
  await signInByHandoff(page, brand);
  await controlledByWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: expected.homeTitle })).toBeVisible();
  // What the customer looks at, online: a list, a product (one in the cart), XP, the news.
  await page.goto(`/shop/${expected.shop.list}`);
  await expect(page.getByText(/\d\sгрн/).first()).toBeVisible();
  await page.getByRole('link', { name: new RegExp(expected.shop.product) }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: expected.shop.product })).toBeVisible();
  const productPath = new URL(page.url()).pathname;
  await page.getByTestId('add-to-cart').click();
  await page.goto('/history-bonuses');
  await expect(page.getByText(/\d\sXP/).first()).toBeVisible();
  await page.goto('/news');
  await expect(page.getByText(expected.content.news[0])).toBeVisible();

  await context.setOffline(true);
  const screens: { path: string; shows: (page: Page) => ReturnType<Page['getByText']>; saved: boolean }[] = [
    { path: '/', shows: (p) => p.getByRole('heading', { level: 1, name: expected.homeTitle }), saved: true },
    { path: '/shop', shows: (p) => p.getByRole('link', { name: expected.shop.listTitle, exact: true }), saved: false },
    { path: `/shop/${expected.shop.list}`, shows: (p) => p.getByRole('link', { name: new RegExp(expected.shop.product) }).first(), saved: true },
    { path: productPath, shows: (p) => p.getByRole('heading', { level: 1, name: expected.shop.product }), saved: true },
    { path: '/history-bonuses', shows: (p) => p.getByText(/\d\sXP/).first(), saved: true },
    { path: '/news', shows: (p) => p.getByText(expected.content.news[0]), saved: true },
    { path: '/shop/cart', shows: (p) => p.getByRole('main').getByText(expected.shop.product).first(), saved: false },
  ];
  for (const screen of screens) {
    await openOffline(page, context, screen.path);
    expect(new URL(page.url()).pathname, screen.path).toBe(screen.path);
    await expect(screen.shows(page), screen.path).toBeVisible();
    await expect(skeletons(page), `${screen.path}: a skeleton left`).toHaveCount(0, { timeout: 3_000 });
    await expect(page.getByTestId('needs-connection'), screen.path).toHaveCount(0);
    if (screen.saved) await expect(savedLine(page), screen.path).toContainText(/Показуємо збережене\. Оновлено (о|\d)/);
  }
  await expect(page.getByTestId('offline-banner')).toHaveText('Немає з’єднання з інтернетом.');

  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Кошик' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Кошик' })).toBeVisible();
  await expect(page.getByRole('main').getByText(expected.shop.product).first()).toBeVisible();
  // The cart works offline; the order needs the connection, and the cart says so first.
  await expect(page.getByTestId('offline-notice')).toContainText('замовлення можна буде оформити');
});

test('offline, a screen never opened says it needs the connection, and loads by itself once it is back', async ({ page, context, brand }) => {
  await signInByHandoff(page, brand);
  await controlledByWorker(page);
  await context.setOffline(true);
  await openOffline(page, context, '/faq');
  await expect(page.getByTestId('needs-connection')).toContainText('Потрібне з’єднання з інтернетом');
  await expect(skeletons(page)).toHaveCount(0);
  // Nothing saved is shown here: the banner says no more than that the connection is gone.
  await expect(page.getByTestId('offline-banner')).toHaveText('Немає з’єднання з інтернетом.');
  await expect(savedLine(page)).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByTestId('needs-connection')).toHaveCount(0);
  await expect(page.getByText('Скільки діють XP?')).toBeVisible();
});

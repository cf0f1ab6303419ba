import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect, appStarted, type BrandOptions } from '../fixtures';
import { expectationsFor, type Catalogue } from '../expected';
import { chromiumLaunchOptions } from '../chromium';
import { apiUrl, appUrl } from '../ports';

/**
 * Side menu and brand switch (spec §1, §2). What each brand must show is its e2e project's
 * expected.json (the `expected` fixture), written out there rather than read from the brand libraries.
 */
/** The two allow-listed test phones of the reference backend: the first is age verified. */
const AGE_VERIFIED_PHONE = '380500000001';
const NOT_AGE_VERIFIED_PHONE = '380500000002';
const API_KEY = process.env.VITE_API_KEY ?? 'dev-api-key';

async function call(request: APIRequestContext, path: string, data: object, token?: string) {
  const response = await request.post(`${apiUrl()}${path}`, {
    headers: { 'X-Api-Key': API_KEY, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    data,
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return response.json();
}

/** A one-time brand-switch code for the catalogue `target`, made for a signed-in test phone. */
async function handoffCode(request: APIRequestContext, target: Catalogue, phone: string) {
  const { session } = await call(request, '/api/api-auth/test-login', { phone, product: target });
  const { code } = await call(request, '/api/x/handoff', { target }, session.token);
  return code as string;
}

/** Signs in the way the brand switch does: the arrival route redeems a one-time code. */
async function arrive(
  page: Page,
  request: APIRequestContext,
  brand: string,
  phone = AGE_VERIFIED_PHONE,
  origin = appUrl(brand),
) {
  const code = await handoffCode(request, expectationsFor(brand).catalogue, phone);
  await page.goto(`${origin}/brand-switch#code=${code}`);
  await expect(page).toHaveURL(`${origin}/`);
  // The spent code stays neither in the address bar nor in the history.
  expect(page.url()).not.toContain(code);
  await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
}

type StorageState = Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>;

/**
 * Signed in once per worker (the backend allows ten handoffs a minute per customer): every test
 * starts with the age-verified test customer's session. Tests that end or replace the session
 * arrive afresh first.
 */
const test = base.extend<object, { signedIn: StorageState }>({
  signedIn: [
    async ({ browser }, use, workerInfo) => {
      const { brand } = workerInfo.project.use as BrandOptions;
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await arrive(page, context.request, brand);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedIn }, use) => use(signedIn),
});

async function openMenu(page: Page) {
  const menu = page.getByRole('dialog', { name: 'Меню' });
  // Pages of browsers of their own are not the fixture's, whose navigations wait for the app.
  await appStarted(page);
  await page.getByRole('button', { name: 'Меню' }).click();
  await expect(menu).toBeVisible();
  return menu;
}

async function menuLabels(page: Page) {
  const menu = page.getByRole('dialog', { name: 'Меню' });
  return menu.getByRole('navigation', { name: 'Меню' }).getByRole('listitem').allInnerTexts();
}

// The menu drawer slides in: this file sees it with motion, as customers do (the suite's default
// is reduced motion, tools/e2e/playwright-config.ts).
test.use({ reducedMotion: 'no-preference' });

test.describe('side menu', () => {
  test('shows the brand’s menu set, social links, full site, switch and logout @smoke', async ({
    page,
    expected,
  }) => {
    await page.goto('/');
    const menu = await openMenu(page);
    // Chromium on Linux has no Web Share API: no share button. The age-verified items come with
    // the age status, which the menu asks for when the customer reaches for the button.
    await expect.poll(() => menuLabels(page)).toEqual(expected.menu.items);
    for (const { label, hrefPrefix } of expected.menu.social) {
      const href = await menu.getByRole('link', { name: new RegExp(label) }).getAttribute('href');
      expect(href?.startsWith(hrefPrefix), `${label}: ${href}`).toBe(true);
    }
    // The signed-in single sign-on link (mlogin) replaces the plain site once it arrives.
    await expect(menu.getByRole('link', { name: 'Повна версія сайту' })).toHaveAttribute('href', /\/sso\//);
    await expect(menu.getByRole('button', { name: 'Вийти' })).toBeVisible();
    await expect(menu.getByRole('link', { name: `Перейти в ${expected.sister.name}` })).toHaveCount(expected.sister.switch ? 1 : 0);
  });

  test('offers sharing where the device can share', async ({ page, expected }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: async () => undefined, configurable: true });
    });
    await page.goto('/');
    await openMenu(page);
    const labels = await menuLabels(page);
    expect(labels[labels.indexOf(expected.menu.shareAfter) + 1]).toBe('Поділитися застосунком');
  });

  test('a customer who is not age verified meets the age step before any menu or the rules', async ({
    page,
    request,
    expected,
  }) => {
    const code = await handoffCode(request, expected.catalogue, NOT_AGE_VERIFIED_PHONE);
    await page.goto(`/brand-switch#code=${code}`);
    await expect(page).toHaveURL((url) => url.pathname === '/is18');
    await expect(page.getByRole('button', { name: 'Меню' })).toHaveCount(0);
    await page.goto('/rules');
    await expect(page).toHaveURL((url) => url.pathname === '/is18');
  });

  test('every menu item opens its screen or the 404 page, never a broken one', async ({ page, expected }) => {
    test.slow(); // seven screens, one after the other
    await page.goto('/');
    for (const label of expected.menu.items.slice(1)) {
      await openMenu(page);
      await page
        .getByRole('dialog', { name: 'Меню' })
        .getByRole('link', { name: label, exact: true })
        .click();
      await expect(page.getByRole('dialog', { name: 'Меню' })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });

  test('logout ("Вийти") leads to sign-in', async ({ page, request, brand }) => {
    // A session of its own: logout revokes the token the other tests share.
    await arrive(page, request, brand);
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Вийти' }).click();
    await expect(page).toHaveURL(/\/auth/);
  });
});

test.describe('brand switch', () => {
  test('leads to the sister app with a one-time code and no token @smoke', async ({
    page,
    request,
    expected,
  }) => {
    const { sister } = expected;
    const sisterOrigin = appUrl(sister.id);
    if (!sister.switch) {
      // The sister brand's own app offers no switch at all (spec §1).
      await page.goto('/');
      await expect((await openMenu(page)).getByRole('link', { name: /^Перейти в/ })).toHaveCount(0);
      return;
    }
    // The sister app is another suite's server: stand in for it, the link is what matters here.
    await page.route(`${sisterOrigin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>sister</title><h1>sister</h1>',
      }),
    );
    await page.goto('/');
    const menu = await openMenu(page);
    const link = menu.getByRole('link', { name: `Перейти в ${sister.name}` });
    await expect(link).toHaveAttribute('href', `${sisterOrigin}/`);
    await link.click();
    await page.waitForURL(new RegExp(`^${sisterOrigin}/brand-switch#code=`));
    const url = new URL(page.url());
    expect(url.search).toBe('');
    const code = new URLSearchParams(url.hash.slice(1)).get('code') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{32,128}$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(page.url()).not.toContain(token ?? 'no-token');

    // The code signs the customer in on the sister app exactly once.
    const redeem = () =>
      request.post(`${apiUrl()}/api/x/handoff/redeem`, {
        headers: { 'X-Api-Key': API_KEY },
        data: { code, product: sister.catalogue },
      });
    const first = await redeem();
    expect(first.status()).toBe(200);
    expect((await first.json()).customer.phone).toBe(AGE_VERIFIED_PHONE);
    expect((await redeem()).status()).toBe(410);
  });

  test('is absent on the sister brand’s own host', async ({ playwright, brand }, testInfo) => {
    test.slow(); // a browser of its own
    // This brand's app served from the sister's origin (the host the switch would lead to).
    // Chromium refuses calls from a routed (not loopback-served) page to the loopback backend
    // under Local Network Access, so this browser runs without that check.
    const browser = await playwright.chromium.launch({
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, '--disable-features=LocalNetworkAccessChecks'],
    });
    try {
      const sisterOrigin = appUrl(expectationsFor(brand).sister.id);
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } =
        testInfo.project.use;
      const context = await browser.newContext({
        ...{ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId },
        serviceWorkers: 'block',
        baseURL: sisterOrigin,
      });
      await context.route(`${sisterOrigin}/**`, async (route) => {
        const url = new URL(route.request().url());
        const response = await route.fetch({ url: `${appUrl(brand)}${url.pathname}${url.search}` });
        await route.fulfill({ response });
      });
      const page = await context.newPage();
      await arrive(page, context.request, brand, AGE_VERIFIED_PHONE, sisterOrigin);
      const menu = await openMenu(page);
      await expect(menu.getByRole('button', { name: 'Вийти' })).toBeVisible();
      await expect(menu.getByTestId('brand-switch')).toHaveCount(0);
      await expect(menu.getByRole('link', { name: /^Перейти в/ })).toHaveCount(0);
    } finally {
      await browser.close();
    }
  });
});

test.describe('back arrows and 404', () => {
  test('home has no back arrow; an unknown path shows the 404 page in the error layout', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Назад' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Назад' })).toHaveCount(0);
    await page.goto('/news/1/no-such-page');
    await expect(page.getByRole('heading', { name: 'Сторінку не знайдено' })).toBeVisible();
    await expect(page.getByText('Page not found: /news/1/no-such-page')).toBeVisible();
  });

  test('vocabulary goes back to faq', async ({ page }) => {
    await page.goto('/vocabulary');
    await expect(page.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/faq');
    await page.getByRole('link', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});

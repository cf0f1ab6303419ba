import type { Page } from '@playwright/test';
import { appStarted, test, expect } from '../fixtures';
import { authText } from '../auth';

/** The first screens come as HTML from the build (tools/vite/prerender.ts) and are hydrated. */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/auth shows the brand and the phone form from the HTML alone @smoke', async ({ page, expected }) => {
    await page.goto('/auth');
    // The brand's logo: an inline SVG named after the brand, drawn with no script.
    await expect(page.locator('header').getByRole('img', { name: expected.name, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: authText.signInTitle })).toBeVisible();
    await expect(page.getByLabel(authText.phoneLabel)).toBeVisible();
    await expect(page.getByRole('button', { name: authText.getCode })).toBeVisible();
    // Styled by the first-paint stylesheet, not by a script: the form's fields stack in a column.
    await expect(page.locator('form')).toHaveCSS('display', 'flex');
  });

  test('the 404 screen is prerendered', async ({ page, expected }) => {
    await page.goto('/404');
    // The brand's logo: an inline SVG named after the brand, drawn with no script.
    await expect(page.locator('header').getByRole('img', { name: expected.name, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Сторінку не знайдено' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/');
  });

  test('a product list has its own skeleton, not the home screen', async ({ page, expected }) => {
    await page.goto(`/shop/${expected.shop.list}`);
    await expect(page.getByRole('heading', { level: 1, name: expected.shop.listTitle })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
  });

  for (const path of ['/', '/shop', '/shop/<list>', '/auth', '/registration', '/404', '/is18', '/user-agreement']) {
    test(`${path} keeps its layout when the app's stylesheets arrive`, async ({ page, request, expected }) => {
      // Some eighty stylesheets to load and apply.
      test.slow();
      // Every stylesheet of the build (the service worker's precache lists them), where the app
      // puts them: after the inline first-paint rules, the entry's first, the screens' next. The inline
      // rules must already give each box the size and place those give it, or the page shifts
      // when they arrive (CLS).
      const sw = await (await request.get('/sw.js')).text();
      const sheets = [...new Set([...sw.matchAll(/"(assets\/[^"]+\.css)"/g)].map(([, file = '']) => `/${file}`))];
      expect(sheets.length).toBeGreaterThan(2);
      await page.goto(path.replace('<list>', expected.shop.list));
      const before = await boxes(page);
      expect(before.length).toBeGreaterThan(10);
      await page.evaluate((hrefs) => {
        const entry = [...(document.querySelector('template')?.content.querySelectorAll('link[rel=stylesheet]') ?? [])].map(
          (link) => link.getAttribute('href') ?? '',
        );
        for (const href of [...entry, ...hrefs.filter((href) => !entry.includes(href))]) {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          document.head.append(link);
        }
      }, sheets);
      // Scripts are off: no load events to wait for; a link's sheet is there once it has loaded.
      await expect
        .poll(() => page.evaluate(() => [...document.querySelectorAll('link[rel=stylesheet]')].every((link) => (link as HTMLLinkElement).sheet)))
        .toBe(true);
      expect(await boxes(page)).toEqual(before);
    });
  }

  test('registration, the user agreement and the signed-in shell have their HTML', async ({ page }) => {
    await page.goto('/registration');
    await expect(page.getByRole('heading', { level: 1, name: authText.registrationTitle })).toBeVisible();
    await page.goto('/user-agreement');
    await expect(page.locator('#root header')).toBeVisible();
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
  });
});

test('hydrates the prerendered /auth in place, then it works as usual', async ({ page }) => {
  // The <main> of the HTML, taken before any script runs: hydration keeps that very element.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { prerenderedMain?: Element | null }).prerenderedMain = document.querySelector('#root main');
    });
  });
  await page.goto('/auth');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = (window as unknown as { prerenderedMain?: Element | null }).prerenderedMain;
        return !!main && main.isConnected && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
      }),
    )
    .toBe(true);
  const phone = page.getByLabel(authText.phoneLabel);
  await phone.fill('671112233');
  await expect(phone).not.toHaveValue('');
});

/**
 * Opens `path` with the app's entry held back, types the demo phone into the prerendered form,
 * then lets the app start; returns the phone field.
 */
async function typeBeforeStart(page: Page, path: string) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  const phone = page.getByLabel(authText.phoneLabel, { exact: true });
  await phone.fill('671112233');
  release();
  await appStarted(page);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(phone).toHaveValue(/671112233|67 111 22 33|67 111 2233/);
  return phone;
}

test('what a visitor types into /auth before the app starts stays, in the same field, focused: hydrated in place', async ({ page }) => {
  const phone = await typeBeforeStart(page, '/auth');
  const field = await phone.elementHandle();
  await expect(phone).toBeFocused();
  expect(await field?.evaluate((input) => input.isConnected && Object.keys(input).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  // The screen's state has the number: its button sends it.
  await page.getByRole('button', { name: authText.getCode }).click();
  await expect(page.getByLabel(authText.codeLabel, { exact: true })).toBeVisible();
});

test('what a visitor types before the app starts survives the app replacing the HTML', async ({ page }) => {
  // An invite link has a query string, so the app replaces the prerendered /registration rather
  // than hydrating it.
  const phone = await typeBeforeStart(page, '/registration?ref=REW-E2E1');
  await expect(phone).toBeFocused();
});

test('a tap on the prerendered /auth before the app starts is answered once it has: the code step, no phone in the URL', async ({ page }) => {
  // The entry held back as a slow link would: the form is on screen, the app is not there yet.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const urls: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && urls.push(frame.url()));
  await page.goto('/auth', { waitUntil: 'commit' });
  const phone = page.getByLabel(authText.phoneLabel, { exact: true });
  await phone.fill('671112233');
  await page.getByRole('button', { name: authText.getCode }).click();
  // The browser's own submit (a GET of /auth?phone=…) is held: the page stays, what was typed too.
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');
  await expect(phone).toHaveValue('671112233');
  release();
  await expect(page.getByLabel(authText.codeLabel, { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(urls.every((url) => !/phone|671112233/.test(url)), urls.join(' ')).toBe(true);
});

test('HTML is revalidated, hashed assets are kept for a year', async ({ request }) => {
  for (const path of ['/', '/auth', '/shop/cart', '/sw.js', '/version.json']) {
    const response = await request.get(path);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
  const html = await (await request.get('/auth')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(([, asset = '']) => asset);
  expect(assets.length).toBeGreaterThan(2);
  for (const asset of assets) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  }
});

/** Where each element of the app's root is drawn: tag, classes and box, in document order. */
function boxes(page: Page): Promise<string[]> {
  return page.locator('#root *').evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const round = (value: number) => Math.round(value * 2) / 2;
      return `${element.tagName} ${element.getAttribute('class') ?? ''} ${round(x)},${round(y)} ${round(width)}×${round(height)}`;
    }),
  );
}

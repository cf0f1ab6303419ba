import { test, expect, appStarted, type Page } from '../fixtures';
import { authText, enterSmsCode, newPhone, signIn, TEST_PHONES } from '../auth';
import { appUrl } from '../ports';

/**
 * One session across the brands (both apps on one host: localhost ports share cookies), the age
 * step that cannot be skipped, an invite link that credits the inviter, and HTTP 404 for paths
 * outside the route table.
 */
// Several sign-ins per test on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });


/** Signed in on the app at `origin`: home with the menu, not sent to /auth. */
async function expectSignedInAt(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
}

test.describe('one session across the brands', () => {
  test('the brand round trip keeps the customer signed in on both apps', async ({ page, context, brand, expected }) => {
    const own = appUrl(brand);
    const sister = appUrl(expected.sister.id);
    await page.goto(`${own}/auth`);
    await signIn(page, TEST_PHONES.ageVerified);
    await expect(page).toHaveURL(`${own}/`);

    if (expected.sister.switch) {
      // glo → o'go by the switch: the sister app lands signed in.
      await page.getByRole('button', { name: 'Меню' }).click();
      await page.getByRole('dialog', { name: 'Меню' }).getByRole('link', { name: `Перейти в ${expected.sister.name}` }).click();
      await expect(page).toHaveURL(`${sister}/`, { timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
    } else {
      // No switch (o'go's): the customer signs in on the sister app too, and this one must survive it.
      await page.goto(`${sister}/auth`);
      await signIn(page, TEST_PHONES.ageVerified);
    }

    if (expected.catalogue === expected.sister.catalogue) {
      // Two apps of one catalogue on one host share its token cookie (docs/contributing.md, "A new
      // brand"): the sister's sign-in replaced it, so this app no longer holds a live session.
      await expectSignedInAt(page, sister);
      await page.goto(`${own}/`);
      await expect(page).toHaveURL(/\/auth/);
      return;
    }
    // … and back: neither sign-in overwrote the other (one cookie per catalogue on the shared host).
    await expectSignedInAt(page, own);
    await expectSignedInAt(page, sister);
    await expectSignedInAt(page, own);
    const names = (await context.cookies()).map((cookie) => cookie.name).sort();
    expect(names).toEqual(expect.arrayContaining([`${expected.catalogue}_token`, `${expected.sister.catalogue}_token`]));
    expect(names).not.toContain('token');
  });

  test("logging out of one app leaves the sister app's session (unless they share a catalogue)", async ({ page, brand, expected }) => {
    const own = appUrl(brand);
    const sister = appUrl(expected.sister.id);
    for (const origin of [sister, own]) {
      await page.goto(`${origin}/auth`);
      await signIn(page, TEST_PHONES.ageVerified);
    }
    await page.goto(`${own}/`);
    await page.getByRole('button', { name: 'Меню' }).click();
    await page.getByRole('dialog', { name: 'Меню' }).getByRole('button', { name: 'Вийти' }).click();
    await expect(page).toHaveURL(/\/auth/);
    if (expected.catalogue !== expected.sister.catalogue) {
      await expectSignedInAt(page, sister);
      return;
    }
    // Two apps of one catalogue on one host share its token cookie (docs/contributing.md, "A new
    // brand"): signing out of one signs the other out there.
    await page.goto(`${sister}/`);
    await expect(page).toHaveURL(/\/auth/);
  });
});

test.describe('the age step cannot be skipped', () => {
  test('a customer who has not confirmed their age is held on /is18 for /, /shop, /rules and the rest', async ({ page }) => {
    await signIn(page, TEST_PHONES.notAgeVerified);
    await expect(page).toHaveURL((url) => url.pathname === '/is18');
    for (const path of ['/', '/shop', '/rules', '/shop/cart', '/profile', '/exchange', '/history-order']) {
      await page.goto(path);
      await expect(page, path).toHaveURL((url) => url.pathname === '/is18');
      await expect(page.getByRole('heading', { level: 1, name: authText.ageTitle })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Меню' })).toHaveCount(0);
    }
    // The public pages stay open.
    await page.goto('/user-agreement');
    await expect(page).toHaveURL((url) => url.pathname === '/user-agreement');
  });

  test('once declared, the customer goes on to the page asked for, but a declaration opens no rules', async ({ page, expected }) => {
    const phone = newPhone();
    await page.goto('/registration');
    await page.getByLabel('Ім’я').fill('Вік');
    await page.getByLabel('Прізвище').fill('Перевірка');
    if (expected.registration.email) await page.getByLabel('Електронна пошта').fill(`e2e-${phone}@example.com`);
    await page.getByLabel(authText.phoneLabel, { exact: true }).fill(`+${phone}`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Продовжити' }).click();
    await enterSmsCode(page, phone);
    await expect(page).toHaveURL((url) => url.pathname === '/is18');
    await page.goto('/shop');
    await expect(page).toHaveURL((url) => url.pathname === '/is18' && url.searchParams.get('redirect') === '/shop');
    await page.getByLabel(authText.birthDateLabel).fill('1990-06-01');
    await page.getByRole('button', { name: authText.ageConfirm }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/shop');
    // Declared is not verified (spec §5, §6; docs/routes.md): the menu has no rules, and /rules goes home.
    await page.getByRole('button', { name: 'Меню' }).click();
    const menu = page.getByRole('dialog', { name: 'Меню' }).getByRole('navigation', { name: 'Меню' });
    const withoutRules = expected.menu.items.filter((label) => !label.startsWith('Правила'));
    expect(withoutRules.length).toBe(expected.menu.items.length - 1);
    await expect.poll(() => menu.getByRole('listitem').allInnerTexts()).toEqual(withoutRules);
    await page.keyboard.press('Escape');
    await page.goto('/rules');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test.describe('invite a friend, end to end', () => {
  test('the invite link carries the code into registration and the inviter sees the friend', async ({
    page,
    browser,
    brand,
    expected,
  }) => {
    // A fresh inviter of this brand (its referral list starts empty), age confirmed.
    const inviterPhone = newPhone();
    await page.goto('/registration');
    await page.getByLabel('Ім’я').fill('Запрошує');
    await page.getByLabel('Прізвище').fill('Друзів');
    if (expected.registration.email) await page.getByLabel('Електронна пошта').fill(`e2e-${inviterPhone}@example.com`);
    await page.getByLabel(authText.phoneLabel, { exact: true }).fill(`+${inviterPhone}`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Продовжити' }).click();
    await enterSmsCode(page, inviterPhone);
    await page.getByLabel(authText.birthDateLabel).fill('1990-06-01');
    await page.getByRole('button', { name: authText.ageConfirm }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await page.getByRole('link', { name: /Запросити друга/ }).first().click();
    const qr = page.getByRole('img', { name: /QR-код посилання/ });
    const label = (await qr.getAttribute('aria-label')) ?? '';
    const link = new URL(/(https?:\/\/\S+)/.exec(label)?.[1] ?? '');
    expect(link.pathname).toBe('/registration');
    const code = link.searchParams.get('ref') ?? '';
    expect(code).toMatch(/^[A-Z0-9-]{4,32}$/);

    // The friend opens the link in a browser of their own and registers.
    const friendContext = await browser.newContext({ baseURL: appUrl(brand), serviceWorkers: 'block' });
    const friend = await friendContext.newPage();
    const friendPhone = newPhone();
    await friend.goto(`${link.pathname}${link.search}`);
    // A page with a query string is prerendered HTML that the app replaces once it starts: what
    // is typed before then is lost (ADR 0006), so the friend waits for the app.
    await appStarted(friend);
    await friend.getByLabel('Ім’я').fill('Марта');
    await friend.getByLabel('Прізвище').fill('Запрошена');
    if (expected.registration.email) await friend.getByLabel('Електронна пошта').fill(`e2e-${friendPhone}@example.com`);
    await friend.getByLabel(authText.phoneLabel, { exact: true }).fill(`+${friendPhone}`);
    await friend.getByRole('checkbox').check();
    const created = friend.waitForRequest((request) => request.url().endsWith('/api/api-auth/create-customer'));
    await friend.getByRole('button', { name: 'Продовжити' }).click();
    expect((await created).postDataJSON()).toMatchObject({ ref: code });
    await enterSmsCode(friend, friendPhone);
    await friendContext.close();

    // The inviter sees the friend in /profile/referral.
    await page.goto('/profile/referral');
    await expect(page.getByRole('heading', { level: 2, name: 'Марта З.' })).toBeVisible();
  });

  test("a promo link fills the cart's promo field", async ({ page, brand }) => {
    await page.goto('/auth');
    await signIn(page, TEST_PHONES.ageVerified);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/shop/cart?promo=REW-OLEN');
    // The friend's cart is usually empty: the code waits for the first goods.
    await expect(page.getByRole('heading', { name: 'Кошик порожній' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), `pending-promo:${brand}`)).toBe('REW-OLEN');
  });
});

test.describe('HTTP status', () => {
  test('unknown paths answer 404 and still show the app’s 404 screen; routes answer 200', async ({ page, request, expected }) => {
    for (const path of ['/no-such-page', '/shop/no-such-list', '/news/1/extra', expected.routes.notFound]) {
      const response = await request.get(path, { headers: { Accept: 'text/html' } });
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('<div id="root"');
    }
    for (const path of ['/', '/auth', '/shop', '/news/some-news', '/history-order/12']) {
      const response = await request.get(path, { headers: { Accept: 'text/html' } });
      expect(response.status(), path).toBe(200);
    }
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Сторінку не знайдено' })).toBeVisible();
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
  });
});

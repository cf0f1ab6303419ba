import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { API_KEY, TEST_PHONES } from './auth';
import { expectationsFor } from './expected';
import { apiUrl } from './ports';

/**
 * The cart-to-checkout walk of checkout.spec.ts, shared with the fault suite: one product in the
 * cart (the brand's `shop.list` and `shop.product`, expected.ts), a branch in Kyiv, a payment
 * method, and the orders the backend holds for a marker.
 */

/** Test phone: test-login signs it in at once, age verified. */
export const SHOP_PHONE = TEST_PHONES.ageVerified;

/** Opens `path`, signs in on /auth where the guard sent us, and waits to be back on `path`. */
export async function signInAt(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth/);
  await signInHere(page);
  await expect(page).toHaveURL((url) => url.pathname === path, {
    timeout: 20_000,
  });
}

/** Signs the test phone in on the /auth screen already open. */
export async function signInHere(page: Page) {
  await page.getByLabel('Номер телефону').fill(SHOP_PHONE.slice(3));
  await page.getByRole('button', { name: 'Отримати код' }).click();
  await expect(page).not.toHaveURL(/\/auth/, { timeout: 20_000 });
}

/**
 * Right after "Додати в кошик": the cart, through the "added" notice's own link. The notice stands
 * over the screen's cart link for 5 s, and a pointer resting on it holds it open (it pauses on
 * hover), so a click on the covered link could wait for it forever.
 */
export async function openCartFromNotice(page: Page) {
  await page.getByRole('status').getByRole('link', { name: 'Перейти до кошика' }).click();
  await expect(page).toHaveURL(/\/shop\/cart/);
}

/** One product in the cart, with a comment that marks this test's order; ends on /shop/delivery. */
export async function fillCart(page: Page, brand: string, comment: string) {
  const data = expectationsFor(brand).shop;
  await signInAt(page, `/shop/${data.list}`);
  await page
    .getByRole('link', { name: new RegExp(data.product) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: data.product })).toBeVisible();
  await page.getByTestId('add-to-cart').click();
  await openCartFromNotice(page);
  await page.getByLabel('Коментар до замовлення').fill(comment);
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/shop\/delivery/);
}

export async function chooseBranch(page: Page, city = 'Київ') {
  await page.getByRole('radio', { name: 'У відділення' }).check();
  await page
    .getByRole('button', { name: new RegExp(`^${city}`) })
    .first()
    .click();
  await expect(page.getByTestId('delivery-city')).toHaveText(city);
  await page.getByRole('radio', { name: /№\d+/ }).first().check();
  await expect(page.getByTestId('delivery-branch')).toBeVisible();
  await page.getByTestId('delivery-next').click();
  await expect(page).toHaveURL(/\/shop\/payment/);
}

export async function choosePayment(page: Page, method: 'Готівкою при отриманні' | 'Карткою онлайн') {
  await page.getByRole('radio', { name: method }).check();
  await page.getByTestId('payment-next').click();
  await expect(page).toHaveURL(/\/shop\/checkout/);
}

/** A fresh bearer of the test customer (test-login) and its ids. */
export async function testSession(page: Page) {
  const login = await page.request.post(`${apiUrl()}/api/api-auth/test-login`, {
    headers: { 'X-Api-Key': API_KEY },
    data: { phone: SHOP_PHONE },
  });
  expect(login.ok()).toBe(true);
  return (
    (await login.json()) as {
      session: { token: string; customer: Record<string, number> };
    }
  ).session;
}

/** Orders of the test customer in this brand whose note carries `marker` (get-orders). */
export async function ordersWith(page: Page, brand: string, marker: string) {
  const { catalogue } = expectationsFor(brand);
  const session = await testSession(page);
  const answer = await page.request.post(`${apiUrl()}/api/api-shop/get-orders`, {
    headers: {
      'X-Api-Key': API_KEY,
      Authorization: `Bearer ${session.token}`,
    },
    data: { variant: catalogue, shopifyId: session.customer[`${catalogue}Id`] },
  });
  const { list } = (await answer.json()) as {
    list: { id: number; note: string | null; financial_status: string }[];
  };
  return list.filter((order) => order.note?.includes(marker));
}

export const marker = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The create-order call of the checkout (page.route pattern). */
export const CREATE_ORDER = '**/api/api-shop/create-order';

/**
 * The next create-order reaches the backend, which makes the order, but its answer is lost on the
 * way back (the connection resets): the app cannot know whether the order was placed.
 */
export async function loseNextOrderAnswer(page: Page) {
  await page.route(
    CREATE_ORDER,
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
}

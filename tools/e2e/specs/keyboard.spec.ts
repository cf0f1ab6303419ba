import type { Locator } from '@playwright/test';
import { test, expect, type Page } from '../fixtures';
import { DEMO_PHONE, authText, smsCode } from '../auth';
import { expectNoAxeViolations } from '../axe';

/**
 * A customer with a keyboard alone signs in (phone, then the SMS code) and buys: a product
 * into the cart, a cash order to a postal branch through /shop/delivery → /shop/payment →
 * /shop/checkout → /shop/success. Only page.keyboard drives the app; locators only check where the
 * focus is (and that it shows) and what came of it. checkout.spec.ts walks the same path by touch.
 * On the way, axe checks each screen in the state the route walk (a11y.spec.ts) cannot reach: a
 * cart with a line, the branch list of a city, the order summary, the new order. The product is
 * the brand's `shop.list` and `shop.product` (expected.ts).
 */

/**
 * The focused element shows it: it matches :focus-visible and it, or the field box around it (a
 * text field draws its ring on the box, :focus-within), draws an outline (or the element a shadow).
 */
async function expectFocusShown(target: Locator) {
  const ring = await target.evaluate((element) => {
    const outlined = (style: CSSStyleDeclaration) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const own = getComputedStyle(element);
    let drawn = outlined(own) || own.boxShadow !== 'none';
    for (let box = element.parentElement, up = 0; !drawn && box && up < 3; box = box.parentElement, up++) {
      drawn = outlined(getComputedStyle(box));
    }
    return { focusVisible: element.matches(':focus-visible'), drawn };
  });
  expect(ring, 'a visible focus indicator').toEqual({ focusVisible: true, drawn: true });
}

/** Tab presses per step of the journey, printed at the end (what the journey costs a keyboard user). */
const tally = {
  steps: [] as Array<{ step: string; presses: number }>,
  current: 0,
  add(presses: number) {
    this.current += presses;
  },
  /** Closes a step: its presses since the last one. */
  step(name: string) {
    this.steps.push({ step: name, presses: this.current });
    this.current = 0;
  },
  reset() {
    this.steps = [];
    this.current = 0;
  },
  total() {
    return this.steps.reduce((sum, item) => sum + item.presses, 0);
  },
};

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times, and checks that the
 * focus shows.
 */
async function tabTo(page: Page, target: Locator, max = 40, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<number> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusShown(target);
      tally.add(presses);
      return presses;
    }
    await page.keyboard.press(key);
  }
  await expect(target, `focused within ${max} presses of ${key}`).toBeFocused({ timeout: 1 });
  await expectFocusShown(target);
  tally.add(max);
  return max;
}

/**
 * Chooses `option` of a radio group as a keyboard user does: Tab into the group (it lands on the
 * checked radio, or the first), then arrow keys (which check as they move).
 */
async function chooseRadio(page: Page, group: Locator, option: Locator, max = 40) {
  await expect(option).toBeVisible();
  let entered = false;
  for (let presses = 0; presses < max && !entered; presses++) {
    entered = await group.evaluate((element) => element.contains(document.activeElement));
    if (!entered) {
      await page.keyboard.press('Tab');
      tally.add(1);
    }
  }
  expect(entered, `into the radio group within ${max} presses of Tab`).toBe(true);
  const radios = await group.getByRole('radio').count();
  for (let presses = 0; presses <= radios; presses++) {
    if (await option.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toBeFocused();
  await expectFocusShown(option);
  // Space checks a focused radio (a no-op when the arrow already did).
  await page.keyboard.press('Space');
  await expect(option).toBeChecked();
}

/** Signs DEMO_PHONE in on /auth by keyboard: the phone, Enter, then the code from the dev inbox. */
async function signInByKeyboard(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: authText.signInTitle })).toBeVisible();
  await tabTo(page, page.getByLabel(authText.phoneLabel, { exact: true }));
  await page.keyboard.type(`+${DEMO_PHONE}`);
  await page.keyboard.press('Enter');
  const field = page.getByLabel(authText.codeLabel, { exact: true });
  // Other tests sign the demo customer in meanwhile (a newer code replaces ours): a refused code is
  // followed by a fresh one, asked for by keyboard too.
  for (let attempt = 0; attempt < 4; attempt++) {
    await expect(field).toBeEditable();
    await tabTo(page, field, 20, 'Shift+Tab');
    const code = await smsCode(page.request, DEMO_PHONE);
    expect(code, `no SMS code for ${DEMO_PHONE}`).not.toBeNull();
    const answer = page.waitForResponse((response) => /\/api\/api-auth\/confirm-sms$/.test(response.url()));
    // A full code submits itself.
    await page.keyboard.type(code ?? '');
    if ((await answer).ok()) return;
    const sent = page.waitForResponse((response) => /\/api\/api-auth\/login-sms$/.test(response.url()));
    await tabTo(page, page.getByRole('button', { name: authText.resend }));
    await page.keyboard.press('Enter');
    await sent;
  }
  throw new Error(`signing in ${DEMO_PHONE}: every SMS code was refused`);
}

test.describe('keyboard alone', () => {
  // Sign-in and a whole purchase, on a shared, heavily loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test('signs in and places a cash order to a branch with the keyboard only', async ({ page, brand, expected }) => {
    const data = expected.shop;
    tally.reset();
    // The address bar: the shop list, which sends a visitor to sign in first and back after.
    await page.goto(`/shop/${data.list}`);
    await expect(page).toHaveURL(/\/auth/);
    await signInByKeyboard(page);
    await expect(page).toHaveURL((url) => url.pathname === `/shop/${data.list}`);
    tally.step('sign in (phone, code)');
    // After the page change, focus starts at the new screen's h1 (once the list is drawn).
    await expect(page.getByRole('link', { name: new RegExp(data.product) }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused();

    // The product, into the cart.
    await tabTo(page, page.getByRole('link', { name: new RegExp(data.product) }).first(), 60);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: data.product })).toBeVisible();
    await tabTo(page, page.getByTestId('add-to-cart'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('shop-cart-link')).toHaveAttribute('data-count', '1');
    tally.step('product into the cart');
    await tabTo(page, page.getByTestId('shop-cart-link'), 40, 'Shift+Tab');
    await page.keyboard.press('Enter');

    // The cart: a comment, then on to delivery.
    await expect(page).toHaveURL(/\/shop\/cart/);
    await expect(page.getByTestId('cart-count')).toBeVisible();
    await expectNoAxeViolations(page, 'cart with a line');
    await tabTo(page, page.getByLabel('Коментар до замовлення'));
    await page.keyboard.type(`keyboard e2e ${brand}`);
    await tabTo(page, page.getByTestId('cart-checkout'));
    await page.keyboard.press('Enter');
    tally.step('cart (to it, a comment, on)');

    // Delivery: a branch in Kyiv.
    await expect(page).toHaveURL(/\/shop\/delivery/);
    await chooseRadio(page, page.getByRole('group', { name: 'Спосіб доставки' }), page.getByRole('radio', { name: 'У відділення' }));
    await tabTo(page, page.getByRole('button', { name: /^Київ/ }).first());
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('delivery-city')).toHaveText('Київ');
    // The city list went with the choice: focus stayed on the page, next to the chosen city.
    await expect(page.getByRole('button', { name: 'Змінити' })).toBeFocused();
    // The branches are one radio group: one Tab stop, arrow keys within.
    const branches = page.getByRole('group', { name: 'Обери відділення' });
    await chooseRadio(page, branches, branches.getByRole('radio').nth(1));
    await expect(page.getByTestId('delivery-branch')).toBeVisible();
    await expectNoAxeViolations(page, 'delivery with a branch chosen');
    await tabTo(page, page.getByTestId('delivery-next'), 80);
    await page.keyboard.press('Enter');
    tally.step('delivery (type, city, branch, on)');

    // Payment: cash on delivery.
    await expect(page).toHaveURL(/\/shop\/payment/);
    await chooseRadio(page, page.getByRole('group', { name: 'Спосіб оплати' }), page.getByRole('radio', { name: 'Готівкою при отриманні' }));
    await tabTo(page, page.getByTestId('payment-next'));
    await page.keyboard.press('Enter');
    tally.step('payment (cash, on)');

    // Checkout: place the order.
    await expect(page).toHaveURL(/\/shop\/checkout/);
    await expect(page.getByTestId('checkout-delivery')).toContainText('Київ');
    await expectNoAxeViolations(page, 'order summary');
    await tabTo(page, page.getByTestId('place-order'), 60);
    await page.keyboard.press('Enter');
    tally.step('checkout (place the order)');

    await expect(page).toHaveURL(/\/shop\/success/);
    await expect(page.getByTestId('success-number')).toContainText(/№\d+/);
    await expectNoAxeViolations(page, 'new order');

    const report = tally.steps.map(({ step, presses }) => `  ${step}: ${presses}`).join('\n');
    console.log(`Tab presses, ${brand}:\n${report}\n  total: ${tally.total()}`);
    test.info().annotations.push({ type: 'tab-presses', description: `${tally.total()} (${tally.steps.map((item) => item.presses).join(' + ')})` });
  });
});

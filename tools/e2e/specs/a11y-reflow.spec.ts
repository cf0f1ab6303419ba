import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { expectationsFor } from '../expected';
import { expectEveryFocusShown, expectNoHorizontalScroll, setTextSize } from '../a11y-probes';
import { signInAt } from '../shop-flow';
import { screenLoaded } from '../open-screen';

/**
 * Reflow (1.4.10) at 320 px, resize text (1.4.4) at 200%, and focus not obscured
 * (2.4.11) by the sticky header, action bars and bottom navigation, in both brands.
 */

/** One product in the cart, so the cart screen has its lines, promo, comment and actions. */
async function fillCart(page: Page, brand: string) {
  await signInAt(page, `/shop/${expectationsFor(brand).shop.list}`);
  await page.getByRole('link', { name: new RegExp(expectationsFor(brand).shop.product) }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: expectationsFor(brand).shop.product })).toBeVisible();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('shop-cart-link')).toHaveAttribute('data-count', '1');
}

/** Each delivery mode in the state with the most on screen. */
async function deliveryModes(page: Page, check: (mode: string) => Promise<void>) {
  await page.goto('/shop/delivery');
  await screenLoaded(page);
  await page.getByRole('radio', { name: 'У відділення' }).check();
  if (await page.getByRole('button', { name: 'Змінити' }).isVisible()) await page.getByRole('button', { name: 'Змінити' }).click();
  await check('branch, choosing a city');
  await page.getByRole('button', { name: /^Київ/ }).first().click();
  await expect(page.getByRole('group', { name: 'Обери відділення' }).getByRole('radio').first()).toBeVisible();
  await check('branch, Kyiv’s branches');
  await page.getByRole('radio', { name: 'Кур’єром' }).check();
  await page.getByTestId('delivery-next').click();
  await expect(page.getByLabel('Вулиця')).toHaveAttribute('aria-invalid', 'true');
  await check('courier, with its errors');
  await page.getByRole('radio', { name: 'IPOST' }).check();
  await page.getByTestId('delivery-next').click();
  await check('IPOST, with its errors');
}

test.describe('WCAG 2.2 AA: reflow, text size, focus not obscured', () => {
  test.use({ serviceWorkers: 'block' });
  test.describe.configure({ timeout: 120_000 });

  for (const view of [
    { name: '320 px wide', width: 320, text: 100 },
    { name: '200% text', width: 412, text: 200 },
  ]) {
    test(`no horizontal scroll at ${view.name}`, async ({ page, brand }) => {
      await page.setViewportSize({ width: view.width, height: 720 });
      if (view.text !== 100) await setTextSize(page, view.text);
      const check = (what: string) => expectNoHorizontalScroll(page, `${what} at ${view.name}`);
      await page.goto('/auth');
      await screenLoaded(page);
      await check('/auth');
      await fillCart(page, brand);
      for (const path of ['/shop', `/shop/${expectationsFor(brand).shop.list}`, '/shop/cart', '/profile']) {
        await page.goto(path);
        await screenLoaded(page);
        await check(path);
      }
      await deliveryModes(page, (mode) => check(`/shop/delivery (${mode})`));
    });
  }

  test('every control on the cart and delivery screens shows when focused', async ({ page, brand }) => {
    // A short phone screen: the sticky bars cover the most there.
    await page.setViewportSize({ width: 360, height: 640 });
    await fillCart(page, brand);
    await page.goto('/shop/cart');
    await screenLoaded(page);
    const cart = await expectEveryFocusShown(page, '/shop/cart');
    expect(cart, 'controls reached on the cart').toBeGreaterThan(5);
    await deliveryModes(page, async (mode) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('heading', { level: 1 }).first().focus();
      await expectEveryFocusShown(page, `/shop/delivery (${mode})`);
    });
    // The product page: its variant radios above the sticky "add to cart" bar.
    await page.goto(`/shop/${expectationsFor(brand).shop.list}`);
    await page.getByRole('link', { name: new RegExp(expectationsFor(brand).shop.product) }).first().click();
    await screenLoaded(page);
    await expectEveryFocusShown(page, 'product page');
  });
});

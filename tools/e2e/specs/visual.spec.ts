import { devices } from '@playwright/test';
import { test, expect, type Page } from '../fixtures';
import { expectationsFor } from '../expected';
import { TEST_PHONES, signIn } from '../auth';
import { chooseBranch, choosePayment, openCartFromNotice } from '../shop-flow';

/**
 * Visual regression: key screens per brand on the 412 px phone, compared with the committed
 * baselines (visual.spec.ts-snapshots/, one per brand and screen). A style change shows up here
 * as a failed comparison with its diff image; accept an intended one with
 * `npx playwright test -c apps/<brand>-e2e/playwright.config.ts tools/e2e/specs/visual.spec.ts --update-snapshots`.
 *
 * Only screens whose content the seed fixes (no balances, dates or counters that other suites
 * change while this one runs) are compared; the thresholds absorb anti-aliasing, not layout.
 */
const screenshot = { animations: 'disabled', caret: 'hide', fullPage: true, maxDiffPixelRatio: 0.001 } as const;

/** Waits until the screen is settled: its heading, every picture decoded, no skeleton left. */
async function settled(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(() => page.locator('img').evaluateAll((nodes) => nodes.every((node) => (node as HTMLImageElement).complete)))
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);
}

test.describe('visual regression at 412 px', () => {
  // The baselines are drawn at the Pixel 7's own density (the project draws at 1 for speed).
  test.use({ deviceScaleFactor: devices['Pixel 7'].deviceScaleFactor });
  // No test here is tagged @smoke: only the 412 px phone (pixel-7) runs them (playwright-config.ts).
  test('sign-in screen', async ({ page, brand }) => {
    await page.goto('/auth');
    await settled(page, 'Вхід');
    await expect(page).toHaveScreenshot(`${brand}-auth.png`, screenshot);
  });

  test.describe('signed in', () => {
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => {
      await signIn(page, TEST_PHONES.ageVerified);
    });

    test('stores', async ({ page, brand }) => {
      await page.goto('/glo-studio');
      await settled(page, 'Фірмові магазини');
      await expect(page).toHaveScreenshot(`${brand}-stores.png`, screenshot);
    });

    test('support', async ({ page, brand }) => {
      await page.goto('/support');
      await settled(page, 'Підтримка');
      await expect(page).toHaveScreenshot(`${brand}-support.png`, screenshot);
    });

    test('cart, checkout and the placed order', async ({ page, brand }) => {
      const { list, product } = expectationsFor(brand).shop;
      await page.goto(`/shop/${list}`);
      await page.getByRole('link', { name: new RegExp(product) }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
      await page.getByTestId('add-to-cart').click();
      await openCartFromNotice(page);
      await settled(page, 'Кошик');
      await expect(page.getByTestId('cart-total')).toBeVisible();
      // The "added to the cart" toast leaves after 5 s; the baseline is the cart without it.
      await expect(page.getByText(/додано в кошик/)).toHaveCount(0, { timeout: 10_000 });
      // The viewport: a full-page capture draws the fixed checkout bar over the middle of the list.
      await expect(page).toHaveScreenshot(`${brand}-cart.png`, { ...screenshot, fullPage: false });

      await page.getByTestId('cart-checkout').click();
      await chooseBranch(page);
      await choosePayment(page, 'Готівкою при отриманні');
      await settled(page, 'Підтвердження замовлення');
      await expect(page.getByTestId('checkout-total')).toBeVisible();
      await expect(page).toHaveScreenshot(`${brand}-checkout.png`, screenshot);

      await page.getByTestId('place-order').click();
      await expect(page).toHaveURL(/\/shop\/success/, { timeout: 20_000 });
      await settled(page, 'Дякуємо за замовлення!');
      // The order's number is new every time; the call-back slots follow the clock.
      const mask = [page.getByTestId('success-number'), page.getByLabel('Коли зателефонувати')];
      await expect(page).toHaveScreenshot(`${brand}-success.png`, { ...screenshot, mask });
    });

    test('catalogue list', async ({ page, brand, expected }) => {
      const list = expected.shop.pictureList;
      await page.goto(`/shop/${list.id}`);
      await settled(page, list.title);
      await expect(page).toHaveScreenshot(`${brand}-catalogue.png`, screenshot);
    });
  });
});

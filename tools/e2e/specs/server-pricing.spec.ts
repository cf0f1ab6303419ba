import { test, expect, type Page } from '../fixtures';
import { DEMO_PHONE, TEST_PHONES, registerCustomer, signIn } from '../auth';
import { chooseBranch, choosePayment, marker, openCartFromNotice } from '../shop-flow';

/**
 * The server decides (docs/contract.md): the customer sees the backend's figures on cart,
 * checkout and success, its refusals in Ukrainian, and an order of XP items never asks how to pay.
 */

/** The figure of an amount as the screens print it, spaces of any kind allowed. */
const amount = (uah: number) => new RegExp(`(^|[^0-9])${uah}\\sгрн`);

async function openProduct(page: Page, list: string, product: string) {
  await page.goto(`/shop/${list}`);
  await page.getByRole('link', { name: new RegExp(product) }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await page.getByTestId('add-to-cart').click();
  await openCartFromNotice(page);
}

async function enterPromo(page: Page, code: string) {
  const field = page.getByRole('textbox', { name: 'Промокод' });
  await field.fill(code);
  await field.press('Enter');
}

/*
 * Where the brand sells velo (`shop.velo`, o'go: VELO Freeze Max at 175 грн, so VELO-20% takes
 * 35 грн), and a bonus item it sells for XP (`shop.xpItem`) to the customer with the XP to buy it.
 */

test.describe('the server decides', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a promo order shows its discount line and the server total on checkout and success; a second use is refused', async ({ page, brand, expected }) => {
    const { velo } = expected.shop;
    if (!velo) {
      // No velo (glo's catalogue): the server's rule refuses the code, in its words.
      await page.goto(`/shop/${expected.shop.list}`);
      await expect(page).toHaveURL(/\/auth/);
      await signIn(page, TEST_PHONES.ageVerified);
      await openProduct(page, expected.shop.list, expected.shop.product);
      await enterPromo(page, 'VELO-20%');
      await expect(page.getByText('Промокод діє лише на товари VELO').first()).toBeVisible();
      await expect(page.getByTestId('cart-discount')).toHaveCount(0);
      await enterPromo(page, 'SALE-50');
      await expect(page.getByText('Невірний промокод').first()).toBeVisible();
      return;
    }
    // A customer of its own: VELO-20% is once per customer.
    const phone = await registerCustomer(page.request, brand);
    await page.goto('/shop');
    await signIn(page, phone);
    await openProduct(page, velo.list, velo.product);
    await enterPromo(page, 'VELO-20%');
    await expect(page.getByTestId('cart-discount')).toContainText('Промокод VELO-20%');
    await expect(page.getByTestId('cart-total')).toContainText(amount(velo.price - velo.discount));
    await page.getByLabel('Коментар до замовлення').fill(marker());
    await page.getByTestId('cart-checkout').click();
    await chooseBranch(page);
    await choosePayment(page, 'Готівкою при отриманні');
    await expect(page.getByTestId('checkout-discount')).toContainText(amount(velo.discount));
    await expect(page.getByTestId('checkout-shipping')).toContainText('Безкоштовна доставка');
    await expect(page.getByTestId('checkout-total')).toContainText(amount(velo.price - velo.discount));
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/shop\/success/);
    await expect(page.getByTestId('success-discount')).toContainText('Промокод VELO-20%');
    await expect(page.getByTestId('success-total')).toContainText(amount(velo.price - velo.discount));

    // The same code on the next order: the customer is told why, and no discount is counted.
    await openProduct(page, velo.list, velo.product);
    await enterPromo(page, 'VELO-20%');
    await expect(page.getByText('Цей промокод уже використано').first()).toBeVisible();
    await expect(page.getByTestId('cart-discount')).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toContainText(amount(velo.price));
  });

  test('an XP order never offers a payment method and ends "Оплачено XP"', async ({ page, expected }) => {
    const item = expected.shop.xpItem;
    await page.goto('/shop');
    await signIn(page, DEMO_PHONE);
    await openProduct(page, item.list, item.product);
    await expect(page.getByTestId('cart-xp')).toContainText(`${item.xp}`);
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/shop\/delivery/);
    await page.getByRole('radio', { name: 'У відділення' }).check();
    await page.getByRole('button', { name: /^Київ/ }).first().click();
    await page.getByRole('radio', { name: /№\d+/ }).first().check();
    await page.getByTestId('delivery-next').click();
    // Straight to the review: the payment step is skipped.
    await expect(page).toHaveURL(/\/shop\/checkout/);
    await expect(page.getByTestId('checkout-payment')).toHaveText('Оплата XP — без оплати грошима');
    await expect(page.getByRole('radio', { name: 'Карткою онлайн' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Змінити' })).toHaveCount(1); // the delivery only
    await expect(page.getByTestId('checkout-shipping')).toContainText('Безкоштовна доставка для бонусних пропозицій');
    await expect(page.getByTestId('checkout-total')).toContainText(amount(0));
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/shop\/success/);
    await expect(page.getByTestId('payment-state')).toHaveText('Оплачено XP');
    await expect(page.getByTestId('success-xp')).toContainText(`${item.xp}`);
    await expect(page.getByRole('button', { name: 'Оплатити' })).toHaveCount(0);
  });
});

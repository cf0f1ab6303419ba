import { test, expect } from '../fixtures';
import { expectationsFor } from '../expected';
import { authText } from '../auth';
import { announced } from '../a11y-probes';
import { openCartFromNotice, signInAt } from '../shop-flow';

/**
 * WCAG 2.2 AA beyond what axe finds (a11y.spec.ts), in both brands: a title per page
 * (2.4.2), focus and an announcement on every page change, errors tied to their fields, focused
 * and announced (1.3.1, 3.3.1, 4.1.3). Reflow and obscured focus are in a11y-reflow.spec.ts, the
 * keyboard journey in keyboard.spec.ts.
 */
test.describe('WCAG 2.2 AA: titles, focus, errors', () => {
  test.use({ serviceWorkers: 'block' });
  // Sign-in and several screens per test, on a shared, heavily loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test('every main route has its own title, "<screen> — <brand>"', async ({ page, brand, expected }) => {
    await page.goto('/auth');
    await expect(page).toHaveTitle(`Вхід — ${expected.name}`);
    await signInAt(page, '/shop');
    const titles: Array<[string, string]> = [
      ['/shop', 'Каталог'],
      // A list is named by its own title, not the catalogue's.
      [`/shop/${expectationsFor(brand).shop.list}`, expectationsFor(brand).shop.listTitle],
      ['/shop/cart', 'Кошик'],
      ['/shop/delivery', 'Доставка'],
      ['/shop/payment', 'Оплата'],
      ['/profile', 'Профіль'],
      ['/news', 'Новини'],
      ['/history-order', 'Історія покупок'],
      ['/', 'Головна'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(`${title} — ${expected.name}`);
    }
    // A screen named by its data refines the route's title: the product's own name.
    await page.goto(`/shop/${expectationsFor(brand).shop.list}`);
    await page.getByRole('link', { name: new RegExp(expectationsFor(brand).shop.product) }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: expectationsFor(brand).shop.product })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`— ${expected.name.replace("'", "'")}$`));
  });

  test('a client-side page change focuses the new h1 and announces the page', async ({ page, brand, expected }) => {
    await signInAt(page, '/shop');
    // From the catalogue to a list, by its link.
    const list = page.getByRole('main').getByRole('link').first();
    await list.click();
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeFocused();
    await expect.poll(() => announced(page)).toContain(`— ${expected.name}`);
    // A product, then the cart link: each new screen starts at its h1.
    await page.goto(`/shop/${expectationsFor(brand).shop.list}`);
    await page.getByRole('link', { name: new RegExp(expectationsFor(brand).shop.product) }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: expectationsFor(brand).shop.product })).toBeFocused();
    await page.getByTestId('shop-cart-link').click();
    await expect(page).toHaveURL(/\/shop\/cart/);
    await expect(page.getByRole('heading', { level: 1, name: 'Кошик' })).toBeFocused();
    await expect.poll(() => announced(page)).toBe(`Кошик — ${expected.name}`);
  });

  test('sign-in errors are tied to their field, focused and announced; the phone button leads to the code', async ({ page }) => {
    await page.goto('/auth');
    const phone = page.getByLabel(authText.phoneLabel, { exact: true });
    await phone.fill('+380 67 111');
    const submit = page.getByRole('button', { name: authText.getCode });
    await submit.click();
    const error = 'Введи номер у форматі +380 XX XXX XX XX';
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(new RegExp(error.replace(/[+]/g, '\\+')));
    await expect(phone).toBeFocused();
    await expect.poll(() => announced(page, 'assertive')).toBe(error);
    // Fixed: the error goes as soon as the value changes.
    await phone.fill('+380671112233');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await submit.click();
    // Submitted by its button, the form hands the focus on to the code.
    await expect(page.getByLabel(authText.codeLabel, { exact: true })).toBeFocused();
  });

  test('delivery errors: described, the first focused, all announced, each gone once fixed', async ({ page }) => {
    await signInAt(page, '/shop/delivery');
    await page.getByRole('radio', { name: 'Кур’єром' }).check();
    await page.getByTestId('delivery-next').click();
    const city = page.getByLabel('Пошук міста');
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(city).toHaveAccessibleDescription('Обери місто.');
    await expect(city).toBeFocused();
    await expect.poll(() => announced(page, 'assertive')).toBe('Обери місто. Вкажи вулицю. Вкажи номер будинку.');
    const street = page.getByLabel('Вулиця');
    await expect(street).toHaveAccessibleDescription('Вкажи вулицю.');
    await street.fill('Хрещатик');
    await expect(street).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main').getByText('Вкажи вулицю.')).toHaveCount(0);
    await expect(page.getByLabel('Будинок')).toHaveAttribute('aria-invalid', 'true');
    await expect(street).toHaveAttribute('autocomplete', 'address-line1');

    // Choosing a city removes the list the focus was in: focus stays on the page, next to it.
    await page.getByRole('button', { name: /^Київ/ }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('delivery-city')).toHaveText('Київ');
    await expect(page.getByRole('button', { name: 'Змінити' })).toBeFocused();
    await expect(city).toHaveCount(0);

    // Branch search results are announced, "none found" included.
    await page.getByRole('radio', { name: 'У відділення' }).check();
    await page.getByLabel('Номер або адреса відділення').fill('999999');
    await expect(page.getByText('Відділень не знайдено.')).toBeVisible();
    await expect.poll(() => announced(page)).toBe('Відділень не знайдено.');
    await page.getByLabel('Номер або адреса відділення').fill('');
    // One radio group: arrow keys move the choice.
    const branches = page.getByRole('group', { name: 'Обери відділення' });
    await branches.getByRole('radio').first().check();
    await page.keyboard.press('ArrowDown');
    await expect(branches.getByRole('radio').nth(1)).toBeChecked();
    await expect(branches.getByRole('radio').nth(1)).toBeFocused();
  });

  test('removing a cart line or clearing the cart keeps the focus on the page', async ({ page, brand }) => {
    await signInAt(page, `/shop/${expectationsFor(brand).shop.list}`);
    // Two products in the cart.
    for (const index of [0, 1]) {
      await page.goto(`/shop/${expectationsFor(brand).shop.list}`);
      await page.getByRole('main').getByRole('article').nth(index).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByTestId('add-to-cart').click();
    }
    await openCartFromNotice(page);
    const remove = page.getByRole('button', { name: /^Видалити з кошика/ });
    await expect(remove).toHaveCount(2);
    await remove.first().focus();
    await page.keyboard.press('Enter');
    await expect(remove).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    const focusedInMain = () => page.evaluate(() => !!document.activeElement?.closest('main'));
    await expect.poll(focusedInMain).toBe(true);

    await page.getByRole('button', { name: 'Очистити кошик' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Очистити кошик' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Видалити з кошика/ })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await expect.poll(focusedInMain).toBe(true);
  });
});

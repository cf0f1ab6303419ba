import { test, expect as baseExpect, type Page } from '../fixtures';
import { API_KEY, registerCustomer, signIn } from '../auth';
import { expectationsFor } from '../expected';
import { apiUrl } from '../ports';

/** The machine running both suites can be busy; answers that follow a server call get longer. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The profile page (/profile). The delivery address saved here is what checkout reads (the same
 * GET /api/x/profile/delivery-address through profile-data-access's deliveryAddressQueryOptions).
 */

async function savedAddress(page: Page, brand: string): Promise<unknown> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`${apiUrl()}/api/x/profile/delivery-address`, {
    params: { product: expectationsFor(brand).catalogue },
    headers: { 'X-Api-Key': API_KEY, Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { address: unknown }).address;
}

test.describe('profile', () => {
  // Each test signs a customer in through the real UI first; the flows after it are long.
  test.describe.configure({ timeout: 150_000 });

  test('a saved delivery address is what checkout reads and offers', async ({ page, brand }) => {
    const phone = await registerCustomer(page.request, brand);
    await signIn(page, phone);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Профіль' })).toBeVisible();
    await expect(page.getByText('+380 93')).toBeVisible();
    await expect(page.getByText('Адресу ще не збережено.')).toBeVisible();

    await page.getByRole('button', { name: 'Додати адресу' }).click();
    const form = page.getByRole('form', { name: 'Адреса доставки' });
    await form.getByLabel('Пошук міста').fill('Льв');
    await form.getByRole('button', { name: /^Львів/ }).first().click();
    await form.getByLabel('Номер або адреса відділення').fill('1');
    const branch = form.getByRole('list', { name: 'Відділення' }).getByRole('button').first();
    const branchLabel = (await branch.locator('span').first().textContent())?.trim() ?? '';
    await branch.click();
    await form.getByRole('button', { name: 'Зберегти адресу' }).click();

    await expect(page.getByTestId('saved-address')).toHaveText(`Львів, ${branchLabel}`);
    await page.reload();
    await expect(page.getByTestId('saved-address')).toHaveText(`Львів, ${branchLabel}`);
    expect(await savedAddress(page, brand)).toMatchObject({
      type: 1,
      city: { label: 'Львів' },
      branch: { label: branchLabel },
    });

    // A courier address replaces it; a missing house number is explained first.
    await page.getByRole('button', { name: 'Змінити адресу' }).click();
    await form.getByRole('radio', { name: 'Кур’єром за адресою' }).check();
    await form.getByLabel('Вулиця').fill('вул. Городоцька');
    await form.getByRole('button', { name: 'Зберегти адресу' }).click();
    await expect(form.getByText('Вкажи номер будинку.')).toBeVisible();
    await form.getByLabel('Будинок').fill('5');
    await form.getByLabel('Квартира (необов’язково)').fill('12');
    await form.getByRole('button', { name: 'Зберегти адресу' }).click();
    await expect(page.getByTestId('saved-address')).toHaveText('Львів, вул. Городоцька, 5, кв. 12');
    expect(await savedAddress(page, brand)).toEqual({
      type: 2,
      city: expect.objectContaining({ label: 'Львів' }),
      street: 'вул. Городоцька',
      house: '5',
      flat: '12',
    });

    // Checkout's delivery step offers it (it reads the same query).
    await page.goto('/shop/delivery');
    await expect(page.getByText(/Адреса з профілю: Львів, вул\. Городоцька, 5, кв\. 12/)).toBeVisible();
  });

  test('the velo id is looked up once and remembered 259200 s', async ({ page, brand }) => {
    const phone = await registerCustomer(page.request, brand);
    await signIn(page, phone);
    let lookups = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/get-velo-shopify-id')) lookups += 1;
    });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Профіль' })).toBeVisible();
    await expect.poll(() => lookups).toBe(1);
    // The flag is written when the lookup's answer arrives, a moment after the request is seen.
    const readLifetime = () =>
      page.evaluate(() => {
        const raw = localStorage.getItem('flag:velo-id');
        return raw ? (JSON.parse(raw) as { expiresAt: number }).expiresAt - Date.now() : null;
      });
    await expect.poll(readLifetime).not.toBeNull();
    const lifetime = await readLifetime();
    expect(lifetime).toBeGreaterThan(259_100_000);
    expect(lifetime).toBeLessThanOrEqual(259_200_000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Профіль' })).toBeVisible();
    expect(lookups).toBe(1);
  });

  test('verification: the other way sends a request that stays pending', async ({ page, brand }) => {
    const phone = await registerCustomer(page.request, brand);
    await signIn(page, phone);
    await page.goto('/verification');
    await expect(page.getByRole('heading', { level: 1, name: 'Підтвердження віку' })).toBeVisible();
    await page.getByRole('link', { name: 'Інший спосіб' }).click();
    await expect(page).toHaveURL(/\/verification\/other$/);
    await page.getByLabel('Дата народження').fill('1990-05-01');
    await page.getByRole('radio', { name: 'Дзвінок від підтримки' }).check();
    await page.getByRole('button', { name: 'Надіслати заявку' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Заявку надіслано' }).first()).toBeVisible();
    await page.goto('/verification');
    await expect(page.getByText(/Заявку надіслано \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  });
});

import { test, expect as baseExpect } from '../fixtures';
import { registerCustomer, signIn } from '../auth';

/** The machine running both suites can be busy; answers that follow a server call get longer. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Devices: /my-devices (ogo-footer) and /device-reg (account-off-footer, back to /my-devices). */

/** These tests provoke backend refusals (4xx) on purpose; see allowApiRefusals in ../fixtures. */
test.use({ allowApiRefusals: true });

/** A serial of the brand's format (apps/api lib/device-serial): brand letter, model, block, check. */
const serial = (letter: string) => {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const head = `${letter}HX-${Date.now().toString(36).toUpperCase().slice(-6)}${Math.floor(Math.random() * 1e4)}`;
  const sum = [...head.replace(/-/g, '')].reduce((acc, ch, i) => acc + (i + 1) * alphabet.indexOf(ch), 0);
  return `${head}-${alphabet[sum % 36]}`;
};

test.describe('devices', () => {
  // Each test signs a customer in through the real UI first; the flows after it are long.
  test.describe.configure({ timeout: 150_000 });

  test('a device registered shows in my-devices', async ({ page, brand, expected }) => {
    const phone = await registerCustomer(page.request, brand);
    await signIn(page, phone);
    await page.goto('/my-devices');
    await expect(page.getByRole('heading', { level: 1, name: 'Мої пристрої' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ще немає пристроїв' })).toBeVisible();

    await page.getByRole('link', { name: 'Зареєструвати пристрій' }).click();
    await expect(page).toHaveURL(/\/device-reg$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Реєстрація пристрою' })).toBeVisible();

    // Checked before sending, in Ukrainian, next to the field.
    await page.getByRole('button', { name: 'Зареєструвати' }).click();
    await expect(page.getByText('Введи серійний номер пристрою.')).toBeVisible();

    const number = serial(expected.shop.deviceSerialLetter);
    await page.getByLabel('Серійний номер').fill(number);
    await page.getByLabel('Модель').fill('glo hyper X2');
    await page.getByLabel('Назва (необов’язково)').fill('Мій пристрій');
    await page.getByRole('button', { name: 'Зареєструвати' }).click();

    await expect(page).toHaveURL(/\/my-devices$/);
    const item = page.getByRole('list', { name: 'Мої пристрої' }).getByRole('listitem').filter({ hasText: number });
    await expect(item).toContainText('Мій пристрій');
    await expect(item).toContainText('glo hyper X2');
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: number })).toBeVisible();
  });

  test('a serial registered before is refused at the field, keeping the input', async ({ page, brand, expected }) => {
    const phone = await registerCustomer(page.request, brand);
    await signIn(page, phone);
    const number = serial(expected.shop.deviceSerialLetter);
    for (const attempt of [1, 2]) {
      await page.goto('/device-reg');
      await page.getByLabel('Серійний номер').fill(number);
      await page.getByLabel('Модель').fill('glo hyper pro');
      await page.getByRole('button', { name: 'Зареєструвати' }).click();
      if (attempt === 1) await expect(page).toHaveURL(/\/my-devices$/);
    }
    await expect(page.getByText('Пристрій з таким серійним номером уже зареєстровано')).toBeVisible();
    await expect(page.getByLabel('Серійний номер')).toHaveValue(number);
    await expect(page).toHaveURL(/\/device-reg$/);
  });
});

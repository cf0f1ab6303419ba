import { test, expect } from '../fixtures';
import { API_KEY, TEST_PHONES, signIn } from '../auth';
import { apiUrl } from '../ports';

/** Home shows the customer's XP and the shortcuts. */
test.describe('home', () => {
  test('shows the signed-in customer’s XP and shortcuts @smoke', async ({ page, expected }) => {
    await signIn(page, TEST_PHONES.ageVerified);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.homeTitle);

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const response = await page.request.get(`${apiUrl()}/api/get-balance`, {
      headers: { 'X-Api-Key': API_KEY, Authorization: `Bearer ${token}` },
    });
    const { balance } = (await response.json()) as { balance: number };
    const xp = page.getByTestId('home-xp');
    await expect(xp).toContainText('XP');
    expect((await xp.textContent())?.replace(/\D/g, '')).toBe(String(balance));

    const shortcuts = page.getByRole('navigation', { name: 'Швидкі дії' });
    await expect(shortcuts.getByRole('link')).toHaveText(['Сканувати', 'Каталог', 'Запросити друга', 'Новини']);
    await shortcuts.getByRole('link', { name: 'Новини' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Новини' })).toBeVisible();
  });

  test('an anonymous visitor is sent to sign in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth/);
  });
});

import { test, expect } from '../fixtures';
import { signIn, TEST_PHONES } from '../auth';

test.describe('app shell', () => {
  test('home loads with the brand’s own greeting @smoke', async ({ page, expected }) => {
    // `/` needs a signed-in customer.
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, TEST_PHONES.ageVerified);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.homeTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  });

  test('an unknown path shows the 404 screen @smoke', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Сторінку не знайдено' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText(/з посиланням щось не так/)).toBeVisible();
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
    await page.getByRole('link', { name: 'На головну' }).click();
    // Home is for signed-in customers: an anonymous visitor is asked to sign in first.
    await expect(page).toHaveURL(/\/auth$/);
  });
});

import { TEST_PHONES, openSignedIn } from '../auth';
import { test, expect } from '../fixtures';

test.describe('invite a friend', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the invite code is shown with its QR code and shared through the share sheet', async ({ page }) => {
    // Record what the page hands to the system share sheet.
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.defineProperty(window, '__shared', { value: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          shared.push(data);
        },
      });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
    });
    await openSignedIn(page, '/invite-friend', TEST_PHONES.ageVerified);
    await expect(page.getByRole('heading', { level: 1, name: 'Запроси друга' })).toBeVisible();
    const code = (await page.getByTestId('invite-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9-]{4,32}$/);
    await expect(page.getByRole('img', { name: /QR-код посилання .*registration\?ref=/ })).toBeVisible();

    await page.getByRole('button', { name: 'Поділитися' }).click();
    await expect(page.getByTestId('share-status')).toHaveText('Готово, запрошення надіслано.');
    const shared = (await page.evaluate(() => (window as unknown as { __shared: { text: string; url: string }[] }).__shared)) ?? [];
    expect(shared).toHaveLength(1);
    expect(shared[0]?.text).toContain(code);
    expect(shared[0]?.url).toContain(`ref=${encodeURIComponent(code)}`);
  });

  test('without a share sheet the link goes to the clipboard', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    await openSignedIn(page, '/invite-friend', TEST_PHONES.ageVerified);
    const code = (await page.getByTestId('invite-code').textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Поділитися' }).click();
    await expect(page.getByTestId('share-status')).toHaveText(/Скопійовано/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`ref=${encodeURIComponent(code)}`);
  });

  test('the invite pages open', async ({ page }) => {
    await openSignedIn(page, '/invite-friend/offer', TEST_PHONES.ageVerified);
    await expect(page.getByRole('heading', { level: 1, name: 'Умови пропозиції' })).toBeVisible();
    for (const [path, title] of [
      ['/invite-friend/promo', 'Промокод для друга'],
      ['/invite-friend/test-drive', 'Тест-драйв'],
      ['/invite-friend/calculator', 'Калькулятор XP'],
      ['/invite-friend/velo', 'Запроси друга у VELO'],
      ['/invite-friend/faq', 'Питання і відповіді'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    await expect(page.getByText('Коли я отримаю XP за друга?')).toBeVisible();
  });
});

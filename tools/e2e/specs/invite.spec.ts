import { test, expect, type Page } from '../fixtures';

/** The first test phone of the reference backend signs in through test-login, without an SMS. */
const TEST_PHONE = '500000001';

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel('Номер телефону').fill(TEST_PHONE);
  await page.getByRole('button', { name: 'Отримати код' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(path.split('?')[0]);
}

test.describe('invite a friend (issue 8)', () => {
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
    await signIn(page, '/invite-friend');
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
    await signIn(page, '/invite-friend');
    const code = (await page.getByTestId('invite-code').textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Поділитися' }).click();
    await expect(page.getByTestId('share-status')).toHaveText(/Скопійовано/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`ref=${encodeURIComponent(code)}`);
  });

  test('the invite pages open', async ({ page }) => {
    await signIn(page, '/invite-friend/offer');
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

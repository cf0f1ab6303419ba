import { test, expect as baseExpect, type Page } from '../fixtures';
import { DEMO_PHONE, TEST_PHONES, signIn } from '../auth';

/** The machine running both suites can be busy; answers that follow a server call get longer. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Feedback on orders. Spec §6: the form is offered only when can-write-by-order allows
 * it (the demo customer's delivered orders) and refused otherwise (a customer without orders);
 * the answer is remembered 1800 s, the offline-order import runs at most once per 86400 s.
 */

/** These tests provoke backend refusals (4xx) on purpose; see allowApiRefusals in ../fixtures. */
test.use({ allowApiRefusals: true });

/** A tiny PNG, as a photo of the order. */
const PHOTO = {
  name: 'order.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

async function flagLifetime(page: Page, key: string): Promise<number | null> {
  return page.evaluate((name) => {
    const raw = localStorage.getItem(name);
    return raw ? (JSON.parse(raw) as { expiresAt: number }).expiresAt - Date.now() : null;
  }, key);
}

test.describe('feedback', () => {
  // Each test signs a customer in through the real UI first; the flows after it are long.
  test.describe.configure({ timeout: 150_000 });

  test('allowed: the demo customer rates a delivered order with text and a photo', async ({ page }) => {
    await signIn(page, DEMO_PHONE);
    const canWrite = page.waitForResponse((response) => response.url().endsWith('/api/feedback/can-write-by-order'));
    const imported = page.waitForResponse((response) =>
      response.url().endsWith('/api/feedback/import-orders-in-background'),
    );
    await page.goto('/feedback');
    expect(((await (await canWrite).json()) as { canFeedback: boolean }).canFeedback).toBe(true);
    expect((await imported).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Відгуки' })).toBeVisible();

    const orders = page.getByRole('group', { name: 'Замовлення' }).getByRole('radio');
    // The orders come after the heading (their own call).
    await expect(orders.first()).toBeVisible();
    const before = await orders.count();
    expect(before).toBeGreaterThan(0);
    await orders.first().check();
    await page.getByRole('radio', { name: '5 з 5' }).check();
    await page.getByLabel('Коментар').fill('Усе прийшло вчасно, дякую!');
    await page.getByLabel('Фото (до 5, кожне до 5 МБ)').setInputFiles(PHOTO);
    await expect(page.getByText('order.png')).toBeVisible();

    const sent = page.waitForRequest((request) => request.url().includes('/api/feedback/send?'));
    await page.getByRole('button', { name: 'Надіслати відгук' }).click();
    const request = await sent;
    const url = new URL(request.url());
    expect(url.searchParams.get('shop')).toBeTruthy();
    expect(url.searchParams.get('token')).toBeTruthy();
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect((await request.response())?.status()).toBe(200);

    await expect(page.getByRole('status').filter({ hasText: 'Дякуємо за відгук!' }).first()).toBeVisible();
    // The answer is asked again: the rated order is no longer offered.
    await expect(async () => {
      const left = await page.getByRole('group', { name: 'Замовлення' }).getByRole('radio').count();
      expect(left).toBe(before - 1);
    }).toPass();

    // Spec §9: can-write and offline orders are remembered 1800 s, the import 86400 s.
    expect(await flagLifetime(page, 'flag:feedback-can-write')).toBeGreaterThan(1_700_000);
    expect(await flagLifetime(page, 'flag:feedback-can-write')).toBeLessThanOrEqual(1_800_000);
    expect(await flagLifetime(page, 'flag:offline-orders-imported')).toBeGreaterThan(86_300_000);
  });

  test('refused: a customer without delivered orders gets no form', async ({ page }) => {
    await signIn(page, TEST_PHONES.ageVerified);
    const canWrite = page.waitForResponse((response) => response.url().endsWith('/api/feedback/can-write-by-order'));
    await page.goto('/feedback');
    expect(((await (await canWrite).json()) as { canFeedback: boolean }).canFeedback).toBe(false);
    await expect(page.getByRole('heading', { name: 'Поки що немає замовлень для відгуку' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Надіслати відгук' })).toHaveCount(0);

    // Remembered: a reload does not ask the server again within 1800 s.
    let asked = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/feedback/can-write-by-order')) asked = true;
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Поки що немає замовлень для відгуку' })).toBeVisible();
    expect(asked).toBe(false);
  });
});

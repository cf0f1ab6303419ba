import { deflateSync } from 'node:zlib';
import { encode } from 'uqr';
import { TEST_PHONES, openSignedIn, registerCustomer } from '../auth';
import { test, expect } from '../fixtures';
import { freshPackCode } from '../pack-codes';

/** A PNG of 8-bit pixels (grey: 1 byte each, RGB: 3). */
function png(width: number, height: number, channels: 1 | 3, pixel: (x: number, y: number, channel: number) => number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = channels === 1 ? 0 : 2; // grey or RGB
  const rows = Buffer.concat(
    Array.from({ length: height }, (_, y) =>
      Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width * channels }, (_, i) => pixel(Math.floor(i / channels), y, i % channels)))]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Random pixels, so the emulated multi-scan recognition finds codes nobody has yet. */
const randomPng = () => png(16, 16, 3, () => Math.floor(Math.random() * 256));

/** The QR code of `text`, black on white, `scale` pixels per module, with a quiet zone. */
function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 4 }).data;
}

function qrPng(text: string, scale = 8): Buffer {
  const modules = qrModules(text);
  const size = modules.length * scale;
  return png(size, size, 1, (x, y) => (modules[Math.floor(y / scale)]?.[Math.floor(x / scale)] ? 0 : 255));
}

test.describe('scanning packs', () => {
  // Sign-in, service worker and several screens per test: generous on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a pack code entered by hand (no camera here) credits XP and shows in Історія XP', async ({ page }) => {
    await openSignedIn(page, '/scanning', TEST_PHONES.ageVerified);
    await expect(page.getByRole('heading', { level: 1, name: 'Сканування пачки' })).toBeVisible();
    const code = freshPackCode();
    await page.getByLabel('Код з пачки').fill(code);
    await page.getByRole('button', { name: 'Надіслати код' }).click();
    await expect(page.getByTestId('scan-result')).toHaveText(/Пачку зараховано: \+10\sXP/);

    await page.goto('/history-bonuses');
    await expect(page.getByText(`Сканування пачки ${code}`)).toBeVisible();
  });

  test.describe('offline, as the installed app', () => {
    // The service worker serves the app's files while offline.
    test.use({ serviceWorkers: 'allow' });

    test('a scan made offline waits as pending and is credited once when the connection is back', async ({ page, context }) => {
      await openSignedIn(page, '/scanning', TEST_PHONES.ageVerified);
      // As in the installed app, the service worker serves the app's files while offline: wait for
      // it to finish precaching and take over the page, and for the sign-in's calls to end.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // The app's version check runs 1 s after a load (shared-pwa); let it pass while online, as it
      // logs a failed request when it meets no network.
      const versionChecked = page.waitForResponse(/\/version\.json/);
      await page.reload();
      await versionChecked;
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await page.waitForLoadState('networkidle');
      const code = freshPackCode();
      await context.setOffline(true);
      await page.getByLabel('Код з пачки').fill(code);
      await page.getByRole('button', { name: 'Надіслати код' }).click();
      await expect(page.getByTestId('scan-result')).toHaveText(/Немає зв’язку/);
      const pending = page.getByTestId('pending-scans');
      await expect(pending.getByText(code)).toBeVisible();
      await expect(pending.getByText('Очікує підтвердження')).toBeVisible();
      // Typing the same code again offline does not queue it twice.
      await page.getByLabel('Код з пачки').fill(code);
      await page.getByRole('button', { name: 'Надіслати код' }).click();
      await expect(pending.getByRole('listitem')).toHaveCount(1);

      await context.setOffline(false);
      await expect(pending).toHaveCount(0);
      await page.goto('/history-bonuses');
      await expect(page.getByText(`Сканування пачки ${code}`)).toHaveCount(1);
    });
  });

  test('a photo of several packs is sent as base64 with progress and credits XP', async ({ page }) => {
    await openSignedIn(page, '/scan/multi', TEST_PHONES.ageVerified);
    await expect(page.getByRole('heading', { level: 1, name: 'Кілька пачок одним фото' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: 'packs.png', mimeType: 'image/png', buffer: randomPng() });
    await expect(page.getByRole('img', { name: 'Вибране фото' })).toBeVisible();
    await page.getByRole('button', { name: 'Надіслати фото' }).click();
    const result = page.getByTestId('multi-scan-result');
    await expect(result).toHaveText(/Знайдено кодів: [1-3]\. Нараховано: [1-9]\d*\sXP/);
    await expect(result.getByText('зараховано').first()).toBeVisible();
  });

  test('a photo no recognition service has read yet is kept: the customer is told XP follows the check', async ({ page, brand }) => {
    // The development backend's switch for a production without recognition (apps/api/README.md).
    const phone = await registerCustomer(page.request, brand, { note: '[recognition:pending]' });
    await openSignedIn(page, '/scan/multi', phone);
    await page.locator('input[type="file"]').setInputFiles({ name: 'packs.png', mimeType: 'image/png', buffer: randomPng() });
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/x/scan/multi'));
    await page.getByRole('button', { name: 'Надіслати фото' }).click();
    expect(await (await sent).json()).toMatchObject({ status: 'pending', coins: 0, codes: [] });
    await expect(page.getByTestId('multi-scan-result')).toHaveText('Фото отримали — нарахуємо XP після перевірки');
    // The history keeps it as waiting, and no XP came with it.
    await page.getByRole('link', { name: 'Історія сканувань' }).click();
    const entry = page.getByTestId('scan-history').getByRole('listitem').first();
    await expect(entry).toContainText('Фото на перевірці');
    await expect(entry).toContainText('Очікує');
  });

  test('the scan hub counts this month’s packs and the history pages through older scans', async ({ page }) => {
    await openSignedIn(page, '/scanbox', TEST_PHONES.ageVerified);
    await expect(page.getByTestId('scan-count')).toHaveText(/Відскановано пачок: \d+/);
    await expect(page.getByText(/^Цього місяця \(з 01\./)).toBeVisible();
    await page.getByRole('link', { name: 'Історія сканувань' }).click();
    await expect(page).toHaveURL(/\/scan\/history$/);
    await expect(page.getByTestId('scan-history').getByRole('listitem').first()).toBeVisible();
    await page.goto('/scan-history');
    await expect(page).toHaveURL(/\/scan\/history$/);
  });

  test('a pack photographed with the phone’s camera app is read from the image file and credits XP', async ({ page }) => {
    await openSignedIn(page, '/scanning', TEST_PHONES.ageVerified);
    const code = freshPackCode();
    await page.getByLabel('Розпізнати з фото').setInputFiles({ name: 'pack.png', mimeType: 'image/png', buffer: qrPng(code) });
    await expect(page.getByTestId('scan-result')).toHaveText(/Пачку зараховано: \+10\sXP/, { timeout: 20_000 });
  });
});

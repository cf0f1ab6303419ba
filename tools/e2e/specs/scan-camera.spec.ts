import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encode } from 'uqr';
import { chromiumLaunchOptions } from '../chromium';
import { TEST_PHONES, signIn } from '../auth';
import { test, expect, type Page } from '../fixtures';

/** Opens `path`; the auth guard sends the visitor to /auth, and signing in brings them back. */
async function openSignedIn(page: Page, path: string, phone: string): Promise<void> {
  await page.goto(path);
  // The guard's redirect happens once the app has started; sign in from there, so it returns.
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await signIn(page, phone);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(path);
}

/** A pack code nobody has scanned yet, with the reference backend's check digit. */
function freshPackCode(): string {
  const body = `CAM${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    sum += (i + 1) * (c >= 48 && c <= 57 ? c - 48 : c - 55);
  }
  return body + String(sum % 10);
}

/**
 * A Y4M clip for Chromium's fake camera (--use-file-for-fake-video-capture): the QR code of
 * `text` centred on a white 640×480 picture, as the rear camera would see a pack.
 */
function qrY4m(text: string): string {
  const modules = encode(text, { ecc: 'M', border: 4 }).data;
  const width = 640;
  const height = 480;
  const scale = Math.floor(360 / modules.length);
  const left = Math.floor((width - modules.length * scale) / 2);
  const top = Math.floor((height - modules.length * scale) / 2);
  const luma = Buffer.alloc(width * height, 255);
  modules.forEach((row, my) =>
    row.forEach((dark, mx) => {
      if (!dark) return;
      for (let y = 0; y < scale; y++) {
        const start = (top + my * scale + y) * width + left + mx * scale;
        luma.fill(0, start, start + scale);
      }
    }),
  );
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = join(tmpdir(), `cx-fake-camera-${process.pid}.y4m`);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
  return file;
}

const code = freshPackCode();

// Chromium's fake camera shows the pack's QR code (its flags need a browser of their own).
test.use({
  permissions: ['camera'],
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${qrY4m(code)}`],
  },
});

test.describe('scanning with the camera (issue 8)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the camera reads a pack’s code on the device and credits XP', async ({ page }) => {
    await openSignedIn(page, '/scanning', TEST_PHONES.ageVerified);
    await expect(page.getByText('Камера працює. Тримай код у рамці.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('scan-result')).toHaveText(/Пачку зараховано: \+10\sXP/, { timeout: 20_000 });
  });
});

import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encode } from 'uqr';
import { chromiumLaunchOptions } from '../chromium';
import { freshPackCode } from '../pack-codes';
import { TEST_PHONES, openSignedIn } from '../auth';
import { test, expect } from '../fixtures';

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

const code = freshPackCode('CAM');

// Chromium's fake camera shows the pack's QR code (its flags need a browser of their own).
test.use({
  permissions: ['camera'],
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${qrY4m(code)}`],
  },
});

test.describe('scanning with the camera', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the camera reads a pack’s code on the device and credits XP', async ({ page }) => {
    await openSignedIn(page, '/scanning', TEST_PHONES.ageVerified);
    await expect(page.getByText('Камера працює. Тримай код у рамці.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('scan-result')).toHaveText(/Пачку зараховано: \+10\sXP/, { timeout: 20_000 });
  });
});

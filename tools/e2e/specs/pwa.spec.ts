import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../chromium';
import { test, expect } from '../fixtures';

test.describe('installable PWA', () => {
  test.use({ serviceWorkers: 'allow' });
  test('the manifest carries the brand’s own name, colour and icons', async ({ page, expected }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest.name).toBe(expected.name);
    expect(manifest.short_name).toBe(expected.name);
    expect(manifest.theme_color).toBe(expected.themeColor);
    expect(manifest.display).toBe('standalone');
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const response = await page.request.get(`/${icon.src}`);
      expect(response.ok(), icon.src).toBe(true);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('installs like an app: its own id, shortcuts to scanning and the cart, screenshots, a maskable icon with no ring', async ({
    page,
    brand,
    expected,
  }) => {
    await page.goto('/auth');
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest.id).toBe(`/app/${brand}`);
    expect(manifest.shortcuts.map((shortcut: { name: string; url: string }) => [shortcut.name, shortcut.url])).toEqual([
      ['Сканувати', '/scanning'],
      ['Кошик', '/shop/cart'],
    ]);
    // Each screenshot is served at the size it declares; a phone's and a wide screen's.
    expect(new Set(manifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor))).toEqual(new Set(['narrow', 'wide']));
    for (const shot of manifest.screenshots as { src: string; sizes: string; type: string }[]) {
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, shot.src);
      expect(size, shot.src).toBe(shot.sizes);
    }
    // The launcher masks the icon to a circle or a squircle: its corners and edges are the brand's
    // colour, not a white ring, and the mark keeps inside the safe zone.
    const maskable = manifest.icons.find((icon: { purpose?: string }) => icon.purpose === 'maskable');
    const pixels = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = `/${src}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const hex = (x: number, y: number) =>
        `#${[...context.getImageData(x, y, 1, 1).data.slice(0, 3)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
      const edge = Math.round(canvas.width * 0.1);
      return { corner: hex(1, 1), edge: hex(edge, canvas.height / 2), top: hex(canvas.width / 2, edge) };
    }, maskable.src);
    expect(pixels).toEqual({ corner: expected.themeColor, edge: expected.themeColor, top: expected.themeColor });
  });

  test('a service worker registers and Chromium reports no installability errors @smoke', async ({
    playwright,
    baseURL,
  }, testInfo) => {
    // Chromium never offers installation in an incognito context (Playwright's default), so
    // this check runs in a persistent profile of its own.
    const profile = mkdtempSync(join(tmpdir(), 'cx-install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions,
      baseURL,
      viewport: testInfo.project.use.viewport ?? null,
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.active?.state;
      });
      expect(['activating', 'activated']).toContain(state);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

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

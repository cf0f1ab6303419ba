import type { Page } from '@playwright/test';
import { test as base, expect, type BrandOptions } from '../fixtures';
import { signInByHandoff } from '../auth';

/** PWA lifecycle and app-wide notices (spec §1, §4, §8, §9). */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

type StorageState = Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>;

/** Signed in once per worker (the backend allows ten handoffs a minute per customer). */
const test = base.extend<object, { signedIn: StorageState }>({
  signedIn: [
    async ({ browser }, use, workerInfo) => {
      const { brand } = workerInfo.project.use as BrandOptions;
      const { baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ serviceWorkers: 'block', baseURL });
      await signInByHandoff(await context.newPage(), brand);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedIn }, use) => use(signedIn),
  // The installed app: its service worker is in every test here.
  serviceWorkers: 'allow',
});

/** What Chromium fires when the app is installable (a persistent, installable profile only). */
async function offerInstallation(page: Page) {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
}

// Toasts and the install and update prompts animate in: this file keeps motion on, where the
// rest of the suite runs with reduced motion (tools/e2e/playwright-config.ts).
test.use({ reducedMotion: 'no-preference' });

test.describe('install prompt', () => {
  test('is offered once, and a dismissal survives a reload', async ({ page, expected }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
    await offerInstallation(page);
    const prompt = page.getByRole('region', { name: `Встанови ${expected.name}` });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Не зараз' }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('install-prompt-dismissed'))).toBe('true');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
    await offerInstallation(page);
    await page.waitForTimeout(300);
    await expect(page.getByTestId('install-prompt')).toHaveCount(0);
  });

  test.describe('on iOS Safari', () => {
    test.use({ userAgent: IPHONE_SAFARI });

    test('explains how to add the app to the home screen; "never again" sticks', async ({
      page,
      expected,
    }) => {
      await page.goto('/');
      const prompt = page.getByRole('region', { name: `Додай ${expected.name} на головний екран` });
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText('На початковий екран');
      await prompt.getByRole('button', { name: 'Більше не показувати' }).click();
      await expect(prompt).toBeHidden();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
      await page.waitForTimeout(300);
      await expect(page.getByTestId('install-prompt')).toHaveCount(0);
    });
  });
});

test.describe('toasts', () => {
  test('a toast shows top-right, is announced, and leaves after 5 s @smoke', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
    // A link to an origin off the allow-list (spec §8): refused, with a toast saying so.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = 'https://evil.example/phish';
      link.textContent = 'Чуже посилання';
      Object.assign(link.style, { position: 'fixed', left: '8px', bottom: '8px', zIndex: '1000' });
      document.body.append(link);
    });
    await page.getByRole('link', { name: 'Чуже посилання' }).click();
    const shownAt = Date.now();
    // Errors are announced assertively: the toast sits in the alert live region.
    await expect(page.getByRole('alert').filter({ hasText: 'за межі застосунку' })).toHaveCount(1);
    const toast = page.getByRole('alert').locator(':scope > *').filter({ hasText: 'за межі застосунку' });
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const box = (await toast.boundingBox()) ?? { x: 0, y: Infinity, width: 0, height: 0 };
    const viewportWidth = page.viewportSize()?.width ?? 0;
    expect(box.y, 'toast at the top').toBeLessThan(120);
    expect(viewportWidth - (box.x + box.width), 'toast at the right edge').toBeLessThan(40);

    await expect(toast).toBeHidden({ timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_500);
  });
});

const offlineTest = test.extend({
  // Offline, every call to the backend fails and Chromium logs it; only page errors count here.
  failOnPageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use();
    expect(errors, 'page errors').toEqual([]);
  },
});

offlineTest.describe('offline', () => {
  offlineTest(
    'the shell opens offline after a first visit, with the offline banner @smoke',
    async ({ page, context, expected }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
      // The service worker has precached the shell once it is active.
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.active?.state;
      });
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('img', { name: expected.name })).toBeVisible();
      // The page came from the service worker: the network is off for it too.
      expect(await page.evaluate(() => fetch('/version.json', { cache: 'no-store' }).then(() => 'answered', () => 'failed'))).toBe('failed');
      // Debian's Chromium 150 does not carry the emulated offline state into a reloaded document:
      // navigator.onLine stays true there, and no 'offline' event comes (156 does, as devices do).
      // There the emulation is sent again, so the banner's own path (the event) is still what shows it.
      if (await page.evaluate(() => navigator.onLine)) {
        await context.setOffline(false);
        await context.setOffline(true);
      }
      await expect(page.getByTestId('offline-banner')).toContainText('Немає з’єднання з інтернетом');
      await context.setOffline(false);
      await expect(page.getByTestId('offline-banner')).toBeEmpty();
    },
  );
});

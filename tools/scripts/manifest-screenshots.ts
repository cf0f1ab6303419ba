// The install sheet's screenshots (the manifest's `screenshots`, tools/vite/brand-app-config.ts):
// each brand's home and catalogue, narrow (a phone) and home wide, taken from the running apps
// signed in as the test customer, into apps/<brand>/public/screenshots. Run it after a change the
// pictures should show, with the apps and the backend up (`npm start`, or the e2e ports):
//   npx tsx tools/scripts/manifest-screenshots.ts [glo|ogo]
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright';
import { MANIFEST_SCREENSHOTS } from '../vite/app-manifest.ts';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { API_KEY, TEST_PHONES } from '../e2e/auth';
import { expectationsFor } from '../e2e/expected';
import { apiUrl, appUrl, brandApps } from '../e2e/ports';

const PATHS: Record<(typeof MANIFEST_SCREENSHOTS)[number]['file'], string> = {
  'home-narrow.jpg': '/',
  'catalogue-narrow.jpg': '/shop',
  'home-wide.jpg': '/',
};

/** Signs the test customer in through the brand switch's arrival, as the e2e suite does. */
async function signIn(page: Page, brand: string) {
  const { catalogue } = expectationsFor(brand);
  const call = async (path: string, data: object, token?: string) => {
    const response = await page.request.post(`${apiUrl()}${path}`, {
      headers: { 'X-Api-Key': API_KEY, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      data,
    });
    if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
    return response.json();
  };
  const { session } = await call('/api/api-auth/test-login', { phone: TEST_PHONES.ageVerified, product: catalogue });
  const { code } = await call('/api/x/handoff', { target: catalogue }, session.token);
  await page.goto(`${appUrl(brand)}/brand-switch#code=${code}`);
  await page.waitForURL((url) => url.pathname === '/');
}

const only = process.argv[2];
const brands = brandApps.map((app) => app.id).filter((id) => !only || id === only);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const brand of brands) {
    const dir = fileURLToPath(new URL(`../../apps/${brand}/public/screenshots`, import.meta.url));
    mkdirSync(dir, { recursive: true });
    for (const shot of MANIFEST_SCREENSHOTS) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: 1,
        locale: 'uk-UA',
        timezoneId: 'Europe/Kyiv',
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await signIn(page, brand);
      await page.goto(`${appUrl(brand)}${PATHS[shot.file]}`);
      await page.waitForFunction(() => document.documentElement.dataset['appReady'] === 'true');
      // The screen's data and pictures in, no skeleton left.
      await page.waitForFunction(() => document.querySelectorAll('main [aria-busy="true"]').length === 0);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${dir}/${shot.file}`, type: 'jpeg', quality: 80 });
      console.log(`${brand}: screenshots/${shot.file}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}

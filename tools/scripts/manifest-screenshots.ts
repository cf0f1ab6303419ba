// The install sheet's screenshots (the manifest's `screenshots`, tools/vite/brand-app-config.ts):
// each brand's home and catalogue, narrow (a phone) and home wide, taken from the running apps
// signed in as the test customer, into apps/<brand>/public/screenshots. Run it after a change the
// pictures should show, with the apps and the backend up (`npm start`, or the e2e ports):
//   npx tsx tools/scripts/manifest-screenshots.ts [glo|ogo]
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { MANIFEST_SCREENSHOTS } from '../vite/app-manifest.ts';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { signInByHandoff } from '../e2e/auth';
import { appUrl, brandApps } from '../e2e/ports';

const PATHS: Record<(typeof MANIFEST_SCREENSHOTS)[number]['file'], string> = {
  'home-narrow.jpg': '/',
  'catalogue-narrow.jpg': '/shop',
  'home-wide.jpg': '/',
};

const only = process.argv[2];
const brands = brandApps.map((app) => app.id).filter((id) => !only || id === only);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const brand of brands) {
    const dir = fileURLToPath(new URL(`../../apps/${brand}/public/screenshots`, import.meta.url));
    mkdirSync(dir, { recursive: true });
    for (const shot of MANIFEST_SCREENSHOTS) {
      const context = await browser.newContext({
        baseURL: appUrl(brand),
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: 1,
        locale: 'uk-UA',
        timezoneId: 'Europe/Kyiv',
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await signInByHandoff(page, brand);
      await page.goto(PATHS[shot.file]);
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

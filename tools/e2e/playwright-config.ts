import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from './chromium';
import { expectationsFor } from './expected';
import { appPort, appUrl, brandApps, ports } from './ports';
import type { BrandOptions } from './fixtures';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const isCI = !!process.env.CI;

/**
 * The reference backend's environment for the suites: development mode, SMS limits lifted (suites
 * sign the same demo customer in many times and in parallel; the limits have their own backend
 * tests). The cluster run (tools/scripts/e2e-cluster.ts) gives its instances the same.
 */
export function e2eBackendEnv(extraOrigins: string[] = brandApps.filter((app) => app.id !== 'glo' && app.id !== 'ogo').map((app) => appUrl(app.id))): Record<string, string> {
  return {
    API_LOG: 'off',
    API_MODE: 'development',
    API_SMS_RESEND_SECONDS: '0',
    API_SMS_MAX_PER_HOUR: '1000',
    // Every suite calls from this one machine, so the per-client limits are lifted; the
    // wrong codes a phone takes before it backs off stay low enough for the retry-after
    // test to reach them on a phone of its own.
    API_SMS_MAX_PER_CLIENT_PER_HOUR: '100000',
    API_REGISTRATIONS_MAX_PER_CLIENT_PER_HOUR: '100000',
    API_OTP_MAX_FAILURES_PER_CLIENT_PER_DAY: '100000',
    API_OTP_MAX_FAILURES_PER_DAY: '20',
    API_SCAN_MAX_PER_MINUTE: '1000',
    // The brand-switch specs hand the same test customers over many times a minute.
    API_HANDOFF_MAX_PER_MINUTE: '1000',
    // CORS: the apps under test, wherever their ports were moved.
    GLO_ORIGIN: appUrl('glo'),
    OGO_ORIGIN: appUrl('ogo'),
    // Further brand apps (libs/brand/brands.json) share a catalogue of the two above.
    EXTRA_ORIGINS: extraOrigins.join(','),
  };
}

/**
 * Specs whose subject is the shared code's answer to faults and attacks (a network that drops or
 * stalls, broken or lost answers, a deployment mid-visit, refused SMS codes, the security
 * headers), not anything a brand configures: they run in glo's suite only, once per `npm test`.
 * Every journey a brand configures (its screens, words, routes, catalogue, checkout) runs in
 * every brand's suite.
 */
const BRAND_AGNOSTIC_SPECS = ['faults-app', 'faults-checkout', 'faults-checkout-attempt', 'sms-limits', 'security'];
const AGNOSTIC_SUITE = 'glo';

/**
 * One Playwright set-up for both brand suites: the shared specs in tools/e2e/specs run against
 * each brand's production build (served by Vite preview with the deployment headers), on an
 * emulated Android phone (every spec) and an emulated iPhone (specs tagged @smoke).
 */
export function brandE2eConfig(brand: string) {
  const baseURL = appUrl(brand);
  const extraOrigins = brandApps.filter((app) => app.id !== 'glo' && app.id !== 'ogo').map((app) => appUrl(app.id));
  return defineConfig<BrandOptions>({
    testDir: `${workspaceRoot}/tools/e2e/specs`,
    testIgnore: brand === AGNOSTIC_SUITE ? [] : BRAND_AGNOSTIC_SPECS.map((name) => `**/${name}.spec.ts`),
    outputDir: `${workspaceRoot}/dist/e2e/${brand}/test-results`,
    fullyParallel: true,
    forbidOnly: isCI,
    retries: isCI ? 1 : 0,
    workers: 2,
    // Journeys of several screens (registration: form, code, age, home) take 15–25 s on a 2-core
    // machine busy with two workers, the backend and two previews; 30 s left no margin.
    timeout: 45_000,
    expect: { timeout: 7_000 },
    reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: `${workspaceRoot}/dist/e2e/${brand}/report` }]],
    use: {
      baseURL,
      // What the specs expect of it: apps/<brand>-e2e/expected.json (expected.ts).
      brand,
      locale: 'uk-UA',
      timezoneId: 'Europe/Kyiv',
      // Recording a trace costs every test its snapshots; in CI only the retry of a failed test
      // records one (the failure's own error context is kept either way).
      trace: isCI ? 'on-first-retry' : 'retain-on-failure',
      launchOptions: chromiumLaunchOptions,
      // A new context installs the service worker and fetches its whole precache (about 1 MB) on
      // every first visit: a quarter of a short test's time on 2 cores. The specs about the
      // installed app (pwa*.spec.ts, the offline scan) let it in with `serviceWorkers: 'allow'`.
      serviceWorkers: 'block',
      // Journeys test behaviour, as the stories do: with reduced motion every animation and
      // transition ends at once (global.css), so the skeletons' shimmer and the spinners do not
      // repaint every frame on a software-rasterising 2-core machine (about 10 % of the suite's
      // time). The specs about the animated parts themselves (the menu drawer, toasts and
      // prompts) run with motion: shell-menu.spec.ts, pwa-lifecycle.spec.ts.
      reducedMotion: 'reduce',
    },
    // The phones' viewports, touch and user agents, drawn at one device pixel per CSS pixel: the
    // test machine rasterises in software, and 2.6–3 device pixels per CSS pixel cost every page
    // 7–9 times the pixels. The visual baselines are drawn at the phone's own density
    // (visual.spec.ts).
    projects: [
      { name: 'pixel-7', use: { ...devices['Pixel 7'], deviceScaleFactor: 1 } },
      {
        name: 'iphone-14',
        use: { ...devices['iPhone 14'], deviceScaleFactor: 1, browserName: 'chromium' },
        grep: /@smoke/,
      },
    ],
    // E2E_EXTERNAL_SERVERS=1: the servers are already up (the nginx-served apps and the balanced
    // API of tools/scripts/e2e-cluster.ts); none is started here.
    webServer: process.env.E2E_EXTERNAL_SERVERS ? [] : [
      {
        // The reference backend on a database of its own, fresh for every run (the old file and
        // its journal are removed first). SMS limits are lifted: suites sign in the same demo
        // customer many times and in parallel; the limits have their own backend tests.
        command: `node -e "for (const s of ['', '-wal', '-shm']) require('node:fs').rmSync(process.env.API_DB_PATH + s, { force: true })" && npx tsx --tsconfig apps/api/tsconfig.json apps/api/src/main.ts`,
        cwd: workspaceRoot,
        // get-version is POST only; the port answering is the backend being ready (it listens
        // after migrations and seed).
        port: ports.api,
        reuseExistingServer: !isCI,
        timeout: 90_000,
        env: {
          API_PORT: String(ports.api),
          API_DB_PATH: `${workspaceRoot}/dist/e2e/api-${brand}.sqlite`,
          ...e2eBackendEnv(extraOrigins),
        },
      },
      // The brand's own app, and the sister its expectations name (the brand switch and the carts'
      // separation are checked across the two origins).
      ...[brand, expectationsFor(brand).sister.id].map((app) => ({
        command: `npx vite preview --config apps/${app}/vite.config.ts`,
        cwd: workspaceRoot,
        url: appUrl(app),
        reuseExistingServer: !isCI,
        timeout: 60_000,
        env: { [`${app.toUpperCase()}_PORT`]: String(appPort(app)) },
      })),
    ],
  });
}

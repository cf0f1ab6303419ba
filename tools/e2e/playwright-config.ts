import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from './chromium';
import { appUrl, ports, type BrandId } from './ports';
import type { BrandOptions } from './fixtures';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const isCI = !!process.env.CI;

/**
 * One Playwright set-up for both brand suites: the shared specs in tools/e2e/specs run against
 * each brand's production build (served by Vite preview with the deployment headers), on an
 * emulated Android phone (every spec) and an emulated iPhone (specs tagged @smoke).
 */
export function brandE2eConfig(brand: BrandId) {
  const baseURL = appUrl(brand);
  return defineConfig<BrandOptions>({
    testDir: `${workspaceRoot}/tools/e2e/specs`,
    outputDir: `${workspaceRoot}/dist/e2e/${brand}/test-results`,
    fullyParallel: true,
    forbidOnly: isCI,
    retries: isCI ? 1 : 0,
    workers: 2,
    timeout: 30_000,
    expect: { timeout: 7_000 },
    reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: `${workspaceRoot}/dist/e2e/${brand}/report` }]],
    use: {
      baseURL,
      brand,
      locale: 'uk-UA',
      timezoneId: 'Europe/Kyiv',
      trace: 'retain-on-failure',
      launchOptions: chromiumLaunchOptions,
    },
    projects: [
      { name: 'pixel-7', use: { ...devices['Pixel 7'] } },
      {
        name: 'iphone-14',
        use: { ...devices['iPhone 14'], browserName: 'chromium' },
        grep: /@smoke/,
      },
    ],
    webServer: [
      {
        command: `npx vite preview --config apps/${brand}/vite.config.ts`,
        cwd: workspaceRoot,
        url: baseURL,
        reuseExistingServer: !isCI,
        timeout: 60_000,
        env: { [`${brand.toUpperCase()}_PORT`]: String(ports[brand]) },
      },
    ],
  });
}

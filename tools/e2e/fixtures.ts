import { test as base, expect, type Page } from '@playwright/test';
import { expectationsFor, type Expected } from './expected';
import { apiUrl, appUrl, brandApps } from './ports';

export interface BrandOptions {
  /** The brand under test: an id of libs/brand/brands.json. */
  brand: string;
}

export interface ConsoleOptions {
  /**
   * Console errors a test provokes on purpose (a fault it injects that the browser logs, such as
   * "Failed to load resource: … 500"). Opt-in, per test (`test.use`); keep each pattern narrow.
   * Page errors (uncaught exceptions) are never allowed.
   */
  expectedConsoleErrors: RegExp[];
  /**
   * The test provokes refusals of the backend on purpose (a wrong code is a 400, a stale token a
   * 401…), and Chromium logs every 4xx answer as a console error: those lines are expected when
   * they come from the backend's origin. Any other console or page error still fails the test.
   */
  allowApiRefusals: boolean;
}

interface Fixtures {
  /** What the brand must look like from the outside: its e2e project's expected.json (expected.ts). */
  expected: Expected;
  /** Fails the test on any uncaught page error or console error. */
  failOnPageErrors: void;
  /** The Content-Security-Policy violations the context's pages reported so far. */
  cspViolations: string[];
  /** Fails the test on any Content-Security-Policy violation the page reports. */
  failOnCspViolations: void;
  /** Fails the test when a bearer token the app sent ever appears in a URL it requested. */
  failOnTokenInUrl: void;
  /** Fails the test on any hydration error or warning React reports (prerendered pages). */
  failOnHydrationWarnings: void;
}

/**
 * What React says when the HTML it hydrates is not what it renders: the development wording and
 * the production build's error codes (418 hydration mismatch, 419/421/422/423/425 its variants).
 */
const HYDRATION_MESSAGE = /hydrat|Minified React error #4(18|19|21|22|23|25)\b|react\.dev\/errors\/4(18|19|21|22|23|25)\b/i;

/** A page (not a file) of one of the brand apps. */
function isAppPage(url: string): boolean {
  try {
    const { origin, pathname } = new URL(url);
    return brandApps.some((app) => appUrl(app.id) === origin) && !/\.[A-Za-z0-9]+$/.test(pathname);
  } catch {
    return false;
  }
}

/**
 * Waits until the app on `page` has fully started (`data-app-ready` on <html>, set once the
 * app-wide overlays are up). A prerendered page shows its controls before the app answers them,
 * so a test that acts at once would tap a page that is not listening yet. Pages that are not the
 * apps' own, and pages where the app never starts (a fault a test injects), are left as they are.
 */
export async function appStarted(page: Page): Promise<void> {
  if (!isAppPage(page.url())) return;
  await page
    .waitForFunction(() => document.documentElement.dataset['appReady'] === 'true', null, { timeout: 10_000 })
    .catch(() => undefined);
}

export const test = base.extend<BrandOptions & ConsoleOptions & Fixtures>({
  // Every navigation a test makes (goto, reload) returns once the app has started there.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await appStarted(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await appStarted(page);
        return response;
      };
    }
    await use(page);
  },
  brand: ['glo', { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  allowApiRefusals: [false, { option: true }],
  expected: async ({ brand }, use) => {
    await use(expectationsFor(brand));
  },
  failOnPageErrors: [
    async ({ page, expectedConsoleErrors, allowApiRefusals }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const refusal = /status of 4\d\d/.test(text) && message.location().url.startsWith(apiUrl());
        if (allowApiRefusals && refusal) return;
        // Tests sign the demo customer in side by side, and a newer code replaces an older one:
        // confirm-sms answers 410 (otp_expired) and enterSmsCode (auth.ts) asks for a fresh code.
        if (/status of 410/.test(text) && message.location().url.startsWith(`${apiUrl()}/api/api-auth/confirm-sms`)) return;
        // A page outside the route table answers HTTP 404 (with the app's own 404 screen), and
        // Chromium logs that status for the document itself: expected, not an error of the app.
        if (/status of 404/.test(text) && isAppPage(message.location().url)) return;
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      await use();
      expect(errors, 'page errors').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: async ({ context }, use) => {
    // Every page of the context reports the violations its document sees through a binding, so a
    // reload or navigation loses none.
    const violations: string[] = [];
    await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
      violations.push(text);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
        report?.(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    await use(violations);
  },
  failOnCspViolations: [
    async ({ cspViolations }, use) => {
      await use();
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  failOnTokenInUrl: [
    async ({ context }, use) => {
      const tokens = new Set<string>();
      const urls: string[] = [];
      context.on('request', (request) => {
        urls.push(request.url());
        const authorization = request.headers()['authorization'];
        const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
        if (token && token.length >= 8) tokens.add(token);
      });
      await use();
      const leaks = urls.filter((url) => [...tokens].some((token) => url.includes(token) || url.includes(encodeURIComponent(token))));
      expect(leaks, 'URLs carrying a session token').toEqual([]);
    },
    { auto: true },
  ],
  failOnHydrationWarnings: [
    async ({ page }, use) => {
      const reports: string[] = [];
      page.on('console', (message) => {
        if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_MESSAGE.test(message.text())) {
          reports.push(message.text());
        }
      });
      page.on('pageerror', (error) => {
        if (HYDRATION_MESSAGE.test(`${error.message} ${error.stack ?? ''}`)) reports.push(error.message);
      });
      await use();
      expect(reports, 'hydration errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page };

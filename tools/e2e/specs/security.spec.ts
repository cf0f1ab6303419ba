import { test, expect } from '../fixtures';
import { signIn, TEST_PHONES } from '../auth';

/**
 * Security: the apps are served with the deployment headers (tools/vite/security-headers.ts,
 * docs/deployment.md), and every other spec runs under them — the auto fixtures fail a test on any
 * CSP violation or any URL carrying the session token. These cases prove the guards can fail.
 */
test.describe('security', () => {
  test('the app is served with a Content-Security-Policy and the other security headers', async ({ page }) => {
    const response = await page.goto('/auth');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test.describe('an injected inline script', () => {
    // Chromium also logs the refusal to the console; that one line is this test's purpose.
    test.use({
      expectedConsoleErrors: [/^Executing inline script violates the following Content Security Policy directive/],
    });

    test('is refused and reported as a violation', async ({ page, cspViolations }) => {
      await page.goto('/auth');
      await expect(page.getByRole('textbox').first()).toBeVisible();
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran, 'the inline script must not run').toBe(false);
      await expect.poll(() => cspViolations.length).toBe(1);
      expect(cspViolations[0]).toContain('script-src');
      // The violation was ours on purpose: the auto fixture must not fail this test for it.
      cspViolations.length = 0;
    });
  });

  test('after sign-in the session token travels only in the Authorization header', async ({ page, context }) => {
    const bearer: string[] = [];
    context.on('request', (request) => {
      const token = request.headers()['authorization']?.replace(/^Bearer\s+/i, '');
      if (token) bearer.push(token);
    });
    await page.goto('/auth');
    await signIn(page, TEST_PHONES.ageVerified);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The token check of the auto fixture (failOnTokenInUrl) has real tokens to look for.
    expect(bearer.length).toBeGreaterThan(0);
    expect(page.url()).not.toContain(bearer[0]);
  });
});

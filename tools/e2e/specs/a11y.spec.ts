import { test, expect } from '../fixtures';
import { openScreen } from '../open-screen';
import { TEST_PHONES, signIn } from '../auth';
import { axeViolations, expectNoAxeViolations } from '../axe';
import { SIGNED_OUT_ROUTES } from '../routes';

/**
 * Axe finds nothing on the routes a visitor sees before the app proper, in either brand: sign-in,
 * registration and the agreement signed out, then /is18 as the customer it is for. Every route of
 * the signed-in app is analysed by the route walk (route-walk.spec.ts) on the page load it makes
 * anyway; keyboard.spec.ts checks the screens of a purchase with a full cart. Each screen is
 * analysed once its content is in (its h1 shown, no skeleton left).
 */

test.describe('accessibility', () => {
  // Every screen straight from the server: no service worker caching or updating underneath.
  test.use({ serviceWorkers: 'block' });

  test('axe finds no WCAG A/AA or best-practice violation on the signed-out routes and /is18', async ({ page }) => {
    test.setTimeout(120_000);
    const check = async (path: string) => {
      await test.step(path, async () => {
        await openScreen(page, path);
        // Soft: one run lists every route with its violations, not only the first.
        await expectNoAxeViolations(page, path);
      });
    };

    for (const path of SIGNED_OUT_ROUTES) await check(path);

    // /is18 as the customer it is for: signed in, age not yet confirmed (signed out, it is /auth).
    await signIn(page, TEST_PHONES.notAgeVerified);
    await expect(page).toHaveURL(/\/is18/);
    await check('/is18');
  });

  test('the check itself sees what it must: a planted image without text and grey-on-grey text fail it', async ({ page }) => {
    await openScreen(page, '/auth');
    expect(await axeViolations(page), 'the screen as built').toEqual([]);
    await page.evaluate(() => {
      const main = document.querySelector('main');
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      const faint = document.createElement('p');
      faint.textContent = 'Ледь видимий текст';
      // Through the CSSOM: the policy refuses style attributes.
      faint.style.color = '#bbb';
      faint.style.background = '#ccc';
      main?.append(image, faint);
    });
    const found = (await axeViolations(page)).map((line) => line.split(' ')[0]);
    expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
  });
});

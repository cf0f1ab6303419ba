import { test, expect } from '../fixtures';
import { TEST_PHONES, signIn } from '../auth';

/**
 * The side menu's "Повна версія сайту" opens a single-use sign-on link: the app mints one for each
 * use, so opening the full site a second time signs in again instead of "Посилання застаріло".
 */
test('the full-site link opens signed in every time it is used', async ({ page }) => {
  await signIn(page, TEST_PHONES.ageVerified);
  await page.getByRole('button', { name: 'Меню' }).click();
  const menu = page.getByRole('dialog', { name: 'Меню' });
  const link = menu.getByRole('link', { name: 'Повна версія сайту' });
  const seen: string[] = [];
  for (let use = 0; use < 2; use++) {
    await expect(link).toHaveAttribute('href', /\/sso\//);
    const href = (await link.getAttribute('href')) ?? '';
    expect(seen).not.toContain(href);
    seen.push(href);
    const opened = page.context().waitForEvent('page');
    await link.click();
    const site = await opened;
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(/^Повна версія сайту/);
    await site.close();
    // The spent link is replaced by a fresh one.
    await expect(link).not.toHaveAttribute('href', href);
  }
});

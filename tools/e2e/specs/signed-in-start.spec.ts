import { test, expect } from '../fixtures';
import { TEST_PHONES, signIn } from '../auth';
import { appUrl } from '../ports';

/**
 * A signed-in customer opening the app at a screen (a list) waits for get-user (the account
 * guard) and for the screen's code: the app asks for both at once, not for the code only once
 * get-user has answered (docs/performance.md, "A signed-in first screen").
 */
test('a signed-in customer opening a list: its screens and loaders are fetched while get-user is on its way', async ({
  page,
  browser,
  brand,
  expected,
}) => {
  await signIn(page, TEST_PHONES.ageVerified);
  // A context of its own: the same session, an empty HTTP cache (no chunk is there already).
  const context = await browser.newContext({ baseURL: appUrl(brand), storageState: await page.context().storageState(), serviceWorkers: 'block' });
  const opened = await context.newPage();
  let answered = false;
  const beforeTheAnswer: string[] = [];
  await opened.route('**/api/user/get-user', async (route) => {
    // Slow enough that a chunk asked for only after the answer cannot come before it.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  opened.on('response', (response) => {
    if (response.url().includes('/api/user/get-user')) answered = true;
  });
  opened.on('request', (request) => {
    const chunk = /\/assets\/(screens|loaders)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (chunk && !answered) beforeTheAnswer.push(chunk);
  });

  await opened.goto(`/shop/${expected.shop.list}`);
  // The prerendered page shows the list's heading at once; its products come after the guard.
  await expect(opened.getByRole('link', { name: new RegExp(expected.shop.product) }).first()).toBeVisible({ timeout: 15_000 });
  expect(answered).toBe(true);
  expect(beforeTheAnswer.sort()).toEqual(['loaders', 'screens']);
  await context.close();
});

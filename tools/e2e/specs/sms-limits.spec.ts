import { test, expect } from '../fixtures';
import { API_KEY, authText, registerCustomer, smsCode } from '../auth';
import { apiUrl } from '../ports';

/**
 * After too many wrong codes for a phone in a day (API_OTP_MAX_FAILURES_PER_DAY, 20 for the e2e
 * backend) its codes back off: a short wait that grows with each further wrong code (1, 2, 4 …
 * minutes, never a day), said in Retry-After; the customer reads the wait in minutes.
 */

/** These tests provoke backend refusals (4xx, 429) on purpose; see allowApiRefusals in ../fixtures. */
test.use({ allowApiRefusals: true });

test('a phone that had too many wrong codes is told how many minutes to wait, a short wait', async ({ page, brand, expected }) => {
  const phone = await registerCustomer(page.request, brand);
  const call = (path: string, data: object) =>
    page.request.post(`${apiUrl()}/api/api-auth/${path}`, { headers: { 'X-Api-Key': API_KEY }, data });

  // Someone guesses the phone's codes straight against the API until the backend stops them.
  let refused = false;
  for (let round = 0; round < 10 && !refused; round++) {
    const sent = await call('login-sms', { phone, product: expected.catalogue });
    if (sent.status() === 429) {
      refused = true;
      break;
    }
    expect(sent.status()).toBe(200);
    const right = Number(await smsCode(page.request, phone));
    for (let i = 1; i <= 5; i++) {
      const wrong = String((right + i) % 10_000).padStart(4, '0');
      const answer = await call('confirm-sms', { phone, code: wrong, product: expected.catalogue });
      if (answer.status() === 429) break;
    }
  }
  expect(refused, 'the backend kept sending codes').toBe(true);

  // The customer then asks for a code in the app.
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: authText.signInTitle })).toBeVisible();
  await page.getByLabel(authText.phoneLabel, { exact: true }).fill(`+${phone}`);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/api-auth/login-sms'));
  await page.getByRole('button', { name: authText.getCode }).click();
  const response = await answer;
  expect(response.status()).toBe(429);
  const minutes = Math.ceil(Number(response.headers()['retry-after']) / 60);
  // The first back-off: a minute, not the day a stranger could once cause.
  expect(minutes).toBe(1);
  // The field's error (the announcer repeats it for screen readers, out of sight).
  await expect(page.getByText(`Спробуй через ${minutes} хв`).first()).toBeVisible();
  await expect(page.getByLabel(authText.codeLabel, { exact: true })).toHaveCount(0);
});

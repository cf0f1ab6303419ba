import { test, expect, type Page } from '../fixtures';
import { apiUrl } from '../ports';

/** The demo customer of the reference backend (XP history, scans, referrals), signed in by SMS. */
const DEMO_PHONE = '671112233';
const API_KEY = process.env.VITE_API_KEY ?? 'dev-api-key';

async function inboxCode(page: Page, phone: string): Promise<string> {
  const response = await page.request.get(`${apiUrl()}/api/dev/sms-inbox?phone=380${phone}`, {
    headers: { 'X-Api-Key': API_KEY },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

async function signInWithSms(page: Page, path: string, phone = DEMO_PHONE): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel('Номер телефону').fill(phone);
  for (let attempt = 0; ; attempt++) {
    await page.getByRole('button', { name: 'Отримати код' }).click();
    const codeField = page.getByRole('textbox', { name: 'Код з SMS' });
    const refused = page.getByText(/Повторно надіслати код|Забагато запитів коду/);
    await expect(codeField.or(refused)).toBeVisible();
    if (await codeField.isVisible()) break;
    // The backend allows one code per phone every 30 s; the other brand's suite may just have asked.
    if (attempt > 0) throw new Error('the SMS code was refused twice');
    await page.waitForTimeout(31_000);
  }
  await page.getByRole('textbox', { name: 'Код з SMS' }).fill(await inboxCode(page, phone));
  // A complete code submits itself; press the button only if the form is still there.
  await page.waitForTimeout(1_000);
  if (new URL(page.url()).pathname === '/auth') {
    await page.getByRole('button', { name: 'Увійти' }).click({ timeout: 3_000 }).catch(() => undefined);
  }
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(path.split('?')[0]);
}

/** What the reference backend's seed gives the demo customer in each brand (not read from libs). */
const seed = {
  glo: { transaction: 'Обмін: Фірмова кепка glo', active: 'Термочашка glo', inactive: 'Рюкзак glo' },
  ogo: { transaction: 'Марафон знань: 3 правильні відповіді', active: "Кепка o'go", inactive: 'Навушники' },
} as const;

test.describe('XP (issue 8)', () => {
  test('Історія XP lists the demo customer’s transactions; exchange product pages open', async ({ page, brand }) => {
    test.setTimeout(150_000);
    await signInWithSms(page, '/history-bonuses');
    await expect(page.getByRole('heading', { level: 1, name: 'Історія XP' })).toBeVisible();
    await expect(page.getByText('Вітальний бонус за реєстрацію')).toBeVisible();
    await expect(page.getByText(seed[brand].transaction)).toBeVisible();
    await expect(page.getByTestId('xp-balance')).toHaveText(/\d.*XP/);
    await expect(page.getByTestId('xp-transactions').first().getByRole('listitem').first()).toBeVisible();

    // The exchange list and an active product, opened from the list.
    await page.goto('/exchange');
    await expect(page.getByRole('heading', { level: 1, name: 'Обмін XP' })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(seed[brand].active) }).click();
    await expect(page).toHaveURL(/\/exchange\/product\/active\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: seed[brand].active })).toBeVisible();
    await expect(page.getByTestId('exchange-price')).toHaveText(/XP/);
    const activeId = new URL(page.url()).pathname.split('/').pop();

    // The second naming of spec §2 leads to the same page.
    await page.goto(`/exchange/product-active/${activeId}`);
    await expect(page).toHaveURL(new RegExp(`/exchange/product/active/${activeId}$`));
    await expect(page.getByRole('heading', { level: 1, name: seed[brand].active })).toBeVisible();

    // An inactive product opens on its own address, without the exchange button.
    await page.goto('/exchange');
    await page.getByRole('link', { name: new RegExp(seed[brand].inactive) }).click();
    await expect(page).toHaveURL(/\/exchange\/product\/inactive\/\d+$/);
    await expect(page.getByText('Цей товар зараз недоступний для обміну.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Обміняти/ })).toHaveCount(0);
    const inactiveId = new URL(page.url()).pathname.split('/').pop();

    // The wrong state in the URL is corrected. (An unknown id is the 404 page too, but the API's
    // 404 shows in the console, which the shared fixture counts as a page error.)
    await page.goto(`/exchange/product/active/${inactiveId}`);
    await expect(page).toHaveURL(new RegExp(`/exchange/product/inactive/${inactiveId}$`));
  });
});

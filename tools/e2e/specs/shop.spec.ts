import { test, expect, type Page } from '../fixtures';
import { expectationsFor, type Catalogue } from '../expected';
import { API_KEY, TEST_PHONES, signIn } from '../auth';
import { apiUrl, appUrl } from '../ports';
import { openCartFromNotice } from '../shop-flow';

/**
 * Catalogue and cart, against the reference backend's seed. What each brand must show is its e2e
 * project's expected.json (`expected.shop`), written there on purpose, not read from the brand
 * libraries.
 */

/** A test phone of the reference backend: signs in through test-login, already age verified. */
const PHONE = TEST_PHONES.ageVerified;

/**
 * Signs in on /auth and lands on `path` (the auth guard brings the customer back there).
 * `origin` defaults to the brand under test; the sister app is another origin.
 */
async function signInAt(page: Page, path: string, origin?: string) {
  await page.goto(origin ? `${origin}${path}` : path);
  await expect(page).toHaveURL(/\/auth/);
  await signIn(page, PHONE);
  // Sign-in, the age check and the screen's chunk come one after another: allow a busy machine.
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0], { timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
}

/** orders_count of the test customer in this catalogue's shop, as the member-code rule reads it. */
async function ordersCount(page: Page, catalogue: Catalogue): Promise<number> {
  const login = await page.request.post(`${apiUrl()}/api/api-auth/test-login`, {
    headers: { 'X-Api-Key': API_KEY },
    data: { phone: PHONE },
  });
  const { session } = (await login.json()) as { session: { token: string; customer: Record<string, number> } };
  const user = await page.request.post(`${apiUrl()}/api/user/get-user`, {
    headers: { 'X-Api-Key': API_KEY, Authorization: `Bearer ${session.token}` },
    data: { id: session.customer[`${catalogue}Id`], product: catalogue },
  });
  return ((await user.json()) as { customer: { orders_count: number } }).customer.orders_count;
}

const cartLink = (page: Page) => page.getByTestId('shop-cart-link');

test.describe('catalogue and cart', () => {
  // Each test signs in and walks several screens against the real backend.
  test.slow();

  test('list → product from the cache → add → the cart survives a reload → count rules @smoke', async ({ page, expected }) => {
    const data = expected.shop;
    await signInAt(page, '/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();

    await page.getByRole('link', { name: data.listTitle, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: data.listTitle })).toBeVisible();
    const cards = page.getByRole('list', { name: data.listTitle }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    // Images reserve their space and load lazily below the first row.
    const lastImage = cards.last().locator('img');
    await expect(lastImage).toHaveAttribute('width', /\d+/);
    await expect(lastImage).toHaveAttribute('loading', 'lazy');

    // The list put every product in the cache: opening one makes no product call.
    const productCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/api-shop/get-product-by-id')) productCalls.push(request.url());
    });
    await page.getByRole('link', { name: new RegExp(data.product) }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: data.product })).toBeVisible();
    await expect(page.getByText(/В упаковці: \d+ шт\./)).toBeVisible();
    await expect(page.getByText(/Нарахуємо \d+\sXP за покупку/).first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/\d\sгрн/);
    expect(productCalls).toEqual([]);

    // A second variant, two of them.
    await page.getByRole('radio').nth(1).check({ force: true });
    await page.getByRole('button', { name: `Збільшити кількість: ${data.product}` }).click();
    await page.getByTestId('add-to-cart').click();
    await expect(cartLink(page)).toHaveAttribute('data-count', '2');
    // Said once, by the toast: no second live message beside the cart link.
    await expect(page.getByRole('status').filter({ hasText: `«${data.product}» додано в кошик` })).toHaveCount(1);
    await expect(page.getByText(/Додано в кошик\. У кошику/)).toHaveCount(0);

    // The notice offers the cart (it covers the screen's cart link while it stands).
    await openCartFromNotice(page);
    await expect(page.getByRole('status').filter({ hasText: 'додано в кошик' })).toHaveCount(0);
    const line = page.getByRole('listitem', { name: new RegExp(data.product) });
    await expect(line).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2 товари');

    await page.reload();
    await expect(line).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2 товари');

    const minus = line.getByRole('button', { name: /Зменшити кількість/ });
    const plus = line.getByRole('button', { name: /Збільшити кількість/ });
    await minus.click();
    await expect(page.getByTestId('cart-count')).toHaveText('1 товар');
    await expect(minus).toBeDisabled();
    await plus.click();
    await plus.click();
    await expect(page.getByTestId('cart-count')).toHaveText('3 товари');

    await line.getByRole('button', { name: /Видалити з кошика/ }).click();
    await expect(page.getByRole('heading', { name: 'Кошик порожній' })).toBeVisible();
  });

  test('a list of the other catalogue is the 404 page', async ({ page, expected }) => {
    await signInAt(page, '/shop');
    await page.goto(`/shop/${expected.shop.foreignList}`);
    await expect(page.getByRole('heading', { name: 'Сторінку не знайдено' })).toBeVisible();
  });

  test('promo codes are accepted or refused with a message', async ({ page, expected }) => {
    await signInAt(page, `/shop/${expected.shop.list}`);
    await page.getByRole('link', { name: new RegExp(expected.shop.product) }).first().click();
    await page.getByTestId('add-to-cart').click();
    await openCartFromNotice(page);
    const field = page.getByRole('textbox', { name: 'Промокод' });

    await field.fill('SALE50');
    await field.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Невірний промокод');

    // Where the brand sells velo, the shop flow's product is it (o'go: VELO Freeze Max at 175 грн).
    const { velo } = expected.shop;
    if (velo) {
      await field.fill('velo-20%');
      await field.press('Enter');
      await expect(page.getByText('Промокод застосовано: −20% на товари VELO')).toBeVisible();
      await expect(page.getByTestId('cart-discount')).toContainText(`${velo.discount}`);
      await expect(page.getByTestId('cart-total')).toContainText(`${velo.price - velo.discount}`);
      // Applying it again changes nothing.
      await field.fill('VELO-20%');
      await field.press('Enter');
      await expect(page.getByTestId('cart-total')).toContainText(`${velo.price - velo.discount}`);

      // A velo gift stops the code from counting. The test phone's offer gives two (the server
      // says so; the link's ?gifts decides nothing).
      await page.goto('/shop/choose-velo?gifts=1');
      await page.getByRole('button', { name: /^Обрати цей смак: / }).first().click();
      await page.goto('/shop/cart');
      await expect(page.getByRole('list', { name: 'Застосовані промокоди' })).toContainText(
        'Промокод не діє разом із подарунком VELO',
      );
      await expect(page.getByTestId('cart-discount')).toHaveCount(0);
      await expect(page.getByRole('listitem', { name: /VELO/ }).filter({ hasText: 'Подарунок' })).toContainText('2');
    } else {
      await field.fill('VELO-20%');
      await field.press('Enter');
      await expect(page.getByRole('alert')).toHaveText('Промокод діє лише на товари VELO');

      const orders = await ordersCount(page, expected.catalogue);
      await field.fill('rew-e2e1');
      await field.press('Enter');
      if (orders === 0) {
        await expect(page.getByText('Код запрошення прийнято')).toBeVisible();
        await expect(page.getByRole('list', { name: 'Застосовані промокоди' })).toContainText('REW-E2E1');
      } else {
        await expect(page.getByRole('alert')).toHaveText('Код учасника діє лише для першого замовлення');
      }
    }

    // Clearing drops lines, comment and codes.
    await page.goto('/shop/cart');
    await page.getByRole('button', { name: 'Очистити кошик' }).click();
    await page.getByRole('button', { name: 'Очистити кошик' }).click();
    await expect(page.getByRole('heading', { name: 'Кошик порожній' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Кошик порожній' })).toBeVisible();
  });

  test("the two brands' carts stay apart", async ({ page, brand, expected }) => {
    const data = { ...expected.shop, sister: expected.sister.id };
    // A cart the sister brand left under its own key (as if both apps shared an origin).
    await page.addInitScript(({ sister, origin }) => {
      if (location.origin === origin && !localStorage.getItem(`cart:${sister}`)) {
        localStorage.setItem(
          `cart:${sister}`,
          JSON.stringify({
            version: 1,
            comment: 'sister',
            promoCodes: [],
            lines: [
              {
                variant_id: 999, id: 998, collectionId: 'devices', title: 'Товар іншого бренду', subTitle: null,
                price: 10, bonuses: 0, count: 7, quantity: 1, tags: [], variantTitle: null, image: null,
                xpPrice: null, bonus: false, gift: false,
              },
            ],
          }),
        );
      }
    }, { sister: data.sister, origin: appUrl(brand) });
    await signInAt(page, '/shop/cart');
    await expect(page.getByRole('heading', { name: 'Кошик порожній' })).toBeVisible();

    await page.goto(`/shop/${data.list}`);
    await page.getByRole('link', { name: new RegExp(data.product) }).first().click();
    await page.getByTestId('add-to-cart').click();
    await expect(cartLink(page)).toHaveAttribute('data-count', '1');
    const keys = await page.evaluate(() => ({ own: localStorage.getItem(`cart:${document.documentElement.dataset['brand']}`) }));
    expect(JSON.parse(keys.own ?? 'null').lines).toHaveLength(1);
    const sisterCart = await page.evaluate((sister) => JSON.parse(localStorage.getItem(`cart:${sister}`) ?? 'null'), data.sister);
    expect(sisterCart.lines[0].count).toBe(7);

    // The sister app itself, on its own origin (every brand's e2e run serves both apps).
    // (The two apps share the host name locally, hence the token cookie: sign in there again and
    // do not come back.)
    await signInAt(page, '/shop/cart', appUrl(data.sister));
    await expect(page.getByRole('heading', { name: 'Кошик порожній' })).toBeVisible();
    const sisterData = expectationsFor(data.sister).shop;
    await page.goto(`${appUrl(data.sister)}/shop/${sisterData.list}`);
    await page.getByRole('link', { name: new RegExp(sisterData.product) }).first().click();
    await page.getByTestId('add-to-cart').click();
    await expect(cartLink(page)).toHaveAttribute('data-count', '1');
    const sisterOwn = await page.evaluate((sister) => JSON.parse(localStorage.getItem(`cart:${sister}`) ?? 'null'), data.sister);
    expect(sisterOwn.lines.map((line: { title: string }) => line.title)).toEqual([sisterData.product]);
  });
});

import { test, expect, type Page } from '../fixtures';
import { expectationsFor } from '../expected';
import { signIn } from '../auth';
import { chooseBranch, choosePayment, openCartFromNotice, SHOP_PHONE } from '../shop-flow';
import { crawlRoutes, patternOf } from '../routes';

/**
 * A customer never types an address: signed in, starting at /, and clicking only what is visible
 * (links, the menu button, the shop flow's buttons), every route of the brand's table is reached.
 * The shop flow is walked once by its buttons (it also leaves an order for the order's own page);
 * everything else is found by following links breadth first from home, the tab bar and the side
 * menu, each page reached again from / by the same clicks (back on / by the home tab, as a customer
 * goes back there). Fails naming what stayed out of reach.
 */

/** One tap: a link on the page, or a link in the side menu (opened first). */
interface Tap {
  href: string;
  inMenu: boolean;
}

/** Visible same-app links of the page (or of the open side menu), without their fragment. */
async function visibleLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => {
        const box = link.getBoundingClientRect();
        const style = getComputedStyle(link);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !link.closest('[inert]');
      })
      .map((link) => new URL(link.href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => `${url.pathname}${url.search}`),
  );
}

async function settle(page: Page) {
  // Checked every frame first, so the assertions below pass on their first try: a web-first
  // assertion that fails once polls again only every 500 ms after a few tries (open-screen.ts).
  await page
    .waitForFunction(
      () =>
        document.querySelector('[aria-busy="true"]') === null &&
        [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].some((heading) => heading.getClientRects().length > 0),
      null,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading').first()).toBeVisible();
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Меню' }).click();
  await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
}

/** Clicks the link to `href` that is visible now (the first, when a page has it twice). */
async function tap(page: Page, { href, inMenu }: Tap) {
  if (inMenu) await openMenu(page);
  const scope = inMenu ? page.getByRole('dialog', { name: 'Меню' }) : page;
  const link = scope.locator(`a[href="${href}"]`).filter({ visible: true }).first();
  const before = page.url();
  // The old screen stays up while the next one loads (the address changes first): its heading is
  // marked, so the links collected next are the new screen's.
  await page.evaluate(() => document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-crawl-old', '')));
  await link.click();
  const at = () => new URL(page.url());
  await expect.poll(() => page.url() !== before || `${at().pathname}${at().search}` === href).toBe(true);
  await page
    .waitForFunction(() => [...document.querySelectorAll('h1')].some((heading) => !heading.hasAttribute('data-crawl-old')), null, {
      timeout: 5_000,
    })
    // A screen that keeps its heading element (same screen, other parameters) is settled below.
    .catch(() => undefined);
  await settle(page);
}

/**
 * Back to / as a customer goes there: the tab bar's home tab where the screen has the tab bar, an
 * address typed only where it has none. A full reload of / for every page of the walk was most of
 * the test's time (the app starting again and asking the backend everything anew).
 */
async function home(page: Page) {
  const atHome = (url: URL) => url.pathname === '/' && url.search === '';
  const tab = page.getByRole('navigation', { name: 'Основна навігація' }).getByRole('link', { name: 'Головна' });
  // A screen on its way out may still show the bar for a moment: no home after the tap, the address.
  const tapped =
    (await tab.isVisible()) &&
    (await tab.click({ timeout: 5_000 }).then(
      () => page.waitForURL(atHome, { timeout: 5_000 }).then(() => true),
      () => false,
    ).catch(() => false));
  if (!tapped) await page.goto('/');
  await settle(page);
}

test.describe('every feature within reach', () => {
  // Pages reached on the way may ask the backend things it refuses for this customer (4xx).
  test.use({ allowApiRefusals: true });

  test('a signed-in customer reaches every route of the brand by clicking from home', async ({ page, brand }) => {
    test.setTimeout(600_000);
    const wanted = crawlRoutes(brand);
    const reached = new Map<string, string>();
    const note = (depth: number, how: string) => {
      const pattern = patternOf(new URL(page.url()).pathname, wanted);
      if (pattern && !reached.has(pattern)) reached.set(pattern, `${how} (${depth} taps)`);
    };

    await page.goto('/');
    await signIn(page, SHOP_PHONE);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await settle(page);

    // The shop flow by its buttons: catalogue → list → product → cart → delivery → payment →
    // checkout → success (an order, so the history has a row to open).
    const { list, product } = expectationsFor(brand).shop;
    await page.getByRole('navigation', { name: 'Основна навігація' }).getByRole('link', { name: 'Каталог' }).click();
    await settle(page);
    note(1, 'tab bar');
    await page.locator(`a[href="/shop/${list}"]`).first().click();
    await settle(page);
    note(2, 'catalogue');
    await page.getByRole('link', { name: new RegExp(product) }).first().click();
    await settle(page);
    note(3, 'list');
    await page.getByTestId('add-to-cart').click();
    await openCartFromNotice(page);
    await settle(page);
    note(4, 'product');
    await page.getByTestId('cart-checkout').click();
    await settle(page);
    note(5, 'cart');
    await chooseBranch(page);
    note(6, 'delivery');
    await choosePayment(page, 'Готівкою при отриманні');
    note(7, 'payment');
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/shop\/success/, { timeout: 20_000 });
    await settle(page);
    note(8, 'checkout');

    // Breadth first over links: each page is reached from / by the taps that found it.
    const queue: { taps: Tap[] }[] = [{ taps: [] }];
    const expanded = new Set<string>();
    const queued = new Set<string>(['/']);
    while (queue.length > 0) {
      const { taps } = queue.shift() as { taps: Tap[] };
      await home(page);
      for (const step of taps) await tap(page, step);
      const here = new URL(page.url());
      const pattern = patternOf(here.pathname, wanted) ?? here.pathname;
      note(taps.length, taps.map((step) => (step.inMenu ? `menu ${step.href}` : step.href)).join(' → ') || 'home');
      if (expanded.has(pattern) || taps.length >= 4) continue;
      expanded.add(pattern);
      const found: Tap[] = (await visibleLinks(page)).map((href) => ({ href, inMenu: false }));
      if (taps.length === 0) {
        await openMenu(page);
        found.push(...(await visibleLinks(page)).map((href) => ({ href, inMenu: true })));
        await page.keyboard.press('Escape');
      }
      for (const next of found) {
        const nextPattern = patternOf(new URL(next.href, here).pathname, wanted);
        if (!nextPattern || queued.has(nextPattern)) continue;
        queued.add(nextPattern);
        queue.push({ taps: [...taps, next] });
      }
    }

    const unreachable = wanted.filter((pattern) => !reached.has(pattern));
    expect(unreachable, `unreachable by clicking from home:\n${unreachable.join('\n')}`).toEqual([]);
    // Within three taps from home, the tab bar or the menu (the shop flow's steps excepted).
    const flow = ['/shop/$list/$id', '/shop/cart', '/shop/delivery', '/shop/payment', '/shop/checkout', '/shop/success'];
    const far = [...reached].filter(([pattern, how]) => !flow.includes(pattern) && Number(/\((\d+) taps\)/.exec(how)?.[1]) > 3);
    expect(far.map(([pattern, how]) => `${pattern}: ${how}`)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductScreen } from './product-screen';
import { cap, device, ogoCap, sticks, testBrand } from './testing/catalogue';
import { ShopHarness, type FakeBackend } from './testing/shop-harness';
import { getToasts } from '@cx/shell-data-access';
import { lineFromProduct } from '@cx/shop-data-access';

const open = (path: string, options: Partial<Parameters<typeof ShopHarness>[0]> = {}) =>
  render(<ShopHarness screen={ProductScreen} pattern="/shop/$list/$id" path={path} brand={testBrand('glo')} {...options} />);

describe('ProductScreen', () => {
  it('opens at once from the cache a list filled (no skeleton)', async () => {
    open('/shop/sticks/201', { cached: [sticks], backend: { hang: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'neo Dark Tobacco' })).toBeVisible();
    expect(screen.queryByRole('status', { name: /Завантаження/ })).toBeNull();
  });

  it('shows a skeleton while the product loads', async () => {
    open('/shop/sticks/201', { backend: { hang: true } });
    expect(await screen.findByText('Завантаження…')).toBeInTheDocument();
  });

  it('shows price in UAH, XP earned, pack quantity and the variants', async () => {
    open('/shop/sticks/201', { cached: [sticks] });
    const main = await screen.findByRole('main');
    expect(main).toHaveTextContent('105 грн');
    expect(main).toHaveTextContent('Нарахуємо 5 XP за покупку');
    expect(main).toHaveTextContent('В упаковці: 20 шт.');
    await userEvent.click(screen.getByRole('radio', { name: /Блок/ }));
    expect(main).toHaveTextContent('1 050 грн');
  });

  it('prices a bonus item in XP', async () => {
    open('/shop/bonus/203', { cached: [cap] });
    expect(await screen.findByRole('button', { name: 'Обміняти на XP' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('800 XP');
  });

  it('a bonus item the balance does not cover says what the customer has and lacks, and waits', async () => {
    open('/shop/bonus/203', { cached: [cap], backend: { xpBalance: 100 } });
    const button = await screen.findByTestId('add-to-cart');
    expect(await screen.findByTestId('product-xp-short')).toHaveTextContent(/^У тебе 100\sXP\. Ще 700\sXP — скануй пачки$/);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Ще 700\sXP/);
  });

  it('a bonus item the balance covers can be taken; two of them need twice the XP', async () => {
    open('/shop/bonus/203', { cached: [cap], backend: { xpBalance: 1000 } });
    const button = await screen.findByTestId('add-to-cart');
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByTestId('product-xp-short')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Збільшити кількість/ }));
    expect(await screen.findByTestId('product-xp-short')).toHaveTextContent(/Ще 600\sXP/);
    expect(button).toBeDisabled();
  });

  it("o'go: the bonus items already in the cart count against the balance, and the button waits", async () => {
    const line = lineFromProduct(ogoCap, 3031);
    if (!line) throw new Error('no such variant');
    open('/shop/ogo-bonus/303', {
      brand: testBrand('ogo'),
      cached: [ogoCap],
      backend: { xpBalance: 1000 },
      cart: { version: 1, comment: '', promoCodes: [], lines: [{ ...line, variant_id: 3031, count: 1 }] },
    });
    const button = await screen.findByTestId('add-to-cart');
    // 1000 XP, 800 of them taken by the cap in the cart: another needs 600 more.
    expect(await screen.findByTestId('product-xp-short')).toHaveTextContent(/^У тебе 1\s000\sXP\. Ще 600\sXP — скануй пачки$/);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Ще 600\sXP/);
  });

  it('adds the chosen variant and count to the cart', async () => {
    open('/shop/devices/202', { cached: [device] });
    await screen.findByRole('heading', { name: 'glo hyper pro' });
    expect(screen.getByRole('radio', { name: /Рубіновий/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Збільшити кількість: glo hyper pro' }));
    await userEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(screen.getByTestId('shop-cart-link')).toHaveAttribute('data-count', '2'));
    const stored = JSON.parse(localStorage.getItem('cart:glo') ?? 'null');
    expect(stored.lines).toEqual([expect.objectContaining({ variant_id: 2021, id: 202, count: 2, price: 1299 })]);
    // Said once: by the toast (a status message), with no second live region beside the cart link.
    expect(getToasts().map((item) => item.message)).toContain('«glo hyper pro» додано в кошик');
    expect(screen.queryByText(/Додано в кошик\. У кошику/)).toBeNull();
  });

  it('answers an unknown product with the 404 page', async () => {
    open('/shop/sticks/999', { backend: { products: [] } });
    expect(await screen.findByText('Сторінку не знайдено')).toBeVisible();
  });

  it("says a failure in the catalogue's words, not as the 404 page, and recovers on retry", async () => {
    const backend: FakeBackend = { products: [sticks], fail: true };
    open('/shop/sticks/201', { backend });
    expect(await screen.findByText('Перевір з’єднання з інтернетом і спробуй ще раз.')).toBeVisible();
    expect(screen.queryByText('Сторінку не знайдено')).toBeNull();
    backend.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'neo Dark Tobacco' })).toBeVisible();
  });

  it('answers a list of the sister brand with the 404 page', async () => {
    open('/shop/ogo-velo/201', { cached: [sticks] });
    expect(await screen.findByText('Сторінку не знайдено')).toBeVisible();
  });

  it('remembers a favourite', async () => {
    open('/shop/sticks/201', { cached: [sticks] });
    const toggle = await screen.findByRole('button', { name: 'В обраному' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'В обраному' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('favorites:glo') ?? '[]')).toEqual([201]);
  });
});

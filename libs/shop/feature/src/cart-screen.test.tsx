import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lineFromProduct, type CartState } from '@cx/shop-data-access';
import { CartScreen } from './cart-screen';
import { ChooseVeloScreen } from './choose-velo-screen';
import { cap, ogoCap, sticks, testBrand, velo, veloIce } from './testing/catalogue';
import { ShopHarness, type FakeBackend } from './testing/shop-harness';

function storeCart(brand: 'glo' | 'ogo', lines: { product: typeof sticks; variant: number; count: number }[]) {
  const cart: CartState = {
    version: 1,
    comment: '',
    promoCodes: [],
    lines: lines.map(({ product, variant, count }) => {
      const input = lineFromProduct(product, variant);
      if (!input) throw new Error('no such variant');
      return { ...input, variant_id: variant, count };
    }),
  };
  localStorage.setItem(`cart:${brand}`, JSON.stringify(cart));
}

// The fake server knows the catalogue the carts are filled from, and prices them by the shared rules.
const openCart = (brand: 'glo' | 'ogo', backend: FakeBackend = {}) =>
  render(
    <ShopHarness
      screen={CartScreen}
      pattern="/shop/cart"
      path="/shop/cart"
      brand={testBrand(brand)}
      backend={{ products: [sticks, cap, ogoCap, velo, veloIce], xpBalance: 5000, ...backend }}
    />,
  );

describe('CartScreen', () => {
  it('is empty with a way back to the catalogue', async () => {
    openCart('glo');
    expect(await screen.findByText('Кошик порожній')).toBeVisible();
    expect(screen.getByRole('link', { name: 'До каталогу' })).toHaveAttribute('href', '/shop');
  });

  it('changes counts, never below 1, and removes a line', async () => {
    storeCart('glo', [{ product: sticks, variant: 2011, count: 1 }, { product: cap, variant: 2031, count: 1 }]);
    openCart('glo');
    const line = await screen.findByRole('listitem', { name: 'neo Dark Tobacco, Пачка (20 стіків)' });
    const minus = within(line).getByRole('button', { name: /Зменшити/ });
    expect(minus).toBeDisabled();
    await userEvent.click(within(line).getByRole('button', { name: /Збільшити/ }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3 товари');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('210 грн');
    // The bonus cap costs 0 грн in a cart that costs money: flagged.
    expect(screen.getByText(/Ціна 0 грн/)).toBeVisible();
    await userEvent.click(within(line).getByRole('button', { name: /Видалити/ }));
    expect(screen.queryByRole('listitem', { name: /neo Dark Tobacco/ })).toBeNull();
  });

  it('tells how much is missing for free delivery at the brand threshold', async () => {
    storeCart('glo', [{ product: sticks, variant: 2011, count: 2 }]);
    openCart('glo');
    expect(await screen.findByText('До безкоштовної доставки ще 189 грн')).toBeVisible();
  });

  it('accepts VELO-20% for velo items and refuses it without them, with messages', async () => {
    storeCart('ogo', [{ product: velo, variant: 3011, count: 2 }]);
    openCart('ogo');
    const field = await screen.findByRole('textbox', { name: 'Промокод' });
    await userEvent.type(field, 'SALE50{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Невірний промокод');
    await userEvent.clear(field);
    await userEvent.type(field, 'velo-20%{Enter}');
    await waitFor(() => expect(screen.getByText('Промокод застосовано: −20% на товари VELO')).toBeVisible());
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('70 грн');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('280 грн');
  });

  it('shows the server\'s verdict and figures: a code the server knows as used gives no discount', async () => {
    storeCart('ogo', [{ product: velo, variant: 3011, count: 2 }]);
    openCart('ogo', { usedPromoCodes: ['VELO-20%'] });
    const field = await screen.findByRole('textbox', { name: 'Промокод' });
    await userEvent.type(field, 'velo-20%{Enter}');
    expect(await screen.findByText('Цей промокод уже використано')).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('cart-discount')).toBeNull());
    expect(screen.getByTestId('cart-total')).toHaveTextContent('350 грн');
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('Безкоштовна доставка');
  });

  it('refuses a member code once the customer has ordered', async () => {
    storeCart('glo', [{ product: sticks, variant: 2011, count: 1 }]);
    openCart('glo', { ordersCount: 2 });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Промокод' }), 'REW-OLEN');
    await waitFor(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Застосувати' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Код учасника діє лише для першого замовлення');
    });
  });

  it("starts the promo field with a promo link's code, kept while the cart is still empty", async () => {
    const view = render(
      <ShopHarness screen={CartScreen} pattern="/shop/cart" path="/shop/cart?promo=rew-olen" brand={testBrand('glo')} backend={{}} />,
    );
    expect(await screen.findByText('Кошик порожній')).toBeVisible();
    view.unmount();
    // The friend fills the cart and opens it again without the link: the code waits there.
    storeCart('glo', [{ product: sticks, variant: 2011, count: 1 }]);
    openCart('glo');
    expect(await screen.findByRole('textbox', { name: 'Промокод' })).toHaveValue('REW-OLEN');
    localStorage.removeItem('pending-promo:glo');
  });

  it('clears lines, comment and promo codes after a confirmation', async () => {
    storeCart('glo', [{ product: sticks, variant: 2011, count: 1 }]);
    openCart('glo');
    await userEvent.type(await screen.findByLabelText('Коментар до замовлення'), 'Після 18:00');
    await userEvent.click(screen.getByRole('button', { name: 'Очистити кошик' }));
    await userEvent.click(screen.getByRole('button', { name: 'Очистити кошик' }));
    expect(await screen.findByText('Кошик порожній')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('cart:glo') ?? 'null')).toEqual({ version: 1, lines: [], comment: '', promoCodes: [] });
  });
});

describe('ChooseVeloScreen', () => {
  /** The velo gift picker of o'go at `search`, the server granting `giftsAvailable` gifts. */
  const renderChooseVelo = (search: string, giftsAvailable: number) =>
    render(
      <ShopHarness
        screen={ChooseVeloScreen}
        pattern="/shop/choose-velo"
        path={`/shop/choose-velo${search}`}
        brand={testBrand('ogo')}
        backend={{ lists: { 'ogo-velo': [velo, veloIce] }, giftsAvailable }}
      />,
    );

  it('puts the chosen velo gift in the cart with the count the server grants, whatever the URL says', async () => {
    renderChooseVelo('?gifts=1', 2);
    expect(await screen.findByText('Тобі належать 2 банки VELO у подарунок. Обери смак.')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Обрати цей смак: VELO Ice Cool' }));
    const stored = JSON.parse(localStorage.getItem('cart:ogo') ?? 'null');
    expect(stored.lines).toEqual([expect.objectContaining({ id: 302, gift: true, price: 0, count: 2 })]);
    expect(screen.getByRole('button', { name: 'Подарунок у кошику: VELO Ice Cool' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers nothing to a customer the server grants no gift, even with ?gifts=2', async () => {
    renderChooseVelo('?gifts=2', 0);
    expect(await screen.findByText('Подарунок недоступний')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Обрати цей смак/ })).toBeNull();
  });
});

describe('CartScreen: XP short for a bonus item', () => {
  it('says once how much XP is missing and the order button waits, described by it', async () => {
    // The cap costs 800 XP; the customer has 100.
    storeCart('glo', [{ product: cap, variant: 2031, count: 1 }]);
    openCart('glo', { xpBalance: 100 });
    const button = await screen.findByTestId('cart-checkout');
    await waitFor(() => expect(button).toBeDisabled());
    // The server's words at once; how much is missing once the balance has come.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Недостатньо XP: бракує 700\sXP\./));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(button).toHaveAccessibleDescription(/бракує 700\sXP/);
  });

  it("o'go: two bonus items of 800 XP against 1000 XP — 600 XP missing, the order button waits", async () => {
    storeCart('ogo', [{ product: ogoCap, variant: 3031, count: 2 }]);
    openCart('ogo', { xpBalance: 1000 });
    const button = await screen.findByTestId('cart-checkout');
    await waitFor(() => expect(button).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Недостатньо XP: бракує 600\sXP\./));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(button).toHaveAccessibleDescription(/бракує 600\sXP/);
  });

  it('with the XP enough, the order button is on', async () => {
    storeCart('glo', [{ product: cap, variant: 2031, count: 1 }]);
    openCart('glo', { xpBalance: 5000 });
    const button = await screen.findByTestId('cart-checkout');
    await screen.findByTestId('cart-shipping');
    expect(button).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

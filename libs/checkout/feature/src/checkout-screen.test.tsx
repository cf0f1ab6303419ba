import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { BrandProvider, type BrandConfig } from '@cx/brand-contract';
import { checkoutDraftAtom } from '@cx/checkout-data-access';
import { emptyDeliveryDraft } from '@cx/delivery-data-access';
import type { RouterContext } from '@cx/shared-routing';
import { testQueryClient, testSessionContext } from '@cx/shared-routing/testing';
import { EARN_RULES, ORDER_ERRORS, priceOrder } from '@cx/shared-util-pricing';
import { getToasts, toast } from '@cx/shell-data-access';
import { cartAtom, quoteLineOf, type CartState } from '@cx/shop-data-access';
import { makeLine } from '@cx/shop-data-access/testing';
import { CheckoutScreen } from './checkout-screen';

type BrandId = 'glo' | 'ogo';

const brandOf = (id: BrandId) =>
  ({ id, productKey: id, displayName: id, freeDeliveryThreshold: 399, loyalty: { earn: EARN_RULES[id] }, hiddenRoutes: [] }) as unknown as BrandConfig;

/** A bonus item of 800 XP, the only line of the cart. */
const bonusCart = (id: BrandId): CartState => ({
  version: 1,
  comment: '',
  promoCodes: [],
  lines: [
    makeLine({ variant_id: 5101, id: 51, collectionId: id === 'glo' ? 'bonus' : 'ogo-bonus', title: 'Фірмова кепка', price: 0, bonuses: 0, quantity: 1, pieces: 1, packs: null, tags: ['bonus'], xpPrice: 800, bonus: true }),
  ],
});

const json = (status: number, body: unknown) => {
  const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  return status < 400 ? { data: body, response } : { error: body, response };
};

/**
 * A server where the customer had 1000 XP when the checkout opened, and spent all but 100 of them
 * elsewhere before tapping: create-order refuses (insufficient_xp) and the quote asked again says so too.
 */
function xpSpentElsewhere(cart: CartState, brand: BrandConfig) {
  const server = { xpBalance: 1000, orders: 0 };
  const POST = async (path: string) => {
    if (path === '/api/user/get-user') {
      return json(200, { customer: { id: 1, first_name: 'Олена', last_name: 'Коваль', email: null, phone: '380671112233', note: null, tags: 'age_verified', orders_count: 1, total_spent: 0, metafields: [] } });
    }
    if (path === '/api/x/shop/quote') {
      return json(200, priceOrder({
        lines: cart.lines.map(quoteLineOf),
        promoCodes: [],
        deliveryType: 1,
        freeDeliveryThreshold: 399,
        earnRule: brand.loyalty.earn,
        customer: { ordersCount: 1, usedPromoCodes: [], giftsAvailable: 0, xpBalance: server.xpBalance },
      }));
    }
    if (path === '/api/api-shop/create-order') {
      server.orders += 1;
      server.xpBalance = 100;
      return json(422, { message: ORDER_ERRORS.insufficient_xp, errorType: 'insufficient_xp', statusCode: 422 });
    }
    return json(404, { message: 'Немає такого виклику', statusCode: 404 });
  };
  const GET = async () => json(404, { message: 'Не знайдено', statusCode: 404, errorType: 'not_found' });
  return { api: { POST, GET } as unknown as RouterContext['api'], server };
}

function openCheckout(id: BrandId) {
  const brand = brandOf(id);
  const cart = bonusCart(id);
  const store = createStore();
  store.set(cartAtom(id), cart);
  store.set(checkoutDraftAtom(id), (draft) => ({
    ...draft,
    delivery: { ...emptyDeliveryDraft(), type: 1, city: { city_id: 'kyiv', label: 'Київ', province: 'Київська' }, branch: { id: 'kyiv-5', label: 'Відділення №5', meta: { number: '5' } } },
  }));
  const { api, server } = xpSpentElsewhere(cart, brand);
  const queryClient = testQueryClient();
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const checkout = createRoute({ getParentRoute: () => root, path: '/shop/checkout', component: CheckoutScreen });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([checkout, elsewhere]),
    history: createMemoryHistory({ initialEntries: ['/shop/checkout'] }),
    context: { queryClient, brand, api, session: testSessionContext().session },
  });
  render(
    <BrandProvider brand={brand}>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          <RouterProvider router={router} />
        </JotaiProvider>
      </QueryClientProvider>
    </BrandProvider>,
  );
  return server;
}

beforeEach(() => {
  localStorage.clear();
  toast.clear();
});

describe.each(['glo', 'ogo'] as const)('CheckoutScreen (%s): an order refused for XP', (brand) => {
  it('says the refusal once — one alert, no toast — and the place button waits, described by it', async () => {
    const server = openCheckout(brand);
    const button = await screen.findByTestId('place-order');
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_ERRORS.insufficient_xp);
    expect(server.orders).toBe(1);
    // The quote asked again after the refusal finds the same XP short: still one message, and the button waits.
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByText(ORDER_ERRORS.insufficient_xp)).toHaveLength(1);
    expect(getToasts().map((item) => item.message)).not.toContain(ORDER_ERRORS.insufficient_xp);
    expect(button).toHaveAccessibleDescription(ORDER_ERRORS.insufficient_xp);
  });
});

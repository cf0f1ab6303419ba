import { useMemo, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ApiClient } from '@cx/shared-session';
import { BrandProvider, VELO_LIST_ID, useBrand, type BrandConfig } from '@cx/brand-contract';
import { productParams, type RouterContext } from '@cx/shared-routing';
import { STORAGE_KEYS } from '@cx/shared-util-storage';
import { EARN_RULES, FREE_DELIVERY_THRESHOLDS, priceOrder, type QuoteLineInput } from '@cx/shared-util-pricing';
import { VELO_TAG, favoritesStorageKey, shopKeys, type CartState, type Product } from '@cx/shop-data-access';

export interface FakeBackend {
  /** Products by list id, as get-products-by-collection answers. */
  lists?: Partial<Record<string, Product[]>>;
  products?: Product[];
  /** Answers every list with these (stories, whichever brand the toolbar picks). */
  anyList?: Product[];
  ordersCount?: number;
  /** What the server knows beyond the device: codes used, the gift offer, the XP balance. */
  usedPromoCodes?: string[];
  giftsAvailable?: number;
  xpBalance?: number;
  /** Never answer (loading states). */
  hang?: boolean;
  /** Answer every call with 500. */
  fail?: boolean;
}

type Answer = { status: number; body: unknown };

/**
 * An api client that answers the shop's calls from memory, shaped like openapi-fetch's
 * `{ data, error, response }` (features may not import the client library itself).
 */
export function fakeApi(backend: FakeBackend): ApiClient {
  const all = [...(backend.products ?? []), ...(backend.anyList ?? []), ...Object.values(backend.lists ?? {}).flat()].filter(
    (product): product is Product => product !== undefined,
  );
  const ok = (body: unknown): Answer => ({ status: 200, body });
  const failure = (status: number, message: string): Answer => ({
    status,
    body: { message, statusCode: status, error: true, ...(status === 404 ? { errorType: 'not_found' } : {}) },
  });
  const answer = (path: string, body: Record<string, unknown>): Answer => {
    if (backend.fail) return failure(500, 'Помилка сервера');
    if (path.endsWith('/get-products-by-collection')) {
      const products = backend.lists?.[String(body['collectionId'])] ?? backend.anyList ?? [];
      return ok({ collectionId: body['collectionId'], products });
    }
    if (path.endsWith('/get-product-by-id')) {
      const product = all.find((item) => item.id === body['id']);
      return product ? ok({ product }) : failure(404, 'Не знайдено');
    }
    if (path.endsWith('/get-products-by-id')) {
      const ids = (body['prods'] as number[] | undefined) ?? [];
      return ok({ products: all.filter((item) => ids.includes(item.id)) });
    }
    if (path.endsWith('/get-user')) {
      return ok({
        customer: {
          id: 1, first_name: 'Олена', last_name: 'Коваль', email: null, phone: '380671112233', note: null,
          tags: 'age_verified', orders_count: backend.ordersCount ?? 0, total_spent: 0, metafields: [],
        },
      });
    }
    if (path.endsWith('/api/x/shop/quote')) {
      const quote = quoteOf(body);
      return quote ? ok(quote) : { status: 422, body: { message: 'Деякі товари недоступні для замовлення', errorType: 'invalid_line_items', statusCode: 422 } };
    }
    return failure(404, 'Немає такого виклику');
  };
  // The server's quote, by the same shared rules the reference backend applies.
  const quoteOf = (body: Record<string, unknown>) => {
    const requested = (body['line_items'] as { variant_id: number; quantity: number; gift?: boolean }[] | undefined) ?? [];
    const lines = requested.flatMap((item): QuoteLineInput[] => {
      const product = all.find((candidate) => candidate.variants.some((variant) => variant.id === item.variant_id));
      const variant = product?.variants.find((candidate) => candidate.id === item.variant_id);
      if (!product || !variant) return [];
      const tags = product.collectionId === VELO_LIST_ID ? [...product.tags, VELO_TAG] : product.tags;
      return [
        {
          variant: {
            variantId: variant.id,
            title: product.title,
            price: variant.price,
            xpPrice: product.xp_price ?? 0,
            pieces: variant.quantity,
            piecesPerPack: variant.packs === null ? null : product.quantity,
            tags,
          },
          quantity: item.quantity,
          gift: item.gift === true,
        },
      ];
    });
    if (lines.length !== requested.length) return null;
    return priceOrder({
      lines,
      promoCodes: (body['promo_codes'] as string[] | undefined) ?? [],
      deliveryType: (body['delivery_type'] as 1 | 2 | 3 | undefined) ?? 1,
      freeDeliveryThreshold: FREE_DELIVERY_THRESHOLDS[body['product'] === 'ogo' ? 'ogo' : 'glo'],
      earnRule: EARN_RULES[body['product'] === 'ogo' ? 'ogo' : 'glo'],
      customer: {
        ordersCount: backend.ordersCount ?? 0,
        usedPromoCodes: backend.usedPromoCodes ?? [],
        giftsAvailable: backend.giftsAvailable ?? 0,
        xpBalance: backend.xpBalance ?? 0,
      },
    });
  };
  const POST = async (path: string, init: { body?: Record<string, unknown> } = {}) => {
    if (backend.hang) return new Promise<never>(() => undefined);
    const { status, body } = answer(path, init.body ?? {});
    const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    return status < 400 ? { data: body, response } : { error: body, response };
  };
  // get-balance: the XP the cart's shortfall is told against.
  const GET = async (path: string) => {
    if (backend.hang) return new Promise<never>(() => undefined);
    const body = path.endsWith('/api/get-balance') ? { balance: backend.xpBalance ?? 0 } : { message: 'Немає такого виклику', statusCode: 404 };
    const status = path.endsWith('/api/get-balance') ? 200 : 404;
    const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    return status < 400 ? { data: body, response } : { error: body, response };
  };
  return { POST, GET } as unknown as ApiClient;
}

/** The shop's routes without bottom navigation (the rest sit in the account layout). */
const OFF_FOOTER = ['/shop/$list/$id', '/shop/cart', '/shop/delivery', '/shop/payment', '/shop/checkout'];

export interface ShopHarnessProps {
  screen: () => React.JSX.Element;
  /** The route pattern the screen is bound to, e.g. '/shop/$list/$id'. */
  pattern: string;
  /** The address to open, e.g. '/shop/sticks/201'; a function gets the brand (stories). */
  path: string | ((brand: BrandConfig) => string);
  backend?: FakeBackend;
  /** Products already in the cache (a list opened before), by brand. */
  cached?: Product[];
  /** The brand; stories leave it out and take the toolbar's brand. */
  brand?: BrandConfig;
  store?: ReturnType<typeof createStore>;
  /**
   * The stored cart and favourites to start from. When given, they replace what local storage
   * holds for the brand, so stories do not leak into each other.
   */
  cart?: CartState;
  favorites?: number[];
}

/**
 * One shop screen in a real router (memory history), with a fresh query cache and jotai store:
 * for stories and tests. Links render real hrefs; other paths render nothing.
 */
export function ShopHarness(props: ShopHarnessProps) {
  if (props.brand) {
    return (
      <BrandProvider brand={props.brand}>
        <HarnessInner {...props} />
      </BrandProvider>
    );
  }
  return <HarnessInner {...props} />;
}

function HarnessInner({ screen, pattern, path, backend = {}, cached = [], store, cart, favorites }: ShopHarnessProps) {
  const brand = useBrand();
  const [jotai] = useState(() => {
    if (cart) localStorage.setItem(STORAGE_KEYS.cart(brand.id), JSON.stringify(cart));
    if (favorites) localStorage.setItem(favoritesStorageKey(brand.id), JSON.stringify(favorites));
    return store ?? createStore();
  });
  const address = typeof path === 'function' ? path(brand) : path;
  const router = useMemo(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const product of cached) queryClient.setQueryData(shopKeys.product(brand.productKey, product.id), product);
    const session = {
      getCustomerIds: () => ({ shopifyId: 1, gloId: 1, ogoId: 2, veloId: null }),
      isSignedIn: () => true,
    } as unknown as RouterContext['session'];
    const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
    // The screen sits under its layout's id, as in the app, so it can read its route through the
    // route API; the product page reads its id as the app's route parses it (a number).
    const layout = createRoute({ getParentRoute: () => root, id: OFF_FOOTER.includes(pattern) ? '_account-off-footer' : '_account' });
    const screenRoute =
      pattern === '/shop/$list/$id'
        ? createRoute({ getParentRoute: () => layout, path: pattern, component: screen, params: productParams })
        : createRoute({ getParentRoute: () => layout, path: pattern, component: screen });
    const elsewhere = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
    return createRouter({
      routeTree: root.addChildren([layout.addChildren([screenRoute]), elsewhere]),
      history: createMemoryHistory({ initialEntries: [address] }),
      context: { queryClient, brand, api: fakeApi(backend), session },
    });
  }, [screen, pattern, address, backend, cached, brand]);
  return (
    <QueryClientProvider client={router.options.context.queryClient}>
      <JotaiProvider store={jotai}>
        <RouterProvider router={router as never} />
      </JotaiProvider>
    </QueryClientProvider>
  );
}

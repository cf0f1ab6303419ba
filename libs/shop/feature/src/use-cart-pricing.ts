import { useQuery } from '@tanstack/react-query';
import { useBrand } from '@cx/brand-contract';
import {
  cartQuoteQueryOptions,
  customerOrdersCountQueryOptions,
  promoContextOf,
  quoteRequestOf,
  summarizeCart,
  useUsedPromoCodes,
  type CartState,
} from '@cx/shop-data-access';
import { useAppContext } from '@cx/shared-routing';

/**
 * The cart's figures twice over: the instant preview (`summary`, computed here) and the server's
 * quote (`quote`, what create-order will charge; null while it is on its way). `context` is what
 * the promo rules need of the customer, null until their orders count is known.
 */
export function useCartPricing(cart: CartState) {
  const brand = useBrand();
  const { api, session } = useAppContext();
  const usedPromoCodes = useUsedPromoCodes();
  const shopifyId = session.getCustomerIds()?.shopifyId ?? null;
  // Not suspense reads: the cart renders its instant preview and updates in place as these
  // answer (placeholderData while lines change); suspending would blank the cart on every edit.
  const ordersCount = useQuery({
    ...customerOrdersCountQueryOptions(api, { product: brand.productKey, shopifyId: shopifyId ?? 0 }),
    enabled: shopifyId !== null,
  });
  const context = promoContextOf(ordersCount.data, usedPromoCodes);
  // Until orders_count is known, velo rules still apply; only the member rule has to wait.
  const summary = summarizeCart(cart, context ?? { ordersCount: Number.POSITIVE_INFINITY, usedPromoCodes }, brand.loyalty.earn);
  // The server's figures: what create-order will charge (the preview above is only instant).
  const quoteQuery = useQuery({
    ...cartQuoteQueryOptions(api, brand.productKey, quoteRequestOf(cart)),
    enabled: cart.lines.length > 0,
  });
  const quote = quoteQuery.data && !quoteQuery.isPlaceholderData ? quoteQuery.data : null;
  return { context, summary, quoteQuery, quote };
}

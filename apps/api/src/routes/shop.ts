import { isCallbackSlotValid, promoKind } from '@cx/shared-util-pricing';
import type { Schemas } from '../contract/types.ts';
import { E } from '../lib/errors.ts';
import { parseJson } from '../lib/json.ts';
import type { OrderRow } from '../repositories/orders.ts';
import { customerOf, ownCustomer } from '../services/customers.ts';
import { refusal } from '../services/pricing.ts';
import { promoUse, recordPromoUse } from '../services/promo-uses.ts';
import type { RouteGroup } from './context.ts';
import { idempotencyKey, mustSession, success } from './helpers.ts';
import { personLock } from '../services/idempotency.ts';

const orderStatus = (order: OrderRow): Schemas['OrderStatus'] => ({
  id: order.id,
  order_number: order.order_number,
  financial_status: order.financial_status as Schemas['OrderStatus']['financial_status'],
  payment_state: order.payment_state,
  payment_gateway_names: parseJson<string[]>(order.payment_gateway_names, []),
});

/** The shop tag: catalogue, quotes, orders and their payment. */
export const shopRoutes = {
  'POST /api/api-shop/get-product-by-id': async (ctx) => {
    const p = await ctx.services.catalogue.byId(ctx.body.id);
    if (!p || p.product !== ctx.body.product) throw E.notFound('Товар не знайдено');
    return { body: { product: p } };
  },

  'POST /api/api-shop/get-products-by-collection': async (ctx) => {
    const col = await ctx.services.catalogue.collection(ctx.body.collectionId);
    if (!col || col.shop !== ctx.body.product) throw E.notFound('Список товарів не знайдено');
    const products = await ctx.services.catalogue.byCollection(ctx.body.collectionId, ctx.body.bonus === true) ?? [];
    return { body: { collectionId: ctx.body.collectionId, products } };
  },

  'POST /api/api-shop/get-products-by-id': async (ctx) => {
    const products = (await Promise.all(ctx.body.prods.map((id) => ctx.services.catalogue.byId(id)))).filter(
      (p): p is NonNullable<typeof p> => p !== null && p.product === ctx.body.product,
    );
    return { body: { products } };
  },

  'POST /api/api-shop/create-order': async (ctx) => {
    const s = mustSession(ctx);
    const key = idempotencyKey(ctx);
    const { order, lines, replayed } = await ctx.services.orders.create(s, ctx.body.product, ctx.body, key);
    return {
      body: { order: await ctx.services.orders.json(order, lines), quote: parseJson<Schemas['OrderQuote'] | null>(order.quote, null) as Schemas['OrderQuote'] },
      headers: { 'Idempotency-Replayed': String(replayed), 'Idempotency-Key': key },
    };
  },

  'POST /api/api-shop/get-liqpay-link': async (ctx) => {
    const s = mustSession(ctx);
    return { body: await ctx.services.orders.paymentLink(s, ctx.body.orderId, ctx.body.product) };
  },

  'POST /api/x/shop/quote': async (ctx) => {
    const s = mustSession(ctx);
    const customer = await customerOf(ctx.repos, s.personId, ctx.body.product);
    const { quote } = await ctx.services.pricing.price(s.personId, ctx.body.product, customer.id, {
      lines: ctx.body.line_items,
      promoCodes: ctx.body.promo_codes ?? [],
      deliveryType: ctx.body.delivery_type ?? 1,
    });
    return { body: quote };
  },

  'POST /api/api-shop/send-phone-call': async (ctx) => {
    const s = mustSession(ctx);
    // Spec §9: today or tomorrow, on the Kyiv clock (never the device's).
    if (!isCallbackSlotValid(ctx.body.callFrom, ctx.body.callTo, ctx.clock.now())) throw refusal('invalid_time_slot');
    await ctx.repos.phoneCalls.record(s.personId, ctx.body, ctx.clock.now());
    return { body: success };
  },

  'POST /api/api-shop/get-orders': async (ctx) => {
    const s = mustSession(ctx);
    const customer = await ownCustomer(ctx.repos, s, ctx.body.shopifyId, ctx.body.variant);
    return { body: await ctx.services.orders.history(s.personId, customer.id) };
  },

  'POST /api/api-shop/send-promocode': async (ctx) => {
    const s = mustSession(ctx);
    const order = await ctx.services.orders.own(s, ctx.body.orderId);
    // Only a promo code is recorded: any other word would become a metafield key (promo.age_verified).
    if (promoKind(ctx.body.code) === null) throw refusal('promo_code_invalid');
    // Under the person's lock (orders of the person take it too): a code is used once, whichever instance asks.
    await ctx.repos.transaction(async () => {
      const used = await promoUse(ctx.repos, s.personId, String(ctx.body.code));
      // create-order already recorded the codes it used: the spec's call for that order is a no-op.
      if (used) {
        if (used.order_id === order.id) return;
        throw refusal('promo_code_used');
      }
      await recordPromoUse(ctx.repos, s.personId, order.customer_id, String(ctx.body.code), order.id, ctx.body.shopDomen, ctx.clock.now());
    }, personLock(s.personId));
    return { body: success };
  },

  'GET /api/x/order-attempts/{idempotencyKey}': async (ctx) => {
    const s = mustSession(ctx);
    const order = await ctx.services.orders.byKey(s, ctx.query.product, ctx.params.idempotencyKey ?? '');
    return {
      body: {
        id: order.id,
        order_number: order.order_number,
        total_price: order.total_price,
        financial_status: order.financial_status as Schemas['AttemptOrder']['financial_status'],
        payment_state: order.payment_state,
      },
    };
  },

  'POST /api/x/orders/{orderId}/pay-by-cash': async (ctx) => {
    const s = mustSession(ctx);
    return { body: orderStatus(await ctx.services.orders.switchToCash(s, Number(ctx.params.orderId), ctx.body.product)) };
  },

  'GET /api/x/orders/{orderId}/status': async (ctx) => {
    const s = mustSession(ctx);
    return { body: orderStatus(await ctx.services.orders.own(s, Number(ctx.params.orderId), ctx.query.product)) };
  },
} satisfies RouteGroup;

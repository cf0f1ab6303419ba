import type { Handler } from '../lib/context.ts';
import { E } from '../lib/errors.ts';
import { ownCustomer } from '../services/customers.ts';
import { mustSession, success } from './helpers.ts';

export const shopHandlers: Record<string, Handler> = {
  'POST /api/api-shop/get-product-by-id': (ctx) => {
    const p = ctx.services.catalogue.byId(ctx.body.id);
    if (!p || p.product !== ctx.body.product) throw E.notFound('Товар не знайдено');
    return { body: { product: p } };
  },

  'POST /api/api-shop/get-products-by-collection': (ctx) => {
    const col = ctx.services.catalogue.collection(ctx.body.collectionId);
    if (!col || col.shop !== ctx.body.product) throw E.notFound('Список товарів не знайдено');
    const products = ctx.services.catalogue.byCollection(ctx.body.collectionId, ctx.body.bonus === true) ?? [];
    return { body: { collectionId: ctx.body.collectionId, products } };
  },

  'POST /api/api-shop/get-products-by-id': (ctx) => {
    const products = (ctx.body.prods as number[])
      .map((id) => ctx.services.catalogue.byId(id))
      .filter((p): p is NonNullable<typeof p> => p !== null && p.product === ctx.body.product);
    return { body: { products } };
  },

  'POST /api/api-shop/create-order': (ctx) => {
    const s = mustSession(ctx);
    const key = ctx.headers['idempotency-key'] as string;
    const { order, replayed } = ctx.services.orders.create(s, ctx.body.product, ctx.body, key);
    return {
      body: { order: ctx.services.orders.json(order) },
      headers: { 'Idempotency-Replayed': String(replayed), 'Idempotency-Key': key },
    };
  },

  'POST /api/api-shop/get-liqpay-link': (ctx) => {
    const s = mustSession(ctx);
    return { body: ctx.services.orders.paymentLink(s, ctx.body.orderId, ctx.body.product) };
  },

  'POST /api/api-shop/send-phone-call': (ctx) => {
    const s = mustSession(ctx);
    ctx.db.prepare('INSERT INTO phone_calls (person_id, payload, created_at) VALUES (?, ?, ?)').run(s.personId, JSON.stringify(ctx.body), ctx.clock.now());
    return { body: success };
  },

  'POST /api/api-shop/get-orders': (ctx) => {
    const s = mustSession(ctx);
    const customer = ownCustomer(ctx.db, s, ctx.body.shopifyId, ctx.body.variant);
    return { body: ctx.services.orders.history(s.personId, customer.id) };
  },

  'POST /api/api-shop/send-promocode': (ctx) => {
    const s = mustSession(ctx);
    const order = ctx.services.orders.own(s, ctx.body.orderId);
    const code = String(ctx.body.code).toUpperCase();
    const used = ctx.db.prepare('SELECT 1 FROM promo_uses WHERE person_id = ? AND upper(code) = ?').get(s.personId, code);
    if (used) throw E.conflict('Цей промокод ти вже використовував', 'promo_code_used');
    const now = ctx.clock.now();
    ctx.db
      .prepare('INSERT INTO promo_uses (person_id, code, order_id, shop_domain, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(s.personId, code, order.id, ctx.body.shopDomen, now);
    // The contract: the use is visible to the cart as the metafield promo.<code key> = used.
    const mfKey = code.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 64) || 'code';
    ctx.db
      .prepare(
        `INSERT INTO metafields (customer_id, namespace, key, value, type, created_at, updated_at) VALUES (?, 'promo', ?, 'used', 'single_line_text_field', ?, ?)
         ON CONFLICT (customer_id, namespace, key) DO UPDATE SET value = 'used', updated_at = excluded.updated_at`,
      )
      .run(order.customer_id, mfKey, now, now);
    return { body: success };
  },

  'GET /api/x/order-attempts/{idempotencyKey}': (ctx) => {
    const s = mustSession(ctx);
    const order = ctx.services.orders.byKey(s, ctx.query.product, ctx.params.idempotencyKey ?? '');
    return {
      body: {
        id: order.id,
        order_number: order.order_number,
        total_price: order.total_price,
        financial_status: order.financial_status,
        payment_state: order.payment_state,
      },
    };
  },

  'GET /api/x/orders/{orderId}/status': (ctx) => {
    const s = mustSession(ctx);
    const order = ctx.services.orders.own(s, Number(ctx.params.orderId), ctx.query.product);
    return {
      body: { id: order.id, order_number: order.order_number, financial_status: order.financial_status, payment_state: order.payment_state },
    };
  },
};

import type { Db } from '../db/db.ts';
import type { Shop } from '../lib/session.ts';
import { ORDER_CURRENCY } from '@cx/shared-util-pricing';
import { NEXT_ORDER_IDS } from '../db/ids.ts';

export interface OrderRow {
  id: number;
  order_number: number;
  name: string;
  customer_id: number;
  person_id: number;
  shop: Shop;
  idempotency_key: string | null;
  request_hash: string | null;
  financial_status: string;
  fulfillment_status: string | null;
  total_price: number;
  xp_total: number;
  bonuses_total: number;
  currency: string;
  tags: string;
  note: string | null;
  payment_gateway_names: string;
  shipping_address: string | null;
  shipping_lines: string;
  transactions: string;
  metafields: string;
  payment_state: 'none' | 'pending' | 'paid' | 'declined';
  link_requests: number;
  quote: string | null;
  created_at: number;
  updated_at: number;
}

export interface OrderLineRow {
  variant_id: number;
  product_id: number | null;
  title: string;
  quantity: number;
  price: number;
}

/** A new order's columns; the rest start as the table's defaults. */
export interface NewOrder {
  id: number;
  orderNumber: number;
  customerId: number;
  personId: number;
  shop: Shop;
  key: string;
  hash: string;
  financialStatus: string;
  total: number;
  xpTotal: number;
  bonusesTotal: number;
  tags: string;
  note: string;
  gateways: string;
  shippingAddress: string;
  shippingLines: string;
  transactions: string;
  /** The server's figures (OrderQuote, JSON), so a replay answers what was charged. */
  quote: string;
  at: number;
}

export interface NewOrderLine {
  productId: number | null;
  variantId: number;
  title: string;
  quantity: number;
  price: number;
  xpPrice: number;
  bonuses: number;
}

/**
 * The row a new order is stored as: `insert` writes exactly these values, so a new order can be
 * answered from it without reading it back (see `readsBack`).
 */
export function newOrderRow(o: NewOrder): OrderRow {
  return {
    id: o.id,
    order_number: o.orderNumber,
    name: `#${o.orderNumber}`,
    customer_id: o.customerId,
    person_id: o.personId,
    shop: o.shop,
    idempotency_key: o.key,
    request_hash: o.hash,
    financial_status: o.financialStatus,
    fulfillment_status: null,
    total_price: o.total,
    xp_total: o.xpTotal,
    bonuses_total: o.bonusesTotal,
    currency: ORDER_CURRENCY,
    tags: o.tags,
    note: o.note,
    payment_gateway_names: o.gateways,
    shipping_address: o.shippingAddress,
    shipping_lines: o.shippingLines,
    transactions: o.transactions,
    metafields: '[]',
    payment_state: 'none',
    link_requests: 0,
    quote: o.quote,
    created_at: o.at,
    updated_at: o.at,
  };
}

/** Whether the database reads `row`'s texts back as written: both store UTF-8, so a lone surrogate comes back altered. */
export const readsBack = (row: OrderRow) => ![row.tags, row.note ?? ''].some((text) => /\p{Cs}/u.test(text));

/** Orders and their lines. */
export function orderRepository(db: Db) {
  const byId = db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?');
  const byKey = db.prepare<[number, number, string], OrderRow>('SELECT * FROM orders WHERE customer_id = ? AND person_id = ? AND idempotency_key = ?');
  const byCustomerKey = db.prepare<[number, string], OrderRow>('SELECT * FROM orders WHERE customer_id = ? AND idempotency_key = ?');
  const lines = db.prepare<[number], OrderLineRow>('SELECT variant_id, product_id, title, quantity, price FROM order_lines WHERE order_id = ? ORDER BY id');
  const list = db.prepare<[number, number], OrderRow>('SELECT * FROM orders WHERE person_id = ? AND customer_id = ? ORDER BY created_at DESC, id DESC');
  const anyOfCustomer = db.prepare<[number], { found: number | boolean }>('SELECT EXISTS (SELECT 1 FROM orders WHERE customer_id = ?) AS found');
  // SQLite: one MAX per subquery (a lone MAX is read from the end of an index; two aggregates in one
  // SELECT scanned every order). PostgreSQL: sequences (ids.ts).
  const nextIds = db.prepare<[number, number], { n: number; id: number }>(NEXT_ORDER_IDS);
  const insert = db.prepare(
    `INSERT INTO orders (id, order_number, name, customer_id, person_id, shop, idempotency_key, request_hash, financial_status,
             fulfillment_status, total_price, xp_total, bonuses_total, currency, tags, note, payment_gateway_names, shipping_address,
             shipping_lines, transactions, metafields, payment_state, link_requests, quote, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLine = db.prepare<[number, number | null, number, string, number, number, number, number]>(
    'INSERT INTO order_lines (order_id, product_id, variant_id, title, quantity, price, xp_price, bonuses) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const countLinkRequest = db.prepare<[number]>('UPDATE orders SET link_requests = link_requests + 1 WHERE id = ?');
  const paymentPending = db.prepare<[number, number]>("UPDATE orders SET payment_state = 'pending', updated_at = ? WHERE id = ? AND payment_state != 'paid'");
  const toCash = db.prepare<[string, string, number, number]>(
    "UPDATE orders SET payment_gateway_names = ?, transactions = ?, payment_state = 'none', updated_at = ? WHERE id = ?",
  );
  const paid = db.prepare<[string, number, number]>("UPDATE orders SET financial_status = 'paid', payment_state = 'paid', transactions = ?, updated_at = ? WHERE id = ?");
  const declined = db.prepare<[number, number]>("UPDATE orders SET payment_state = 'declined', updated_at = ? WHERE id = ?");
  const fulfilled = db.prepare<[string, string, number, number]>(
    "UPDATE orders SET fulfillment_status = 'fulfilled', financial_status = ?, transactions = ?, updated_at = ? WHERE id = ?",
  );
  const veloOrders = db.prepare<[number], { n: number }>(
    `SELECT COUNT(*) AS n FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN products p ON p.id = l.product_id
         WHERE o.customer_id IN (SELECT id FROM customers WHERE person_id = ?) AND (',' || replace(p.tags, ' ', '') || ',') LIKE '%,velo,%'`,
  );
  return {
    byId: (id: number) => byId.get(id),
    /** The customer's own order made with this Idempotency-Key. */
    byKey: (customerId: number, personId: number, key: string) => byKey.get(customerId, personId, key),
    byCustomerKey: (customerId: number, key: string) => byCustomerKey.get(customerId, key),
    lines: (orderId: number) => lines.all(orderId),
    list: (personId: number, customerId: number) => list.all(personId, customerId),
    /** Whether the customer has ordered before: an index probe, however many orders there are. */
    anyOfCustomer: async (customerId: number) => Boolean((await anyOfCustomer.get(customerId))?.found),
    /** The next id and order number, counting on from the given bases on an empty table. */
    nextIds: async (numberBase: number, idBase: number) => (await nextIds.get(numberBase, idBase)) as { n: number; id: number },
    /** Stores a new order's row (newOrderRow). */
    insert: (r: OrderRow) =>
      insert.run(r.id, r.order_number, r.name, r.customer_id, r.person_id, r.shop, r.idempotency_key, r.request_hash, r.financial_status,
        r.fulfillment_status, r.total_price, r.xp_total, r.bonuses_total, r.currency, r.tags, r.note, r.payment_gateway_names,
        r.shipping_address, r.shipping_lines, r.transactions, r.metafields, r.payment_state, r.link_requests, r.quote, r.created_at, r.updated_at),
    insertLine: (orderId: number, l: NewOrderLine) => insertLine.run(orderId, l.productId, l.variantId, l.title, l.quantity, l.price, l.xpPrice, l.bonuses),
    countLinkRequest: (id: number) => countLinkRequest.run(id),
    markPaymentPending: (id: number, at: number) => paymentPending.run(at, id),
    switchToCash: (id: number, gateways: string, transactions: string, at: number) => toCash.run(gateways, transactions, at, id),
    markPaid: (id: number, transactions: string, at: number) => paid.run(transactions, at, id),
    markDeclined: (id: number, at: number) => declined.run(at, id),
    /** Delivered: fulfilled, with the financial status and transactions delivery settles. */
    markFulfilled: (id: number, financialStatus: string, transactions: string, at: number) => fulfilled.run(financialStatus, transactions, at, id),
    /** Order lines of VELO products the person bought (any brand record). */
    veloLineCount: async (personId: number) => ((await veloOrders.get(personId)) as { n: number }).n,
  };
}

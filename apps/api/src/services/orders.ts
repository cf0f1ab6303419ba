import type { Db } from '../db/db.ts';
import type { Clock } from '../lib/clock.ts';
import type { ApiConfig } from '../config.ts';
import type { Session, Shop } from '../lib/context.ts';
import { E, type ApiErrorDetail } from '../lib/errors.ts';
import { bodyHash, iso, parseJson } from '../lib/json.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';
import { ID_BASE } from '../db/ids.ts';
import type { CatalogueService } from './catalogue.ts';
import { DEFAULT_COUNTRY, DEFAULT_ZIP, ORDER_CURRENCY, orderTags, type DeliveryType, type Quote } from '@cx/shared-util-pricing';
import { customerOf, isAgeVerified } from './customers.ts';
import { refusal, type LineRequest, type PricingService } from './pricing.ts';
import { recordPromoUse } from './promo-uses.ts';
import { addXp } from './xp.ts';

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

interface LineRow {
  variant_id: number;
  product_id: number | null;
  title: string;
  quantity: number;
  price: number;
}

export interface OrderInput {
  line_items: LineRequest[];
  customer: { id: number };
  promo_codes?: string[];
  delivery_type: DeliveryType;
  payment: 1 | 2;
  tags?: string;
  shipping_address: Record<string, string>;
  shipping_lines?: { title: string; price: number; code: string }[];
  expected_total?: number;
  note: string;
}

/** Payment page links live 30 minutes (contract: PaymentId). */
export const PAYMENT_TTL_MS = 30 * 60_000;


/** The figures the app showed, when it sent them, must be the server's: else 422 price_mismatch. */
function assertFiguresAgree(input: OrderInput, quote: Quote): void {
  const k = (uah: number) => Math.round(uah * 100);
  const details: ApiErrorDetail[] = [];
  input.line_items.forEach((line, i) => {
    const priced = quote.lines[i];
    if (line.price !== undefined && priced && k(line.price) !== k(priced.unit_price)) {
      details.push({ path: `/body/order/line_items/${i}/price`, message: `Ціна ${priced.unit_price} грн` });
    }
  });
  const shipping = input.shipping_lines?.[0];
  if (shipping && (k(shipping.price) !== k(quote.shipping.price) || shipping.code !== quote.shipping.code)) {
    details.push({ path: '/body/order/shipping_lines/0', message: quote.shipping.title });
  }
  if (input.expected_total !== undefined && k(input.expected_total) !== k(quote.total)) {
    details.push({ path: '/body/order/expected_total', message: `Сума ${quote.total} грн` });
  }
  if (details.length > 0) throw refusal('price_mismatch', details);
}

/** A card order the customer switched to cash on delivery (its liqpay sale is voided). */
function switchedToCash(order: OrderRow): boolean {
  const tx = parseJson<{ kind?: string; gateway?: string }[]>(order.transactions, []);
  return parseJson<string[]>(order.payment_gateway_names, []).includes('cash_on_delivery') && tx.some((t) => t.kind === 'void' && t.gateway === 'liqpay');
}

export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: ApiConfig,
    private readonly catalogue: CatalogueService,
    private readonly pricing: PricingService,
  ) {}

  row(id: number): OrderRow | undefined {
    return this.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
  }

  /** The order if it belongs to the signed-in person, else 404 (others' orders are not revealed). */
  own(session: Session, id: number, shop?: Shop): OrderRow {
    const row = this.row(id);
    if (!row || row.person_id !== session.personId || (shop && row.shop !== shop)) throw E.notFound('Замовлення не знайдено');
    return row;
  }

  /** The order a checkout attempt made with `key` (the customer's own, in this brand), or 404. */
  byKey(session: Session, shop: Shop, key: string): OrderRow {
    const customer = customerOf(this.db, session.personId, shop);
    const row = this.db
      .prepare('SELECT * FROM orders WHERE customer_id = ? AND person_id = ? AND idempotency_key = ?')
      .get(customer.id, session.personId, key) as OrderRow | undefined;
    if (!row) throw E.notFound('Замовлення не знайдено', 'order_not_found');
    return row;
  }

  json(row: OrderRow) {
    const lines = this.db
      .prepare('SELECT variant_id, product_id, title, quantity, price FROM order_lines WHERE order_id = ? ORDER BY id')
      .all(row.id) as LineRow[];
    return {
      id: row.id,
      order_number: row.order_number,
      name: row.name,
      created_at: iso(row.created_at),
      financial_status: row.financial_status,
      fulfillment_status: row.fulfillment_status,
      currency: ORDER_CURRENCY,
      total_price: row.total_price,
      line_items: lines.map((l) => ({ variant_id: l.variant_id, product_id: l.product_id, title: l.title, quantity: l.quantity, price: l.price })),
      tags: row.tags,
      note: row.note,
      shipping_address: parseJson(row.shipping_address, null),
      shipping_lines: parseJson(row.shipping_lines, []),
      payment_gateway_names: parseJson<string[]>(row.payment_gateway_names, []),
    };
  }

  /**
   * Idempotent order creation. The whole check-and-insert runs in one SQLite transaction (and the
   * UNIQUE (customer_id, idempotency_key) constraint backs it), so concurrent requests with one
   * key make exactly one order; the others replay it.
   */
  create(session: Session, shop: Shop, body: { order: OrderInput; product: Shop }, key: string): { order: OrderRow; replayed: boolean } {
    const customer = customerOf(this.db, session.personId, shop);
    if (body.order.customer.id !== customer.id) throw E.forbidden('Замовлення можна створити лише для себе');
    const hash = bodyHash(body);
    const now = this.clock.now();
    const run = this.db.transaction((): { order: OrderRow; replayed: boolean } => {
      const existing = this.db
        .prepare('SELECT * FROM orders WHERE customer_id = ? AND idempotency_key = ?')
        .get(customer.id, key) as OrderRow | undefined;
      if (existing) {
        if (existing.request_hash !== hash) {
          throw E.unprocessable('Цей ключ ідемпотентності вже використано для іншого замовлення', 'idempotency_key_reused');
        }
        return { order: existing, replayed: true };
      }

      const input = body.order;
      const { quote, facts } = this.pricing.price(
        session.personId,
        shop,
        customer.id,
        { lines: input.line_items, promoCodes: input.promo_codes ?? [], deliveryType: input.delivery_type },
        '/body/order/line_items',
      );
      this.pricing.assertPlaceable(quote);
      assertFiguresAgree(input, quote);
      const total = quote.total;
      const financial = quote.paid_with_xp ? 'paid' : 'pending';
      const gateway = quote.paid_with_xp ? 'XP' : input.payment === 2 ? 'liqpay' : 'cash_on_delivery';
      const transactions = quote.paid_with_xp ? [] : [{ kind: 'sale', status: 'pending', gateway, amount: total }];
      const tags = orderTags(input.tags, isAgeVerified(this.db, session.personId));
      const address = { ...input.shipping_address, country: DEFAULT_COUNTRY, zip: input.shipping_address['zip'] || DEFAULT_ZIP };

      const next = this.db.prepare('SELECT COALESCE(MAX(order_number), ?) + 1 AS n, COALESCE(MAX(id), ?) + 1 AS id FROM orders').get(
        ID_BASE.firstOrderNumber - 1,
        ID_BASE.order,
      ) as { n: number; id: number };
      this.db
        .prepare(
          `INSERT INTO orders (id, order_number, name, customer_id, person_id, shop, idempotency_key, request_hash, financial_status,
             fulfillment_status, total_price, xp_total, bonuses_total, currency, tags, note, payment_gateway_names, shipping_address,
             shipping_lines, transactions, metafields, payment_state, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'UAH', ?, ?, ?, ?, ?, ?, ?, 'none', ?, ?)`,
        )
        .run(
          next.id, next.n, `#${next.n}`, customer.id, session.personId, shop, key, hash, financial, null,
          total, quote.xp_total, quote.xp_earned, tags, input.note,
          JSON.stringify([gateway]), JSON.stringify(address),
          JSON.stringify([quote.shipping]), JSON.stringify(transactions), '[]',
          now, now,
        );
      this.db.prepare('UPDATE orders SET quote = ? WHERE id = ?').run(JSON.stringify(quote), next.id);
      const ins = this.db.prepare(
        'INSERT INTO order_lines (order_id, product_id, variant_id, title, quantity, price, xp_price, bonuses) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      for (const l of quote.lines) {
        const v = this.catalogue.variant(l.variant_id);
        const unit = Math.round((l.total * 100) / l.quantity) / 100;
        ins.run(next.id, v?.productId ?? null, l.variant_id, l.title, l.quantity, unit, v?.xpPrice ?? 0, l.gift ? 0 : (v?.bonuses ?? 0));
      }
      // Money and XP move with the order, in this one transaction: the XP debit (never below 0,
      // the balance was read inside it), the promo use, the gift offer.
      if (quote.xp_total > 0) addXp(this.db, session.personId, shop, -quote.xp_total, 'exchange', `Бонусні товари в замовленні #${next.n}`, now, next.id);
      for (const promo of quote.promo_codes) {
        if (promo.ok && promo.kind === 'velo') recordPromoUse(this.db, session.personId, customer.id, promo.code, next.id, '', now);
      }
      if (quote.lines.some((l) => l.gift) && facts.giftOfferId !== null) {
        this.db.prepare('UPDATE velo_gift_offers SET order_id = ?, redeemed_at = ? WHERE id = ? AND order_id IS NULL').run(next.id, now, facts.giftOfferId);
      }
      return { order: this.row(next.id) as OrderRow, replayed: false };
    });
    try {
      return run.immediate();
    } catch (err) {
      // Another connection won the race on the unique key: replay its order.
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        const existing = this.db.prepare('SELECT * FROM orders WHERE customer_id = ? AND idempotency_key = ?').get(customer.id, key) as
          | OrderRow
          | undefined;
        if (existing && existing.request_hash === hash) return { order: existing, replayed: true };
        if (existing) throw E.unprocessable('Цей ключ ідемпотентності вже використано для іншого замовлення', 'idempotency_key_reused');
      }
      throw err;
    }
  }

  list(personId: number, customerId: number): OrderRow[] {
    return this.db
      .prepare('SELECT * FROM orders WHERE person_id = ? AND customer_id = ? ORDER BY created_at DESC, id DESC')
      .all(personId, customerId) as OrderRow[];
  }

  history(personId: number, customerId: number) {
    const rows = this.list(personId, customerId);
    const list = rows.map((r) => this.json(r));
    const imgs: Record<string, string> = {};
    const mix = new Set<number>();
    for (const o of list) {
      for (const li of o.line_items) {
        imgs[String(li.variant_id)] = li.product_id ? this.catalogue.productImage(li.product_id) : this.catalogue.variantImage(li.variant_id);
        const v = this.catalogue.variant(li.variant_id);
        if (v?.isMixPack) mix.add(v.productId);
      }
    }
    return { list, imgs, mixPackIds: [...mix], mixQuant: 5 };
  }

  /**
   * get-liqpay-link. Test controls, written into the order note:
   *   [pay:fail]      → { success: false, link: null } (the app shows "Сталася помилка")
   *   [pay:nolink]    → { success: true, link: null } on every call (the app gives up after 5 retries)
   *   [pay:nolink:N]  → { success: true, link: null } for the first N calls, then the link
   */
  paymentLink(session: Session, orderId: number, shop: Shop): { success: boolean; link: string | null } {
    const order = this.own(session, orderId, shop);
    if (order.financial_status === 'paid') throw E.conflict('Замовлення вже оплачено', 'order_paid');
    if (order.financial_status !== 'pending') throw E.conflict('Замовлення не можна оплатити', 'order_not_payable');
    // The customer chose cash on delivery after all: a card link now would charge a cash order.
    if (switchedToCash(order)) throw E.conflict('Замовлення оплачується готівкою при отриманні', 'order_paid_by_cash');
    // The note's test switches work in development only: a customer writes the note.
    const note = this.config.paymentSwitches ? (order.note ?? '') : '';
    this.db.prepare('UPDATE orders SET link_requests = link_requests + 1 WHERE id = ?').run(order.id);
    const calls = order.link_requests + 1;
    if (/\[pay:fail\]/i.test(note)) return { success: false, link: null };
    const noLink = /\[pay:nolink(?::(\d+))?\]/i.exec(note);
    if (noLink && (noLink[1] === undefined || calls <= Number(noLink[1]))) return { success: true, link: null };
    const now = this.clock.now();
    const paymentId = randomToken(24);
    this.db
      .prepare("INSERT INTO payments (hash, order_id, status, created_at, expires_at) VALUES (?, ?, 'pending', ?, ?)")
      .run(sha256(paymentId), order.id, now, now + PAYMENT_TTL_MS);
    this.db.prepare("UPDATE orders SET payment_state = 'pending', updated_at = ? WHERE id = ? AND payment_state != 'paid'").run(now, order.id);
    return { success: true, link: `${this.config.publicUrl}/api/x/pay/${paymentId}` };
  }

  /**
   * Switch one of the customer's unpaid card orders to cash on delivery (the card payment failed
   * or was declined). The liqpay sale is voided, a pending cash sale takes its place, and any open
   * payment page is closed, so status, history and a later payment link all agree. A cash order
   * answers as it is (idempotent); a paid one is 409 order_already_paid.
   */
  switchToCash(session: Session, orderId: number, shop: Shop): OrderRow {
    return this.db.transaction(() => {
      const order = this.row(orderId);
      // Someone else's order answers exactly like a missing one.
      if (!order || order.person_id !== session.personId || order.shop !== shop) throw E.notFound('Замовлення не знайдено', 'order_not_found');
      if (order.financial_status === 'paid' || order.payment_state === 'paid') {
        throw E.conflict('Замовлення вже оплачено', 'order_already_paid');
      }
      const gateways = parseJson<string[]>(order.payment_gateway_names, []);
      if (gateways.includes('cash_on_delivery')) return order;
      if (order.financial_status !== 'pending') throw E.conflict('Замовлення не можна оплатити', 'order_not_payable');
      const now = this.clock.now();
      const tx = parseJson<{ kind: string; status: string; gateway: string; amount: number }[]>(order.transactions, []);
      const voided = tx.map((t) => (t.gateway === 'liqpay' && t.status === 'pending' ? { ...t, kind: 'void', status: 'success' } : t));
      voided.push({ kind: 'sale', status: 'pending', gateway: 'cash_on_delivery', amount: order.total_price });
      this.db
        .prepare("UPDATE orders SET payment_gateway_names = ?, transactions = ?, payment_state = 'none', updated_at = ? WHERE id = ?")
        .run(JSON.stringify(['cash_on_delivery']), JSON.stringify(voided), now, order.id);
      this.db.prepare("UPDATE payments SET status = 'cancelled', finished_at = ? WHERE order_id = ? AND status = 'pending'").run(now, order.id);
      return this.row(order.id) as OrderRow;
    })();
  }

  /** The payment attempt behind a page link: 404 unknown, 410 expired or finished. */
  payment(paymentId: string): { order: OrderRow; hash: string } {
    const hash = sha256(paymentId);
    const p = this.db.prepare('SELECT order_id, status, expires_at FROM payments WHERE hash = ?').get(hash) as
      | { order_id: number; status: string; expires_at: number }
      | undefined;
    if (!p) throw E.notFound('Платіж не знайдено');
    const order = this.row(p.order_id);
    if (!order) throw E.notFound('Платіж не знайдено');
    if (p.status !== 'pending' || p.expires_at <= this.clock.now() || order.financial_status === 'paid') {
      throw E.gone('Платіж уже завершено або посилання застаріло', 'payment_finished');
    }
    return { order, hash };
  }

  finishPayment(paymentId: string, action: 'pay' | 'decline'): { order: OrderRow; location: string } {
    return this.db.transaction(() => {
      const { order, hash } = this.payment(paymentId);
      const now = this.clock.now();
      if (action === 'pay') {
        const tx = parseJson<unknown[]>(order.transactions, []);
        tx.push({ kind: 'sale', status: 'success', gateway: 'liqpay', amount: order.total_price });
        this.db
          .prepare("UPDATE orders SET financial_status = 'paid', payment_state = 'paid', transactions = ?, updated_at = ? WHERE id = ?")
          .run(JSON.stringify(tx), now, order.id);
      } else {
        this.db.prepare("UPDATE orders SET payment_state = 'declined', updated_at = ? WHERE id = ?").run(now, order.id);
      }
      this.db.prepare('UPDATE payments SET status = ?, finished_at = ? WHERE hash = ?').run(action === 'pay' ? 'paid' : 'declined', now, hash);
      const origin = order.shop === 'ogo' ? this.config.ogoOrigin : this.config.gloOrigin;
      const location = `${origin}/shop/success?orderId=${order.id}&payment=${action === 'pay' ? 'paid' : 'declined'}`;
      return { order: this.row(order.id) as OrderRow, location };
    })();
  }
}

import type { Db } from '../db/db.ts';
import type { Clock } from '../lib/clock.ts';
import type { ApiConfig } from '../config.ts';
import type { Session, Shop } from '../lib/context.ts';
import { E, type ApiErrorDetail } from '../lib/errors.ts';
import { bodyHash, iso, parseJson } from '../lib/json.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';
import { ID_BASE } from '../db/ids.ts';
import type { CatalogueService } from './catalogue.ts';
import { customerOf, isAgeVerified, splitTags } from './customers.ts';
import { addXp, xpBalance } from './xp.ts';

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
  line_items: { quantity: number; variant_id: number; price?: number }[];
  customer: { id: number };
  tags: string;
  fulfillment_status: string | null;
  financial_status: 'pending' | 'paid';
  shipping_address: Record<string, string>;
  shipping_lines: { title: string; price: number; code: string }[];
  payment_gateway_names: string[];
  transactions: { kind: string; status: string; gateway: string; amount: number }[];
  metafields: { namespace: string; key: string; value: string; type: string }[];
  note: string;
  currency: 'UAH';
}

/** Payment page links live 30 minutes (contract: PaymentId). */
export const PAYMENT_TTL_MS = 30 * 60_000;

const round2 = (n: number) => Math.round(n * 100) / 100;

export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: ApiConfig,
    private readonly catalogue: CatalogueService,
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
      currency: 'UAH',
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

      const problems: ApiErrorDetail[] = [];
      const lines = body.order.line_items.map((li, i) => {
        const v = this.catalogue.variant(li.variant_id);
        if (!v || v.shop !== shop) {
          problems.push({ path: `/body/order/line_items/${i}/variant_id`, message: 'Товар не знайдено в каталозі' });
          return null;
        }
        if (!v.available) problems.push({ path: `/body/order/line_items/${i}/variant_id`, message: 'Товар недоступний' });
        // A client price may only lower the catalogue price (promo discounts); never raise it.
        const price = li.price !== undefined && li.price <= v.price ? li.price : v.price;
        return { v, quantity: li.quantity, price };
      });
      if (problems.length > 0) throw E.unprocessable('Деякі товари недоступні для замовлення', 'invalid_line_items', problems);
      const valid = lines.filter((l): l is NonNullable<typeof l> => l !== null);

      const shippingPrice = body.order.shipping_lines.reduce((s, l) => s + l.price, 0);
      const itemsTotal = round2(valid.reduce((s, l) => s + l.price * l.quantity, 0));
      const total = round2(itemsTotal + shippingPrice);
      const xpTotal = valid.reduce((s, l) => s + l.v.xpPrice * l.quantity, 0);
      const bonuses = valid.reduce((s, l) => s + l.v.bonuses * l.quantity, 0);
      const bonusOnly = valid.every((l) => l.v.xpPrice > 0);
      if (xpTotal > 0 && xpTotal > xpBalance(this.db, session.personId, shop)) {
        throw E.unprocessable('Недостатньо XP для бонусних товарів', 'insufficient_xp');
      }
      // Spec §4: paid at creation only when the total is zero and only bonus items are bought.
      const financial = total === 0 && bonusOnly ? 'paid' : 'pending';
      const tags = splitTags(body.order.tags);
      if (!isAgeVerified(this.db, session.personId) && !tags.includes('pre-order')) tags.push('pre-order');

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
          next.id, next.n, `#${next.n}`, customer.id, session.personId, shop, key, hash, financial,
          body.order.fulfillment_status === 'fulfilled' ? null : body.order.fulfillment_status,
          total, xpTotal, bonuses, tags.join(', '), body.order.note,
          JSON.stringify(body.order.payment_gateway_names), JSON.stringify(body.order.shipping_address),
          JSON.stringify(body.order.shipping_lines), JSON.stringify(body.order.transactions), JSON.stringify(body.order.metafields),
          now, now,
        );
      const ins = this.db.prepare(
        'INSERT INTO order_lines (order_id, product_id, variant_id, title, quantity, price, xp_price, bonuses) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      for (const l of valid) {
        ins.run(next.id, l.v.productId, l.v.variantId, `${l.v.title} — ${l.v.variantTitle}`, l.quantity, l.price, l.v.xpPrice, l.v.bonuses);
      }
      if (xpTotal > 0) addXp(this.db, session.personId, shop, -xpTotal, 'exchange', `Бонусні товари в замовленні #${next.n}`, now, next.id);
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
    const note = order.note ?? '';
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

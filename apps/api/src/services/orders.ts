import type { Clock } from '../lib/clock.ts';
import type { ApiConfig } from '../config.ts';
import type { RequestBody, Schemas } from '../contract/types.ts';
import type { Session, Shop } from '../lib/session.ts';
import { E, type ApiErrorDetail } from '../lib/errors.ts';
import { bodyHash, iso, parseJson } from '../lib/json.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';
import { ID_BASE } from '../db/ids.ts';
import type { Repositories } from '../repositories/index.ts';
import { newOrderRow, readsBack, type OrderLineRow, type OrderRow } from '../repositories/orders.ts';
import type { CatalogueService } from './catalogue.ts';
import { DEFAULT_COUNTRY, DEFAULT_ZIP, ORDER_CURRENCY, orderTags, type Quote } from '@cx/shared-util-pricing';
import { ageOf, customerOf } from './customers.ts';
import { refusal, type PricedOrder, type PricingService } from './pricing.ts';
import { recordPromoUse } from './promo-uses.ts';
import { idempotencyLock, personLock } from './idempotency.ts';
import { isTimeout, isUniqueViolation } from '../db/database.ts';

type OrderInput = Schemas['OrderInput'];
type CreateOrderBody = RequestBody<'POST /api/api-shop/create-order'>;

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

/** The lock of one order's payment state (pay page, switch to cash). */
const orderLock = (id: number) => `order:${id}`;

/** A card order the customer switched to cash on delivery (its liqpay sale is voided). */
function switchedToCash(order: OrderRow): boolean {
  const tx = parseJson<{ kind?: string; gateway?: string }[]>(order.transactions, []);
  return parseJson<string[]>(order.payment_gateway_names, []).includes('cash_on_delivery') && tx.some((t) => t.kind === 'void' && t.gateway === 'liqpay');
}

export class OrderService {
  constructor(
    private readonly repos: Repositories,
    private readonly clock: Clock,
    private readonly config: ApiConfig,
    private readonly catalogue: CatalogueService,
    private readonly pricing: PricingService,
  ) {}

  row(id: number): Promise<OrderRow | undefined> {
    return this.repos.orders.byId(id);
  }

  /** The order if it belongs to the signed-in person, else 404 (others' orders are not revealed). */
  async own(session: Session, id: number, shop?: Shop): Promise<OrderRow> {
    const row = await this.row(id);
    if (!row || !this.belongs(row, session, shop)) throw E.notFound('Замовлення не знайдено');
    return row;
  }

  /** Whether order `id` is the signed-in customer's (in `shop`, when given). */
  async isOwn(session: Session, id: number, shop?: Shop): Promise<boolean> {
    const row = await this.row(id);
    return row !== undefined && this.belongs(row, session, shop);
  }

  private belongs(row: OrderRow, session: Session, shop?: Shop): boolean {
    return row.person_id === session.personId && (!shop || row.shop === shop);
  }

  /** The order a checkout attempt made with `key` (the customer's own, in this brand), or 404. */
  async byKey(session: Session, shop: Shop, key: string): Promise<OrderRow> {
    const customer = await customerOf(this.repos, session.personId, shop);
    const row = await this.repos.orders.byKey(customer.id, session.personId, key);
    if (!row) throw E.notFound('Замовлення не знайдено', 'order_not_found');
    return row;
  }

  /** The order's answer; `lines` are its stored lines, read when not given. */
  async json(row: OrderRow, given?: OrderLineRow[]): Promise<Schemas['Order']> {
    const lines = given ?? (await this.repos.orders.lines(row.id));
    return {
      id: row.id,
      order_number: row.order_number,
      name: row.name,
      created_at: iso(row.created_at),
      financial_status: row.financial_status as Schemas['Order']['financial_status'],
      fulfillment_status: row.fulfillment_status as Schemas['Order']['fulfillment_status'],
      currency: ORDER_CURRENCY,
      total_price: row.total_price,
      line_items: lines.map((l) => ({ variant_id: l.variant_id, product_id: l.product_id, title: l.title, quantity: l.quantity, price: l.price })),
      tags: row.tags,
      note: row.note,
      shipping_address: parseJson(row.shipping_address, null),
      shipping_lines: parseJson(row.shipping_lines, []),
      payment_gateway_names: parseJson<string[]>(row.payment_gateway_names, []),
      xp_earned: row.bonuses_total,
      quote: parseJson<Schemas['OrderQuote'] | null>(row.quote, null),
    };
  }

  /**
   * Idempotent order creation. The whole check-and-insert runs in one transaction under the key's
   * lock, then the person's (on PostgreSQL advisory locks every instance shares; SQLite's one
   * writer serialises it anyway), and the UNIQUE (customer_id, idempotency_key) constraint backs
   * it: concurrent requests with one key, on any instances, make exactly one order and the others
   * replay it; orders of one person take turns, so the XP balance, promo uses and gift offer read
   * for pricing are the committed ones. A key whose first request still holds its lock past
   * API_DB_LOCK_TIMEOUT_MS answers 409 idempotency_in_progress (retry with the same key).
   */
  async create(session: Session, shop: Shop, body: CreateOrderBody, key: string): Promise<{ order: OrderRow; lines?: OrderLineRow[]; replayed: boolean }> {
    const customer = await customerOf(this.repos, session.personId, shop);
    if (body.order.customer.id !== customer.id) throw E.forbidden('Замовлення можна створити лише для себе');
    const hash = bodyHash(body);
    const replay = (existing: OrderRow) => {
      if (existing.request_hash !== hash) {
        throw E.unprocessable('Цей ключ ідемпотентності вже використано для іншого замовлення', 'idempotency_key_reused');
      }
      return { order: existing, replayed: true };
    };
    // The person's lock only when the order reads what another of their orders could change at the
    // same moment: the XP balance (bonus items), promo uses, the gift offer. A plain order needs
    // the key's lock alone, so one customer's orders do not wait on each other.
    const movesShared = await this.movesSharedState(body.order);
    try {
      return await this.repos.transaction(async () => {
        if (movesShared) await this.repos.lock(personLock(session.personId));
        const existing = await this.repos.orders.byCustomerKey(customer.id, key);
        if (existing) return replay(existing);
        return { ...(await this.place(session, shop, customer.id, body.order, key, hash)), replayed: false };
      }, idempotencyLock('create-order', customer.id, key));
    } catch (err) {
      if (isTimeout(err)) throw E.conflict('Замовлення з цим ключем ще створюється. Повтори запит з тим самим ключем', 'idempotency_in_progress');
      // Another connection won the race on the unique key: replay its order.
      if (isUniqueViolation(err)) {
        const existing = await this.repos.orders.byCustomerKey(customer.id, key);
        if (existing) return replay(existing);
      }
      throw err;
    }
  }

  /** Whether the order spends XP, uses a promo code or takes a gift (unknown variants count: pricing refuses them). */
  private async movesSharedState(input: OrderInput): Promise<boolean> {
    if ((input.promo_codes ?? []).length > 0 || input.line_items.some((l) => l.gift === true)) return true;
    for (const line of input.line_items) {
      const v = await this.catalogue.variant(line.variant_id);
      if (!v || v.xpPrice > 0) return true;
    }
    return false;
  }

  /**
   * Prices and stores a new order, inside create's transaction. Its row and lines are answered from
   * the values written (no trigger changes them), read back only when a text would not round-trip.
   */
  private async place(session: Session, shop: Shop, customerId: number, input: OrderInput, key: string, hash: string): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
    const now = this.clock.now();
    const priced = await this.pricing.price(
      session.personId,
      shop,
      customerId,
      { lines: input.line_items, promoCodes: input.promo_codes ?? [], deliveryType: input.delivery_type },
      '/body/order/line_items',
    );
    const { quote } = priced;
    this.pricing.assertPlaceable(quote);
    assertFiguresAgree(input, quote);
    const total = quote.total;
    const gateway = quote.paid_with_xp ? 'XP' : input.payment === 2 ? 'liqpay' : 'cash_on_delivery';
    const transactions = quote.paid_with_xp ? [] : [{ kind: 'sale', status: 'pending', gateway, amount: total }];
    const address = { ...input.shipping_address, country: DEFAULT_COUNTRY, zip: input.shipping_address['zip'] || DEFAULT_ZIP };
    const next = await this.repos.orders.nextIds(ID_BASE.firstOrderNumber - 1, ID_BASE.order);
    const order = newOrderRow({
      id: next.id,
      orderNumber: next.n,
      customerId,
      personId: session.personId,
      shop,
      key,
      hash,
      financialStatus: quote.paid_with_xp ? 'paid' : 'pending',
      total,
      xpTotal: quote.xp_total,
      bonusesTotal: quote.xp_earned,
      tags: orderTags(input.tags, (await ageOf(this.repos, session.personId)).age_verified),
      note: input.note,
      gateways: JSON.stringify([gateway]),
      shippingAddress: JSON.stringify(address),
      shippingLines: JSON.stringify([quote.shipping]),
      transactions: JSON.stringify(transactions),
      quote: JSON.stringify(quote),
      at: now,
    });
    await this.repos.orders.insert(order);
    const lines = await this.insertLines(next.id, quote);
    await this.settle(session, shop, customerId, next, priced, now);
    return { order: readsBack(order) ? order : ((await this.row(next.id)) as OrderRow), lines };
  }

  /**
   * Stores the quote's lines and answers them as `orders.lines` reads them back: in insertion (id)
   * order, titles from the catalogue (texts SQLite already holds, so they round-trip).
   */
  private async insertLines(orderId: number, quote: Quote): Promise<OrderLineRow[]> {
    const out: OrderLineRow[] = [];
    for (const l of quote.lines) {
      const v = await this.catalogue.variant(l.variant_id);
      const unit = Math.round((l.total * 100) / l.quantity) / 100;
      const productId = v?.productId ?? null;
      await this.repos.orders.insertLine(orderId, {
        productId,
        variantId: l.variant_id,
        title: l.title,
        quantity: l.quantity,
        price: unit,
        xpPrice: v?.xpPrice ?? 0,
        bonuses: l.xp_earned,
      });
      out.push({ variant_id: l.variant_id, product_id: productId, title: l.title, quantity: l.quantity, price: unit });
    }
    return out;
  }

  /**
   * Money and XP move with the order, in its one transaction: the XP debit (never below 0, the
   * balance was read inside it), the promo use, the gift offer.
   */
  private async settle(session: Session, shop: Shop, customerId: number, next: { id: number; n: number }, { quote, facts }: PricedOrder, now: number): Promise<void> {
    if (quote.xp_total > 0) await this.repos.xp.add(session.personId, shop, -quote.xp_total, 'exchange', `Бонусні товари в замовленні #${next.n}`, now, next.id);
    for (const promo of quote.promo_codes) {
      if (promo.ok && promo.kind === 'velo') await recordPromoUse(this.repos, session.personId, customerId, promo.code, next.id, '', now);
    }
    if (quote.lines.some((l) => l.gift) && facts.giftOfferId !== null) {
      // Conditional (order_id IS NULL): an offer another order took cannot be taken again.
      if ((await this.repos.giftOffers.redeem(facts.giftOfferId, next.id, now)).changes !== 1) throw refusal('gift_not_available');
    }
  }

  /**
   * The order was delivered (development: POST /api/dev/orders/{id}/fulfil; a real shop hears it
   * from its carrier). In one transaction under the order's lock: fulfilled, a cash order paid (the
   * courier took the money), and the XP it earned credited once. Delivered already: nothing changes.
   */
  async fulfil(orderId: number): Promise<OrderRow> {
    return this.repos.transaction(async () => {
      const order = await this.row(orderId);
      if (!order) throw E.notFound('Замовлення не знайдено', 'order_not_found');
      if (order.fulfillment_status === 'fulfilled') return order;
      const now = this.clock.now();
      const tx = parseJson<{ kind: string; status: string; gateway: string; amount: number }[]>(order.transactions, []);
      const cash = order.financial_status === 'pending' && parseJson<string[]>(order.payment_gateway_names, []).includes('cash_on_delivery');
      const settled = cash ? tx.map((t) => (t.gateway === 'cash_on_delivery' && t.status === 'pending' ? { ...t, status: 'success' } : t)) : tx;
      await this.repos.orders.markFulfilled(order.id, cash ? 'paid' : order.financial_status, JSON.stringify(settled), now);
      if (order.bonuses_total > 0) {
        await this.repos.xp.add(order.person_id, order.shop, order.bonuses_total, 'purchase', `Нарахування за замовлення ${order.name}`, now, order.id);
      }
      return (await this.row(order.id)) as OrderRow;
    }, orderLock(orderId));
  }

  async history(personId: number, customerId: number): Promise<Schemas['OrderHistory']> {
    const list = await Promise.all((await this.repos.orders.list(personId, customerId)).map((r) => this.json(r)));
    const imgs: Record<string, string> = {};
    const mix = new Set<number>();
    for (const o of list) {
      for (const li of o.line_items) {
        imgs[String(li.variant_id)] = li.product_id ? this.catalogue.productImage(li.product_id) : this.catalogue.variantImage(li.variant_id);
        const v = await this.catalogue.variant(li.variant_id);
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
  async paymentLink(session: Session, orderId: number, shop: Shop): Promise<{ success: boolean; link: string | null }> {
    const order = await this.own(session, orderId, shop);
    if (order.financial_status === 'paid') throw E.conflict('Замовлення вже оплачено', 'order_paid');
    if (order.financial_status !== 'pending') throw E.conflict('Замовлення не можна оплатити', 'order_not_payable');
    // The customer chose cash on delivery after all: a card link now would charge a cash order.
    if (switchedToCash(order)) throw E.conflict('Замовлення оплачується готівкою при отриманні', 'order_paid_by_cash');
    // The note's test switches work in development only: a customer writes the note.
    const note = this.config.paymentSwitches ? (order.note ?? '') : '';
    await this.repos.orders.countLinkRequest(order.id);
    const calls = order.link_requests + 1;
    if (/\[pay:fail\]/i.test(note)) return { success: false, link: null };
    const noLink = /\[pay:nolink(?::(\d+))?\]/i.exec(note);
    if (noLink && (noLink[1] === undefined || calls <= Number(noLink[1]))) return { success: true, link: null };
    const now = this.clock.now();
    const paymentId = randomToken(24);
    await this.repos.payments.insert(sha256(paymentId), order.id, now, now + PAYMENT_TTL_MS);
    await this.repos.orders.markPaymentPending(order.id, now);
    return { success: true, link: `${this.config.publicUrl}/api/x/pay/${paymentId}` };
  }

  /**
   * Switch one of the customer's unpaid card orders to cash on delivery (the card payment failed
   * or was declined). The liqpay sale is voided, a pending cash sale takes its place, and any open
   * payment page is closed, so status, history and a later payment link all agree. A cash order
   * answers as it is (idempotent); a paid one is 409 order_already_paid.
   */
  async switchToCash(session: Session, orderId: number, shop: Shop): Promise<OrderRow> {
    // Under the order's lock: a payment page submitted meanwhile on another instance waits, then sees cash.
    return this.repos.transaction(async () => {
      const order = await this.row(orderId);
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
      await this.repos.orders.switchToCash(order.id, JSON.stringify(['cash_on_delivery']), JSON.stringify(voided), now);
      await this.repos.payments.cancelPending(order.id, now);
      return (await this.row(order.id)) as OrderRow;
    }, orderLock(orderId));
  }

  /** The payment attempt behind a page link: 404 unknown, 410 expired or finished. */
  async payment(paymentId: string): Promise<{ order: OrderRow; hash: string }> {
    const hash = sha256(paymentId);
    const p = await this.repos.payments.find(hash);
    if (!p) throw E.notFound('Платіж не знайдено');
    const order = await this.row(p.order_id);
    if (!order) throw E.notFound('Платіж не знайдено');
    if (p.status !== 'pending' || p.expires_at <= this.clock.now() || order.financial_status === 'paid') {
      throw E.gone('Платіж уже завершено або посилання застаріло', 'payment_finished');
    }
    return { order, hash };
  }

  async finishPayment(paymentId: string, action: 'pay' | 'decline'): Promise<{ order: OrderRow; location: string }> {
    const { order: first } = await this.payment(paymentId);
    // Under the order's lock, read again: a second submit (any instance) finds the payment finished.
    return this.repos.transaction(async () => {
      const { order, hash } = await this.payment(paymentId);
      const now = this.clock.now();
      if (action === 'pay') {
        const tx = parseJson<unknown[]>(order.transactions, []);
        tx.push({ kind: 'sale', status: 'success', gateway: 'liqpay', amount: order.total_price });
        await this.repos.orders.markPaid(order.id, JSON.stringify(tx), now);
      } else {
        await this.repos.orders.markDeclined(order.id, now);
      }
      await this.repos.payments.finish(hash, action === 'pay' ? 'paid' : 'declined', now);
      const origin = order.shop === 'ogo' ? this.config.ogoOrigin : this.config.gloOrigin;
      const location = `${origin}/shop/success?orderId=${order.id}&payment=${action === 'pay' ? 'paid' : 'declined'}`;
      return { order: (await this.row(order.id)) as OrderRow, location };
    }, orderLock(first.id));
  }
}

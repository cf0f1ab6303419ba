import { unwrap, type ApiClient, type ProductKey, type components } from '@cx/api-client';
import type { StorageLike } from '@cx/shared-util-storage';
import { createBatchQueue } from './analytics-batches';
import { createAnalyticsToken, is401 } from './analytics-token';

type Schemas = components['schemas'];
export type BatEvent = Schemas['BatEvent'];
export type CartLine = Schemas['CartLine'];
export type EventParams = NonNullable<BatEvent['params']>;

/** What pwa-add-order-info reports after create-order (spec §7). */
export interface OrderInfo {
  order_id: number;
  order_number: number;
  total: number;
  items: CartLine[];
}

/** The marketing contact (eSputnik) of the signed-in customer. */
export interface AnalyticsContact {
  phone: string;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

export interface AnalyticsOptions {
  api: Pick<ApiClient, 'GET' | 'POST'>;
  product: ProductKey;
  /** The signed-in customer; null when nobody is signed in (then nothing is sent). */
  getShopifyId: () => number | null;
  /** Where the analytics token lives (spec §8: a 401 drops it). Defaults to localStorage. */
  storage?: StorageLike;
  /** Runs work when the page is idle (requestIdleCallback, else a timeout). */
  whenIdle?: (work: () => void) => void;
  isOnline?: () => boolean;
  now?: () => number;
  /** How long events gather before a batch goes out. */
  flushDelayMs?: number;
  setTimer?: (work: () => void, ms: number) => unknown;
}

export interface Analytics {
  /** A key action; dropped when offline or signed out, never throws. */
  track(name: string, params?: EventParams, page?: string): void;
  pageView(path: string): void;
  /** pwa-add-order-info after an order, plus a `purchase` event. */
  orderPlaced(order: OrderInfo): void;
  /** esputnik-add-contact, then esputnik-send-id with the contact id (once per customer per load). */
  identify(contact: AnalyticsContact): void;
  /** Sends what is queued now; `keepalive` lets it outlive the page (pagehide). Never rejects. */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /** Events waiting for the next batch (tests). */
  pending(): number;
}

const EVENT_NAME = /^[a-z0-9_.:-]{1,64}$/;

function defaultIdle(work: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number })
    .requestIdleCallback;
  if (typeof idle === 'function') idle(work, { timeout: 5_000 });
  else setTimeout(work, 1);
}

function safeStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function guard(work: () => void): void {
  try {
    work();
  } catch {
    // Analytics must not surface anything to the screen that called it.
  }
}

function inBackground(whenIdle: (work: () => void) => void) {
  return (work: () => Promise<unknown>): void =>
    whenIdle(() => {
      try {
        work().catch(() => undefined);
      } catch {
        // A synchronous throw inside the work is dropped like a failed request.
      }
    });
}

function eventOf(name: string, now: () => number, params?: EventParams, page?: string): BatEvent | null {
  if (!EVENT_NAME.test(name)) return null;
  const event: BatEvent = { name, ts: new Date(now()).toISOString() };
  if (page) event.page = page.slice(0, 300);
  if (params) {
    const entries = Object.entries(params)
      .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
      .slice(0, 30)
      .map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, 300) : value] as const);
    if (entries.length > 0) event.params = Object.fromEntries(entries);
  }
  return event;
}

/** pwa-add-order-info. */
async function sendOrderInfo(api: AnalyticsOptions['api'], product: ProductKey, order: OrderInfo): Promise<void> {
  await unwrap(
    api.POST('/api/analytics/pwa-add-order-info', {
      body: { order_id: order.order_id, order_number: order.order_number, product, total: order.total, items: order.items },
    }),
  );
}

/** esputnik-add-contact, then esputnik-send-id with the contact id it gave. */
async function sendContact(
  api: AnalyticsOptions['api'],
  product: ProductKey,
  shopifyId: number,
  contact: AnalyticsContact,
): Promise<void> {
  const body = {
    phone: contact.phone,
    product,
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.first_name ? { first_name: contact.first_name } : {}),
    ...(contact.last_name ? { last_name: contact.last_name } : {}),
  };
  const added = await unwrap(api.POST('/api/analytics/esputnik-add-contact', { body }));
  await unwrap(api.POST('/api/analytics/esputnik-send-id', { body: { id: added.contact_id, shopifyId, product } }));
}

/**
 * Analytics that can never break or slow the app: every entry point returns at once and swallows
 * its own failures; events are batched and sent when the page is idle; nothing is queued while
 * offline or signed out; a 401 from any analytics call drops the analytics token (spec §8).
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { api, product, getShopifyId, whenIdle = defaultIdle, now = () => Date.now() } = options;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  const token = createAnalyticsToken(api, product, options.storage ?? safeStorage(), now);
  const background = inBackground(whenIdle);
  const batches = createBatchQueue({ ...options, token, background, isOnline });
  const identified = new Set<number>();
  const enqueue = (event: BatEvent | null) => {
    if (event && isOnline() && getShopifyId() !== null) batches.push(event);
  };

  return {
    track: (name, params, page) => guard(() => enqueue(eventOf(name, now, params, page ?? globalThis.location?.pathname))),
    pageView: (path) => guard(() => enqueue(eventOf('page_view', now, undefined, path))),
    orderPlaced: (order) =>
      guard(() => {
        if (!isOnline() || getShopifyId() === null) return;
        enqueue(eventOf('purchase', now, { order_number: order.order_number, total: order.total, items: order.items.length }));
        background(() =>
          sendOrderInfo(api, product, order).catch((error: unknown) => {
            if (is401(error)) token.drop();
          }),
        );
      }),
    identify: (contact) =>
      guard(() => {
        const shopifyId = getShopifyId();
        if (shopifyId === null || identified.has(shopifyId) || !isOnline() || !contact.phone) return;
        identified.add(shopifyId);
        background(() =>
          sendContact(api, product, shopifyId, contact).catch((error: unknown) => {
            if (is401(error)) token.drop();
            // Try again on the next load.
            identified.delete(shopifyId);
          }),
        );
      }),
    flush: batches.flush,
    pending: batches.size,
  };
}

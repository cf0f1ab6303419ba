import { isApiClientError, unwrap, type ApiClient, type components } from '@cx/api-client';
import { STORAGE_KEYS, readWithExpiry, writeWithExpiry, type StorageLike } from '@cx/shared-util-storage';

type Schemas = components['schemas'];
export type ProductKey = Schemas['ProductKey'];
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

/** The contract allows 50 events per send-bat-event. */
export const MAX_BATCH = 50;
/** Beyond this, the oldest waiting events are dropped: analytics never grows without bound. */
export const MAX_QUEUE = 200;
export const DEFAULT_FLUSH_DELAY_MS = 3_000;
/** Token lifetime when the server's is unusable. */
const FALLBACK_TOKEN_SECONDS = 3_600;

interface StoredToken {
  token: string;
  shopifyId: number;
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

function is401(error: unknown): boolean {
  return isApiClientError(error) && error.status === 401;
}

/**
 * Analytics that can never break or slow the app: every entry point returns at once and swallows
 * its own failures; events are batched and sent when the page is idle; nothing is queued while
 * offline or signed out; a 401 from any analytics call drops the analytics token (spec §8).
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const {
    api,
    product,
    getShopifyId,
    whenIdle = defaultIdle,
    isOnline = () => globalThis.navigator?.onLine !== false,
    now = () => Date.now(),
    flushDelayMs = DEFAULT_FLUSH_DELAY_MS,
    setTimer = (work, ms) => setTimeout(work, ms),
  } = options;
  const storage = options.storage ?? safeStorage();

  let queue: BatEvent[] = [];
  let timerSet = false;
  let tokenRequest: Promise<string | null> | null = null;
  const identified = new Set<number>();

  function guard(work: () => void): void {
    try {
      work();
    } catch {
      // Analytics must not surface anything to the screen that called it.
    }
  }

  function background(work: () => Promise<unknown>): void {
    whenIdle(() => {
      try {
        work().catch(() => undefined);
      } catch {
        // A synchronous throw inside the work is dropped like a failed request.
      }
    });
  }

  function dropToken(): void {
    try {
      storage?.removeItem(STORAGE_KEYS.analyticsToken);
    } catch {
      // Blocked storage: nothing stored, nothing to drop.
    }
  }

  function readToken(shopifyId: number): string | null {
    if (!storage) return null;
    const stored = readWithExpiry<StoredToken>(storage, STORAGE_KEYS.analyticsToken, { now });
    return stored && stored.shopifyId === shopifyId && typeof stored.token === 'string' ? stored.token : null;
  }

  /** get-bat-token, then auth-bat links it to the customer; shared by concurrent callers. */
  function token(shopifyId: number): Promise<string | null> {
    const known = readToken(shopifyId);
    if (known) return Promise.resolve(known);
    tokenRequest ??= (async () => {
      try {
        const issued = await unwrap(api.GET('/api/analytics/get-bat-token', {}));
        await unwrap(api.POST('/api/analytics/auth-bat', { body: { token: issued.token, shopifyId, product } }));
        const lifetime = Number.isFinite(issued.expires_in) && issued.expires_in > 0 ? issued.expires_in : FALLBACK_TOKEN_SECONDS;
        if (storage) writeWithExpiry<StoredToken>(storage, STORAGE_KEYS.analyticsToken, { token: issued.token, shopifyId }, lifetime, { now });
        return issued.token;
      } catch (error) {
        if (is401(error)) dropToken();
        return null;
      } finally {
        tokenRequest = null;
      }
    })();
    return tokenRequest;
  }

  async function flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    try {
      timerSet = false;
      if (queue.length === 0) return;
      const shopifyId = getShopifyId();
      if (shopifyId === null || !isOnline()) {
        queue = [];
        return;
      }
      const bearer = await token(shopifyId);
      if (!bearer) {
        queue = [];
        return;
      }
      while (queue.length > 0) {
        const events = queue.slice(0, MAX_BATCH);
        queue = queue.slice(MAX_BATCH);
        try {
          await unwrap(api.POST('/api/analytics/send-bat-event', { body: { token: bearer, events }, keepalive }));
        } catch (error) {
          if (is401(error)) {
            dropToken();
            queue = [];
          }
          // Fire and forget: a failed batch is not retried.
        }
      }
    } catch {
      queue = [];
    }
  }

  function scheduleFlush(): void {
    if (queue.length >= MAX_BATCH) {
      background(() => flush());
      return;
    }
    if (timerSet) return;
    timerSet = true;
    setTimer(() => background(() => flush()), flushDelayMs);
  }

  function enqueue(event: BatEvent): void {
    if (!isOnline() || getShopifyId() === null) return;
    queue.push(event);
    if (queue.length > MAX_QUEUE) queue = queue.slice(queue.length - MAX_QUEUE);
    scheduleFlush();
  }

  function eventOf(name: string, params?: EventParams, page?: string): BatEvent | null {
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

  return {
    track: (name, params, page) =>
      guard(() => {
        const event = eventOf(name, params, page ?? globalThis.location?.pathname);
        if (event) enqueue(event);
      }),
    pageView: (path) =>
      guard(() => {
        const event = eventOf('page_view', undefined, path);
        if (event) enqueue(event);
      }),
    orderPlaced: (order) =>
      guard(() => {
        if (!isOnline() || getShopifyId() === null) return;
        const event = eventOf('purchase', { order_number: order.order_number, total: order.total, items: order.items.length });
        if (event) enqueue(event);
        background(async () => {
          try {
            await unwrap(
              api.POST('/api/analytics/pwa-add-order-info', {
                body: { order_id: order.order_id, order_number: order.order_number, product, total: order.total, items: order.items },
              }),
            );
          } catch (error) {
            if (is401(error)) dropToken();
          }
        });
      }),
    identify: (contact) =>
      guard(() => {
        const shopifyId = getShopifyId();
        if (shopifyId === null || identified.has(shopifyId) || !isOnline() || !contact.phone) return;
        identified.add(shopifyId);
        background(async () => {
          try {
            const body = {
              phone: contact.phone,
              product,
              ...(contact.email ? { email: contact.email } : {}),
              ...(contact.first_name ? { first_name: contact.first_name } : {}),
              ...(contact.last_name ? { last_name: contact.last_name } : {}),
            };
            const added = await unwrap(api.POST('/api/analytics/esputnik-add-contact', { body }));
            await unwrap(
              api.POST('/api/analytics/esputnik-send-id', { body: { id: added.contact_id, shopifyId, product } }),
            );
          } catch (error) {
            if (is401(error)) dropToken();
            // Try again on the next load.
            identified.delete(shopifyId);
          }
        });
      }),
    flush,
    pending: () => queue.length,
  };
}

import { unwrap, type ApiClient, type components } from '@cx/api-client';
import { is401, type AnalyticsToken } from './analytics-token';

type BatEvent = components['schemas']['BatEvent'];

/** The contract allows 50 events per send-bat-event. */
export const MAX_BATCH = 50;
/** Beyond this, the oldest waiting events are dropped: analytics never grows without bound. */
const MAX_QUEUE = 200;
export const DEFAULT_FLUSH_DELAY_MS = 3_000;

export interface BatchQueueOptions {
  api: Pick<ApiClient, 'POST'>;
  token: AnalyticsToken;
  getShopifyId: () => number | null;
  isOnline: () => boolean;
  /** Runs the send off the caller's path (when the page is idle). */
  background: (work: () => Promise<unknown>) => void;
  flushDelayMs?: number;
  setTimer?: (work: () => void, ms: number) => unknown;
}

/** Events gathered for a while (or until a batch is full), then sent with send-bat-event. */
export interface BatchQueue {
  push(event: BatEvent): void;
  /** Sends what is queued now; never rejects. */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  size(): number;
}

export function createBatchQueue(options: BatchQueueOptions): BatchQueue {
  const { api, token, getShopifyId, isOnline, background } = options;
  const { flushDelayMs = DEFAULT_FLUSH_DELAY_MS, setTimer = (work, ms) => setTimeout(work, ms) } = options;
  let queue: BatEvent[] = [];
  let timerSet = false;

  async function sendAll(bearer: string, keepalive: boolean): Promise<void> {
    while (queue.length > 0) {
      const events = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      try {
        await unwrap(api.POST('/api/analytics/send-bat-event', { body: { token: bearer, events }, keepalive }));
      } catch (error) {
        if (is401(error)) {
          token.drop();
          queue = [];
        }
        // Fire and forget: a failed batch is not retried.
      }
    }
  }

  async function flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    try {
      timerSet = false;
      if (queue.length === 0) return;
      const shopifyId = getShopifyId();
      const bearer = shopifyId === null || !isOnline() ? null : await token.get(shopifyId);
      if (!bearer) {
        queue = [];
        return;
      }
      await sendAll(bearer, keepalive);
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

  return {
    push(event) {
      queue.push(event);
      if (queue.length > MAX_QUEUE) queue = queue.slice(queue.length - MAX_QUEUE);
      scheduleFlush();
    },
    flush,
    size: () => queue.length,
  };
}

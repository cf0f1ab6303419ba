import type { QueryClient } from '@tanstack/react-query';
import type { ProductKey } from '@cx/api-client';
import { applyXpBalance } from '@cx/bonuses-data-access';
import type { StorageLike } from '@cx/shared-util-storage';
import { submitScanCode } from './scan-calls';
import { scanKeys } from './scan-keys';
import type { ScanApi } from './scan-queries';
import { createScanQueue, type QueuedScan, type ScanOutcome, type ScanQueue, type ScanSource } from './scan-queue';

/** The customer waits at most this long for one scan's answer; then it is shown as queued. */
export const SCAN_MAX_WAIT_MS = 8_000;
/** While scans wait and the device says it is online, try again this often. */
export const SCAN_RETRY_INTERVAL_MS = 30_000;
/**
 * Right after the connection comes back the first requests often still fail (the radio, DNS):
 * a sync that kept scans then tries again soon, a few times, before the interval takes over.
 */
export const SCAN_QUICK_RETRIES_MS = [1_000, 3_000, 8_000] as const;

/** What the customer is told about one scan. */
export type ScanReport =
  | Exclude<ScanOutcome, { kind: 'kept' }>
  /** Saved on the device; sent when the connection is back (its XP shows as pending). */
  | { kind: 'queued'; scan: QueuedScan };

export interface ScanSync {
  readonly product: ProductKey;
  readonly queue: ScanQueue;
  /**
   * Queues one code and, when online, sends it at once; resolves with what became of it, or as
   * `queued` after `maxWaitMs` on a slow network (it goes on in the background).
   */
  scan(input: { code: string; source: ScanSource }, options?: { maxWaitMs?: number }): Promise<ScanReport>;
  /** Sends whatever waits (joins a sync already running). */
  syncNow(): Promise<ScanOutcome[]>;
  /** Listens for the connection coming back and retries; returns stop. Counted, so nest freely. */
  start(): () => void;
}

export interface ScanSyncOptions {
  api: ScanApi;
  product: ProductKey;
  queryClient: QueryClient;
  storage?: StorageLike;
  window?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval' | 'setTimeout' | 'clearTimeout'> & {
    navigator: Pick<Navigator, 'onLine'> & { locks?: Pick<LockManager, 'request'> };
    document?: Pick<Document, 'visibilityState'>;
  };
}

type SyncWindow = NonNullable<ScanSyncOptions['window']>;

/**
 * Syncs when the connection comes back, when the app becomes visible and every interval; a sync
 * that kept scans is retried a few times soon after. Returns stop.
 */
function retryWhenOnline(
  win: SyncWindow,
  { isOnline, waiting, syncNow }: { isOnline: () => boolean; waiting: () => boolean; syncNow: () => Promise<ScanOutcome[]> },
): () => void {
  let quick: number | undefined;
  const retry = (attempt = 0) => {
    win.clearTimeout(quick);
    if (!isOnline() || !waiting()) return;
    void syncNow().then((outcomes) => {
      const delay = SCAN_QUICK_RETRIES_MS[attempt];
      if (delay !== undefined && outcomes.some((outcome) => outcome.kind === 'kept')) {
        quick = win.setTimeout(() => retry(attempt + 1), delay);
      }
    });
  };
  const onOnline = () => retry();
  const onVisible = () => {
    if (win.document?.visibilityState !== 'hidden') retry();
  };
  win.addEventListener('online', onOnline);
  win.addEventListener('visibilitychange', onVisible);
  const timer = win.setInterval(() => retry(SCAN_QUICK_RETRIES_MS.length), SCAN_RETRY_INTERVAL_MS);
  retry();
  return () => {
    win.removeEventListener('online', onOnline);
    win.removeEventListener('visibilitychange', onVisible);
    win.clearInterval(timer);
    win.clearTimeout(quick);
  };
}

/** Starts `begin` for the first user and stops it after the last; each stop counts once. */
function refCounted(begin: () => () => void): () => () => void {
  let users = 0;
  let stopListening: (() => void) | null = null;
  return () => {
    users += 1;
    if (users === 1) stopListening = begin();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      users -= 1;
      if (users === 0) {
        stopListening?.();
        stopListening = null;
      }
    };
  };
}

export function createScanSync(options: ScanSyncOptions): ScanSync {
  const { api, product, queryClient } = options;
  const win = options.window ?? globalThis.window;
  const queue = createScanQueue({
    storage: options.storage ?? globalThis.localStorage,
    locks: win.navigator.locks,
  });

  const isOnline = () => win.navigator.onLine !== false;

  function afterSync(outcomes: ScanOutcome[]): void {
    const credited = outcomes.filter((outcome) => outcome.kind === 'credited');
    const last = credited.at(-1);
    if (last?.kind === 'credited') applyXpBalance(queryClient, product, last.result.balance);
    if (outcomes.some((outcome) => outcome.kind !== 'kept')) {
      void queryClient.invalidateQueries({ queryKey: scanKeys.product(product) });
    }
  }

  async function syncNow(): Promise<ScanOutcome[]> {
    const outcomes = await queue.sync(product, (scan) => submitScanCode(api, scan));
    afterSync(outcomes);
    return outcomes;
  }

  async function scan(
    input: { code: string; source: ScanSource },
    options: { maxWaitMs?: number } = {},
  ): Promise<ScanReport> {
    const queued = queue.enqueue({ ...input, product });
    if (!isOnline()) return { kind: 'queued', scan: queued };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const patience = new Promise<ScanReport>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'queued', scan: queued }), options.maxWaitMs ?? SCAN_MAX_WAIT_MS);
    });
    try {
      return await Promise.race([send(queued), patience]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function send(queued: QueuedScan): Promise<ScanReport> {
    // A sync that was already running may have ended before it reached this scan: one more run.
    for (let round = 0; round < 2; round++) {
      const outcome = (await syncNow()).find((item) => item.scan.key === queued.key);
      if (outcome) return outcome.kind === 'kept' ? { kind: 'queued', scan: queued } : outcome;
      if (!queue.list().some((item) => item.key === queued.key)) break;
    }
    // Another tab sent it meanwhile, or it is still waiting: either way it is safe in the queue.
    return { kind: 'queued', scan: queued };
  }

  return {
    product,
    queue,
    scan,
    syncNow,
    start: refCounted(() =>
      retryWhenOnline(win, {
        isOnline,
        waiting: () => queue.list().some((item) => item.product === product),
        syncNow,
      }),
    ),
  };
}

const controllers = new WeakMap<object, Map<ProductKey, ScanSync>>();

/** One controller per api client and brand, so every screen and the header share one queue. */
export function scanSyncFor(api: ScanApi, product: ProductKey, queryClient: QueryClient): ScanSync {
  let byProduct = controllers.get(api);
  if (!byProduct) {
    byProduct = new Map();
    controllers.set(api, byProduct);
  }
  let sync = byProduct.get(product);
  if (!sync) {
    sync = createScanSync({ api, product, queryClient });
    byProduct.set(product, sync);
  }
  return sync;
}

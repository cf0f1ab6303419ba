import { toApiError, type ProductKey, type ScanCodeResult } from '@cx/api-client';
import { createIdempotencyKey } from '@cx/bonuses-data-access';
import { STORAGE_KEYS, readItem, removeItem, writeItem, type StorageLike } from '@cx/shared-util-storage';
import { samePackCode } from './pack-code';

export type ScanSource = 'camera' | 'image' | 'manual';

/** One scanned pack waiting for the server, with the key every attempt to send it carries. */
export interface QueuedScan {
  key: string;
  code: string;
  product: ProductKey;
  /** When the device read the code (ISO); the server keeps this time for offline scans. */
  scannedAt: string;
  source: ScanSource;
  attempts: number;
}

/** What became of one queued scan during a sync. */
export type ScanOutcome =
  | { kind: 'credited'; scan: QueuedScan; result: ScanCodeResult }
  /** Already credited (to anyone): 409 scan_duplicate. */
  | { kind: 'duplicate'; scan: QueuedScan; message: string | undefined }
  /** Not a real pack code: 422 scan_invalid (or another final refusal). */
  | { kind: 'rejected'; scan: QueuedScan; message: string | undefined }
  /** No final answer (offline, timeout, 5xx, 429, 409 in progress): it stays queued. */
  | { kind: 'kept'; scan: QueuedScan };

export type SubmitScan = (scan: QueuedScan) => Promise<ScanCodeResult>;

export interface ScanQueue {
  /** Queued scans, oldest first, read from storage (another tab or logout may have changed it). */
  list(): QueuedScan[];
  /**
   * Adds a scan and returns it; a code that is already waiting is not added twice (the same
   * item comes back), so tapping "scan" again offline never makes a second request.
   */
  enqueue(input: { code: string; product: ProductKey; source: ScanSource; scannedAt?: Date }): QueuedScan;
  /**
   * Sends every queued scan of `product`, oldest first, each with its own key. One run at a time:
   * a call while a run is going joins it. A scan leaves the queue only on a final answer.
   */
  sync(product: ProductKey, submit: SubmitScan): Promise<ScanOutcome[]>;
  subscribe(listener: () => void): () => void;
}

export interface ScanQueueOptions {
  storage: StorageLike;
  newKey?: () => string;
  now?: () => Date;
  /** Cross-tab mutual exclusion (navigator.locks); without it only this tab is serialised. */
  locks?: Pick<LockManager, 'request'> | undefined;
}

const LOCK_NAME = 'cx-scan-queue';

function isQueuedScan(value: unknown): value is QueuedScan {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item['key'] === 'string' &&
    typeof item['code'] === 'string' &&
    (item['product'] === 'glo' || item['product'] === 'ogo') &&
    typeof item['scannedAt'] === 'string' &&
    (item['source'] === 'camera' || item['source'] === 'image' || item['source'] === 'manual') &&
    typeof item['attempts'] === 'number'
  );
}

/** How the server's answer decides an item's fate. */
function outcomeOf(scan: QueuedScan, error: unknown): ScanOutcome {
  const failure = toApiError(error);
  if (failure.kind === 'http' && failure.status !== null) {
    const type = failure.errorType;
    const message = failure.body?.message;
    if (failure.status === 409 && type === 'scan_duplicate') return { kind: 'duplicate', scan, message };
    // The first request with this key is still running on the server: ask again later.
    if (failure.status === 409 && type === 'idempotency_in_progress') return { kind: 'kept', scan };
    // 401: the session ends and takes the queue with it; 429: too many scans, later.
    if (failure.status === 401 || failure.status === 429 || failure.status === 408) return { kind: 'kept', scan };
    if (failure.status >= 400 && failure.status < 500) return { kind: 'rejected', scan, message };
  }
  return { kind: 'kept', scan };
}

/** The queue as storage holds it; anything unreadable reads as empty. */
function readQueue(storage: StorageLike): QueuedScan[] {
  const raw = readItem(storage, STORAGE_KEYS.scanQueue);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isQueuedScan) : [];
  } catch {
    return [];
  }
}

/** Storage full or blocked: the scan is still sent now if there is a connection. */
function writeQueue(storage: StorageLike, items: QueuedScan[]): void {
  if (items.length === 0) removeItem(storage, STORAGE_KEYS.scanQueue);
  else writeItem(storage, STORAGE_KEYS.scanQueue, JSON.stringify(items));
}

/** Read-modify-write of one item, so items queued meanwhile are never lost. */
function updateQueue(storage: StorageLike, key: string, change: (item: QueuedScan) => QueuedScan | null): void {
  const next = readQueue(storage).flatMap((item) => {
    if (item.key !== key) return [item];
    const changed = change(item);
    return changed ? [changed] : [];
  });
  writeQueue(storage, next);
}

/** One sync run: the product's scans, oldest first, until the queue is empty or one is kept. */
async function runSync(storage: StorageLike, product: ProductKey, submit: SubmitScan, changed: () => void): Promise<ScanOutcome[]> {
  const update = (key: string, change: (item: QueuedScan) => QueuedScan | null) => {
    updateQueue(storage, key, change);
    changed();
  };
  const outcomes: ScanOutcome[] = [];
  const done = new Set<string>();
  for (;;) {
    // Re-read before each item: another tab may have sent it, or a new scan may have come in.
    const scan = readQueue(storage).find((item) => item.product === product && !done.has(item.key));
    if (!scan) break;
    done.add(scan.key);
    update(scan.key, (item) => ({ ...item, attempts: item.attempts + 1 }));
    let outcome: ScanOutcome;
    try {
      outcome = { kind: 'credited', scan, result: await submit(scan) };
    } catch (error) {
      outcome = outcomeOf(scan, error);
    }
    outcomes.push(outcome);
    if (outcome.kind === 'kept') break; // Offline or refused for now: the rest would fail too.
    update(scan.key, () => null);
  }
  return outcomes;
}

/**
 * The offline scan queue (spec: scans made offline sync later without duplicates), kept in local
 * storage under STORAGE_KEYS.scanQueue. Storage is the only copy: every read goes back to it, so
 * another tab's changes and logout's clearing are seen at once. Duplicates are ruled out three
 * ways: a waiting code is not queued twice, one sync runs at a time (per tab, and across tabs
 * where Web Locks exist), and every retry of an item reuses its Idempotency-Key, so the server
 * replays instead of crediting again.
 */
export function createScanQueue(options: ScanQueueOptions): ScanQueue {
  const { storage } = options;
  const newKey = options.newKey ?? (() => createIdempotencyKey('scan'));
  const now = options.now ?? (() => new Date());
  const listeners = new Set<() => void>();
  let running: Promise<ScanOutcome[]> | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  const run = (product: ProductKey, submit: SubmitScan) => runSync(storage, product, submit, notify);

  return {
    list: () => readQueue(storage),

    enqueue({ code, product, source, scannedAt }) {
      const items = readQueue(storage);
      const waiting = items.find((item) => item.product === product && samePackCode(item.code, code));
      if (waiting) return waiting;
      const scan: QueuedScan = {
        key: newKey(),
        code,
        product,
        source,
        scannedAt: (scannedAt ?? now()).toISOString(),
        attempts: 0,
      };
      writeQueue(storage, [...items, scan]);
      notify();
      return scan;
    },

    sync(product, submit) {
      if (running) return running;
      // LockManager.request resolves with what the callback's promise resolves with.
      const locked: Promise<ScanOutcome[]> = options.locks
        ? (options.locks.request(LOCK_NAME, () => run(product, submit)) as Promise<unknown> as Promise<ScanOutcome[]>)
        : run(product, submit);
      running = locked.finally(() => {
        running = null;
      });
      return running;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ProductKey } from '@cx/api-client';
import { STORAGE_KEYS } from '@cx/shared-util-storage';
import type { ScanApi } from './scan-queries';
import type { QueuedScan } from './scan-queue';
import { scanSyncFor, type ScanSync } from './scan-sync';

/**
 * The scan queue's sync for this brand, running while the calling component is mounted: scans
 * made offline go out when the connection is back. The scan screens and the XP screens use it;
 * the app shell may mount it too (e.g. next to the header's XP) so a queue left from yesterday is
 * sent on any screen.
 */
export function useScanSync(api: ScanApi, product: ProductKey): ScanSync {
  const queryClient = useQueryClient();
  const sync = scanSyncFor(api, product, queryClient);
  useEffect(() => sync.start(), [sync]);
  return sync;
}

const EMPTY: QueuedScan[] = [];

/** The brand's scans waiting to be sent (their XP is pending); re-renders on every change. */
export function useQueuedScans(sync: ScanSync): QueuedScan[] {
  const last = useRef<{ raw: string; items: QueuedScan[] }>({ raw: '[]', items: EMPTY });
  const subscribe = useCallback(
    (listener: () => void) => {
      const stop = sync.queue.subscribe(listener);
      // Another tab of the app queued or sent a scan.
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === STORAGE_KEYS.scanQueue) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        stop();
        window.removeEventListener('storage', onStorage);
      };
    },
    [sync],
  );
  const snapshot = useCallback(() => {
    const items = sync.queue.list().filter((scan) => scan.product === sync.product);
    const raw = JSON.stringify(items);
    if (raw !== last.current.raw) last.current = { raw, items: items.length ? items : EMPTY };
    return last.current.items;
  }, [sync]);
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

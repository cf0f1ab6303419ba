import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  unwrap,
  type ApiClient,
  type Notice,
  type ProductKey,
  type ScanHistoryPage,
} from '@cx/api-client';
import { startOfMonthKyiv } from '@cx/shared-util-format';
import { scanKeys } from './scan-keys';

export type ScanApi = Pick<ApiClient, 'GET' | 'POST'>;

/** Counts and progress move only when the customer scans, which refreshes them itself. */
export const SCAN_STALE_TIME = 60_000;
/** The notice of the scan screens is editorial; ten minutes. */
export const SCAN_MESSAGE_STALE_TIME = 10 * 60_000;

/**
 * Packs scanned since the first day of the current month in Kyiv (spec §9, get-scan-count
 * {date_start}). `now` is injectable for tests; the key carries the date, so on the 1st the count
 * is asked for afresh instead of reusing last month's.
 */
export function scanCountQueryOptions(api: ScanApi, product: ProductKey, now: Date = new Date()) {
  const dateStart = startOfMonthKyiv(now);
  return queryOptions({
    queryKey: scanKeys.count(product, dateStart),
    queryFn: async ({ signal }) =>
      (await unwrap(api.POST('/api/scan/get-scan-count', { body: { date_start: dateStart }, signal }))).count,
    staleTime: SCAN_STALE_TIME,
  });
}

/** Progress towards this month's scan goal (get-scan-percent). */
export function scanPercentQueryOptions(api: ScanApi, product: ProductKey) {
  return queryOptions({
    queryKey: scanKeys.percent(product),
    queryFn: ({ signal }) => unwrap(api.GET('/api/scan/get-scan-percent', { signal })),
    staleTime: SCAN_STALE_TIME,
  });
}

/** The notice above the scan screens, or null (get-message). */
export function scanMessageQueryOptions(api: ScanApi, product: ProductKey) {
  return queryOptions({
    queryKey: scanKeys.message(product),
    queryFn: async ({ signal }): Promise<Notice['message']> =>
      (await unwrap(api.GET('/api/scan/get-message', { signal }))).message,
    staleTime: SCAN_MESSAGE_STALE_TIME,
  });
}

/** /scan/history: get-history by offset, 20 at a time, newest first; an infinite list. */
export function scanHistoryQueryOptions(api: ScanApi, product: ProductKey) {
  return infiniteQueryOptions({
    queryKey: scanKeys.history(product),
    queryFn: ({ pageParam, signal }): Promise<ScanHistoryPage> =>
      unwrap(api.POST('/api/scan/get-history', { body: { offset: pageParam }, signal })),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
    staleTime: SCAN_STALE_TIME,
  });
}

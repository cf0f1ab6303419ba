import { startOfMonthKyiv, toKyivIsoDate, type DateInput } from '@cx/shared-util-format';
import type { QueuedScan } from './scan-queue';

/** Whether a moment falls in the current Kyiv month (spec §9: scan counts run from its first day). */
export function isInKyivMonthOf(moment: DateInput, now: DateInput = new Date()): boolean {
  return toKyivIsoDate(moment) >= startOfMonthKyiv(now) && toKyivIsoDate(moment) <= toKyivIsoDate(now);
}

/**
 * Packs scanned this month as the customer should see it: the server's count from the first day
 * of the Kyiv month (get-scan-count) plus the brand's scans still waiting offline that were made
 * this month. A scan queued last month and synced now is counted by the server under its own
 * (earlier) date, so it is left out here too.
 */
export function scansThisMonth(
  serverCount: number,
  queued: readonly Pick<QueuedScan, 'scannedAt' | 'product'>[],
  product: QueuedScan['product'],
  now: DateInput = new Date(),
): number {
  const waiting = queued.filter((scan) => scan.product === product && isInKyivMonthOf(scan.scannedAt, now));
  return serverCount + waiting.length;
}

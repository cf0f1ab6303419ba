import { randomUUID } from 'node:crypto';
import type { Shop } from '../lib/session.ts';
import { normalizePackCode } from '../lib/pack-code.ts';
import type { Repositories } from '../repositories/index.ts';
import type { ScanRow } from '../repositories/scans.ts';

export const SCAN_XP = 10;

/** Credits one valid code: accepted (+XP) or duplicate (already credited to anyone). */
export async function creditCode(
  repos: Repositories,
  now: number,
  scan: { personId: number; shop: Shop; code: string; source: ScanRow['source']; scannedAt: number; uploadUuid: string | null },
): Promise<ScanRow> {
  const normalized = normalizePackCode(scan.code);
  const taken = await repos.scans.isAccepted(normalized);
  const row: ScanRow = { uuid: randomUUID(), code: normalized, status: taken ? 'duplicate' : 'accepted', coins: taken ? 0 : SCAN_XP, source: scan.source, scanned_at: scan.scannedAt };
  await repos.scans.insert({ ...row, personId: scan.personId, shop: scan.shop, uploadUuid: scan.uploadUuid, at: now });
  if (!taken) await repos.xp.add(scan.personId, scan.shop, SCAN_XP, 'scan', `Сканування пачки ${normalized}`, scan.scannedAt);
  return row;
}

/** A history entry that credits nothing: a photo still waiting, or a code that failed the check. */
export async function recordUncredited(
  repos: Repositories,
  now: number,
  scan: { personId: number; shop: Shop; code: string | null; status: 'pending' | 'rejected'; scannedAt: number; uploadUuid: string },
): Promise<ScanRow> {
  const row: ScanRow = { uuid: randomUUID(), code: scan.code, status: scan.status, coins: 0, source: 'multi', scanned_at: scan.scannedAt };
  await repos.scans.insert({ ...row, personId: scan.personId, shop: scan.shop, uploadUuid: scan.uploadUuid, at: now });
  return row;
}

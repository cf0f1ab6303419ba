/** Spec §9: version check at most every 300 s; the first one 1000 ms after load (lifecycle.ts). */
export const VERSION_CHECK_INTERVAL_MS = 300_000;
export const FIRST_CHECK_DELAY_MS = 1_000;

export interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Very slow connections skip the first check (Save-Data, or effectiveType slow-2g/2g). */
export function isVerySlowConnection(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || ['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

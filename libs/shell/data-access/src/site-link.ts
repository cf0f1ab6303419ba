import {
  STORAGE_FLAGS,
  readFlag,
  writeWithExpiry,
  systemClock,
  type Clock,
  type StorageLike,
} from '@cx/shared-util-storage';

export interface SignOnLink {
  url: string;
  /** Seconds the backend says the link works. */
  expiresIn: number;
}

/**
 * The side menu's "Повна версія сайту": the signed-in single sign-on link from mlogin, kept
 * 1800 s (spec §9) — or less when the backend says the link dies sooner, since a dead link is
 * worse than one more call.
 */
export async function getSiteLink(
  fetchLink: () => Promise<SignOnLink>,
  storage: StorageLike = globalThis.localStorage,
  clock: Clock = systemClock,
): Promise<string> {
  const cached = readFlag<string>(storage, STORAGE_FLAGS.siteLink, clock);
  if (typeof cached === 'string' && cached) return cached;
  const link = await fetchLink();
  const lifetime = Math.min(STORAGE_FLAGS.siteLink.lifetimeSeconds, Math.max(1, Math.floor(link.expiresIn)));
  writeWithExpiry(storage, STORAGE_FLAGS.siteLink.key, link.url, lifetime, clock);
  return link.url;
}

/** Spec §4: switching brand clears the menu-link cache (the link belongs to the other shop). */
export function forgetSiteLink(storage: StorageLike = globalThis.localStorage): void {
  try {
    storage.removeItem(STORAGE_FLAGS.siteLink.key);
  } catch {
    // Blocked storage holds no link.
  }
}

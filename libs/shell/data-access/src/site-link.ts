import { STORAGE_FLAGS, type StorageLike } from '@cx/shared-util-storage';

export interface SignOnLink {
  url: string;
  /** Seconds the backend says the link works. */
  expiresIn: number;
}

/**
 * The side menu's "Повна версія сайту": the signed-in single sign-on link from mlogin. The link
 * works once, so it is minted for each use and never kept (spec §9's 1800 s menu-link lifetime
 * cannot apply to a single-use link: a kept one opens "Посилання застаріло" the second time). A
 * link an older build kept is dropped.
 */
export async function getSiteLink(
  fetchLink: () => Promise<SignOnLink>,
  storage: StorageLike = globalThis.localStorage,
): Promise<string> {
  forgetSiteLink(storage);
  const link = await fetchLink();
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

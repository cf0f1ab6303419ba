/**
 * The one registry of local-storage keys (ARCHITECTURE §6). Every persisted atom and every flag
 * takes its key from here, so logout can clear storage knowing exactly what stays: only the app
 * version (spec §4).
 */

/**
 * Brand ids as they appear in keys; kept here because util libraries may not import brand libs.
 * The same ids as BRAND_IDS of @cx/brand-contract and libs/brand/brands.json (both tests compare
 * them with that registry); the brand generator (tools/src/generators/brand) adds a new brand to all
 * three.
 */
export const STORAGE_BRANDS = ['glo', 'ogo'] as const;
export type StorageBrand = (typeof STORAGE_BRANDS)[number];

/** `cart:glo` — the brand's own copy of a value (spec §4: the cart is kept separately per brand). */
export function brandKey<Name extends string, Brand extends StorageBrand>(
  brand: Brand,
  name: Name,
): `${Name}:${Brand}` {
  return `${name}:${brand}`;
}

export interface FlagDefinition {
  readonly key: string;
  /** Spec §9 lifetimes, in seconds as the spec writes them. */
  readonly lifetimeSeconds: number;
}

/** Values that are only true for a while (spec §9). Read and write them with readFlag/writeFlag. */
export const STORAGE_FLAGS = {
  /** Certificate registration (get-auth + regist) is remembered for three days. */
  certificateRegistration: { key: 'flag:certificate-registration', lifetimeSeconds: 259_200 },
  /** The velo id lookup is not repeated for three days. */
  veloId: { key: 'flag:velo-id', lifetimeSeconds: 259_200 },
  /** can-write-by-order answer. */
  feedbackCanWrite: { key: 'flag:feedback-can-write', lifetimeSeconds: 1_800 },
  /** get-offline-orders answer. */
  offlineOrders: { key: 'flag:offline-orders', lifetimeSeconds: 1_800 },
  /** import-orders-in-background runs at most once a day. */
  offlineOrdersImported: { key: 'flag:offline-orders-imported', lifetimeSeconds: 86_400 },
  /** The signed-in link to the full site in the side menu. */
  siteLink: { key: 'flag:site-link', lifetimeSeconds: 1_800 },
} as const satisfies Record<string, FlagDefinition>;

export const STORAGE_KEYS = {
  /** Survives logout: the version check compares the running build against it. */
  appVersion: 'app-version',
  /**
   * Survives a forced logout (not a deliberate one): the cart and checkout drafts of the customer
   * whose session ended, given back when the same customer signs in again.
   */
  keptWork: 'kept-work',

  /** Bearer token for get/post calls (spec §7), and when the server says it expires. */
  token: 'token',
  tokenExpiresAt: 'token-expires-at',
  /** When the token was last checked (every 20 minutes and on return to the app). */
  tokenCheckedAt: 'token-checked-at',
  /** o'go's extra token from get-ogo-token, and its expiry. */
  ogoAuthApiToken: 'ogo-auth-api-token',
  ogoAuthApiTokenExpiresAt: 'ogo-auth-api-token-expires-at',

  /** The customer's ids (spec §3): shopify_id, {product}Id and veloId. */
  shopifyId: 'shopify-id',
  gloId: 'glo-id',
  ogoId: 'ogo-id',
  veloId: 'velo-id',

  /** Tokens of the side services; spec §8 "drops the flag" means removing these. */
  certificateToken: 'certificate-token',
  feedbackToken: 'feedback-token',
  analyticsToken: 'analytics-token',

  cart: (brand: StorageBrand) => brandKey(brand, 'cart'),
  checkoutDraft: (brand: StorageBrand) => brandKey(brand, 'checkout-draft'),
  /** A promo code a link brought (/shop/cart?promo=), offered in the cart until it is used. */
  pendingPromo: (brand: StorageBrand) => brandKey(brand, 'pending-promo'),

  /** The install prompt is shown once; its dismissal is remembered for good. */
  installPromptDismissed: 'install-prompt-dismissed',
  /** The postal branch last chosen at checkout. */
  lastBranch: 'last-branch',
  /** Scans made offline, waiting to be sent with their idempotency keys. */
  scanQueue: 'scan-queue',

  flags: STORAGE_FLAGS,
} as const;

/**
 * Cookie names, one per brand. Cookies belong to a host whatever its port, so two apps on one host
 * (localhost:4201 and localhost:4202, or one staging host) would share an unscoped `token` and
 * signing in on one would sign the other out. Local storage needs no such prefix: it belongs to
 * the origin, port included. `_` and not `:` because a cookie name is an RFC 6265 token.
 */
export const COOKIE_NAMES = {
  /** Marks a signed-in browser (spec §6 "Signed-in (token cookie)"). */
  token: (brand: StorageBrand) => `${brand}_token` as const,
} as const;

/** Whether a cookie is one the other brand's app wrote (its own to keep and to clear). */
export function isOtherBrandCookie(name: string, brand: StorageBrand): boolean {
  return STORAGE_BRANDS.some((other) => other !== brand && name.startsWith(`${other}_`));
}

/** Every key the registry can produce, for both brands. */
export function allStorageKeys(): string[] {
  const keys: string[] = [];
  for (const entry of Object.values(STORAGE_KEYS)) {
    if (typeof entry === 'string') {
      keys.push(entry);
    } else if (typeof entry === 'function') {
      keys.push(...STORAGE_BRANDS.map((brand) => entry(brand)));
    } else {
      keys.push(...Object.values(entry).map((flag) => flag.key));
    }
  }
  return keys;
}

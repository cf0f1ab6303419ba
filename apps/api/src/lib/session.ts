import type { Schemas } from '../contract/types.ts';

/** A brand: each has its own customer records, XP and orders. */
export type Shop = Schemas['ProductKey'];

export interface Session {
  personId: number;
  phone: string;
  /** The brand the token was issued for. */
  shop: Shop;
  tokenHash: string;
  expiresAt: number;
  /** Extra data stored with a service token (e.g. the page an sso link opens). */
  data?: string | null;
}

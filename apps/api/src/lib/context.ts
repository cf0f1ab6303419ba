import type { Context } from 'hono';
import type { Db } from '../db/db.ts';
import type { Clock } from './clock.ts';
import type { ApiConfig } from '../config.ts';
import type { Operation } from '../contract/contract.ts';
import type { Services } from '../services/index.ts';

export type Shop = 'glo' | 'ogo';

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

export interface OpContext {
  op: Operation;
  c: Context;
  db: Db;
  clock: Clock;
  config: ApiConfig;
  services: Services;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- validated against the contract before use
  query: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, string>;
  params: Record<string, string>;
  session: Session | null;
  /** The bearer token as sent (needed by logout/token-clear). */
  bearer: string | null;
}

export interface HandlerResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Content type; JSON when absent. */
  type?: string;
  raw?: string;
}

export type Handler = (ctx: OpContext) => HandlerResult | Promise<HandlerResult> | Response | Promise<Response>;

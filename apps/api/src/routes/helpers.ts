import type { OpContext, Session, Shop } from '../lib/context.ts';
import { E } from '../lib/errors.ts';
import { iso } from '../lib/json.ts';
import { sessionCustomer } from '../services/customers.ts';
import { clientAddress } from '../lib/client-address.ts';

/** The signed-in session (the pipeline has already answered 401 when a required bearer is missing). */
export function mustSession(ctx: OpContext): Session {
  if (!ctx.session) throw E.unauthorized();
  return ctx.session;
}

/** The brand of a call: its own product field/query when it has one, else the brand the token was issued for. */
export function shopOf(ctx: OpContext, explicit?: unknown): Shop {
  if (explicit === 'glo' || explicit === 'ogo') return explicit;
  return ctx.session?.shop ?? 'glo';
}

export const success = { success: true };

/** A SignInResult: a new bearer token for the person in the brand, with the session customer. */
export function signIn(ctx: OpContext, personId: number, shop: Shop) {
  const { token, expiresAt } = ctx.services.auth.issueToken(personId, shop, 'auth');
  return { error: false as const, token, expired_at: iso(expiresAt), customer: sessionCustomer(ctx.db, personId, shop) };
}

/** Checks a per-service token (cert, feedback, ipost, bat): 401 with the service's errorType otherwise. */
export function serviceSession(ctx: OpContext, kind: 'cert' | 'feedback' | 'ipost' | 'bat', token: unknown, errorType: string): Session {
  const session = mustSession(ctx);
  const s = typeof token === 'string' ? ctx.services.auth.resolveToken(token, kind) : null;
  if (!s || s.personId !== session.personId) throw E.serviceUnauthorized(errorType);
  return s;
}

export const origins = (ctx: OpContext, shop: Shop) => (shop === 'ogo' ? ctx.config.ogoOrigin : ctx.config.gloOrigin);

/** The caller's address, for per-client limits. */
export const client = (ctx: OpContext) => clientAddress(ctx.c, ctx.config.trustProxy);

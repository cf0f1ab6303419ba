import type { Schemas } from '../contract/types.ts';
import type { Session, Shop } from '../lib/session.ts';
import { E } from '../lib/errors.ts';
import { iso } from '../lib/json.ts';
import { TOKEN_TTL } from '../services/auth.ts';
import { sessionCustomer } from '../services/customers.ts';
import { clientAddress } from '../lib/client-address.ts';
import { isUniqueViolation } from '../db/database.ts';
import type { ApiError } from '../lib/errors.ts';
import type { OpContext } from './context.ts';

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

export const success = { success: true } as const;

/** A SignInResult: a new bearer token for the person in the brand, with the session customer. */
export async function signIn(ctx: OpContext, personId: number, shop: Shop): Promise<Schemas['SignInResult']> {
  const { token, expiresAt } = await ctx.services.auth.issueToken(personId, shop, 'auth');
  return { error: false as const, token, expired_at: iso(expiresAt), customer: await sessionCustomer(ctx.repos, personId, shop) };
}

/** Checks a per-service token (cert, feedback, ipost, bat): 401 with the service's errorType otherwise. */
export async function serviceSession(ctx: OpContext, kind: 'cert' | 'feedback' | 'ipost' | 'bat', token: unknown, errorType: string): Promise<Session> {
  const session = mustSession(ctx);
  const s = typeof token === 'string' ? await ctx.services.auth.resolveToken(token, kind) : null;
  if (!s || s.personId !== session.personId) throw E.serviceUnauthorized(errorType);
  return s;
}

/** A per-service token (feedback, ipost, bat) for the signed-in person: what the service's auth call answers. */
export async function serviceToken(ctx: OpContext, kind: 'feedback' | 'ipost' | 'bat'): Promise<{ token: string; expires_in: number }> {
  const s = mustSession(ctx);
  const { token } = await ctx.services.auth.issueToken(s.personId, s.shop, kind);
  return { token, expires_in: TOKEN_TTL[kind] / 1000 };
}

/** A short-lived single sign-on link to the emulated full site (GET /sso/{token}, served by this backend). */
export async function ssoLink(ctx: OpContext, personId: number, shop: Shop, path: string): Promise<Schemas['SignOnLink']> {
  const ttl = 5 * 60_000;
  const { token } = await ctx.services.auth.issueToken(personId, shop, 'sso', ttl, JSON.stringify({ shop, path }));
  return { url: `${ctx.config.publicUrl}/sso/${token}`, expires_in: ttl / 1000 };
}

/** The Idempotency-Key header (the contract makes it required where it is read). */
export const idempotencyKey = (ctx: OpContext) => ctx.headers['idempotency-key'] ?? '';

export const origins = (ctx: OpContext, shop: Shop) => (shop === 'ogo' ? ctx.config.ogoOrigin : ctx.config.gloOrigin);

/** The caller's address, for per-client limits. */
export const client = (ctx: OpContext) => clientAddress(ctx.c, ctx.config.trustProxy);

/**
 * A write that a unique constraint guards (a serial, a feedback per order, a code credited once):
 * when a concurrent request (on any instance) wrote first, the constraint decides and the caller
 * answers the conflict it would have answered after seeing that row.
 */
export async function unlessTaken<T>(write: () => Promise<T>, taken: () => ApiError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

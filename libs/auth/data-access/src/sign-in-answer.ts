import type { SignedInSession } from '@cx/shared-session';
import { humanMessage, type AuthResult } from './auth-failure';

/**
 * Spec §5, confirm-sms (and reg-auth, test-login's session): when the error flag is set the error
 * data is the answer; success needs a customer with shopify_id, otherwise "Спробуй ще раз"
 * (`try-again`). The answer is read defensively: a real backend may send less than the contract.
 */
export function readSignInAnswer(answer: unknown): AuthResult<SignedInSession> {
  if (typeof answer !== 'object' || answer === null) return { ok: false, failure: { kind: 'try-again' } };
  const data = answer as {
    error?: unknown;
    message?: unknown;
    token?: unknown;
    expired_at?: unknown;
    customer?: { shopify_id?: unknown; gloId?: unknown; ogoId?: unknown; veloId?: unknown; tags?: unknown } | null;
  };
  if (data.error === true) {
    const message = typeof data.message === 'string' ? humanMessage(data.message) : undefined;
    return { ok: false, failure: message ? { kind: 'try-again', message } : { kind: 'try-again' } };
  }
  const customer = data.customer;
  const shopifyId = customer?.shopify_id;
  if (!customer || typeof shopifyId !== 'number' || !Number.isSafeInteger(shopifyId) || shopifyId < 1) {
    return { ok: false, failure: { kind: 'try-again' } };
  }
  const expiresAt = typeof data.expired_at === 'string' ? Date.parse(data.expired_at) : NaN;
  if (typeof data.token !== 'string' || data.token.length === 0 || !Number.isFinite(expiresAt)) {
    return { ok: false, failure: { kind: 'try-again' } };
  }
  const id = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);
  return {
    ok: true,
    value: {
      token: data.token,
      expiresAt,
      customer: {
        shopify_id: shopifyId,
        gloId: id(customer.gloId),
        ogoId: id(customer.ogoId),
        veloId: id(customer.veloId),
        tags: typeof customer.tags === 'string' ? customer.tags : null,
      },
    },
  };
}

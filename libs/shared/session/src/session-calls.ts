import { toApiError, unwrap, type ApiClient, type Customer } from '@cx/api-client';
import { AGE_CONFIRMED, ageStatusOf } from './age-verified';
import type { CustomerIds } from './customer-ids';
import type { SessionBrand, SessionCalls, TokenCheckResult } from './session-types';

/** The session's backend calls on the typed client. */
export function createSessionCalls(api: ApiClient, brand: SessionBrand): SessionCalls {
  const product = brand.productKey;

  return {
    async checkToken(): Promise<TokenCheckResult> {
      try {
        await unwrap(api.POST('/api/api-auth/check-token'));
        return 'valid';
      } catch (error) {
        const failure = toApiError(error);
        // Only the server saying so ends a session; offline, timeouts and 5xx do not (spec §4).
        return failure.kind === 'http' && failure.status === 401 ? 'invalid' : 'unknown';
      }
    },

    async revokeToken(token) {
      await api.POST('/api/api-auth/logout', { body: { token } });
    },

    async revokeAllTokens() {
      await api.POST('/api/api-auth/token-clear');
    },

    async fetchOgoToken() {
      const { token, expired_at } = await unwrap(api.GET('/api/api-auth/get-ogo-token'));
      const expiresAt = Date.parse(expired_at);
      if (!Number.isFinite(expiresAt)) throw new Error('get-ogo-token: expired_at is not a date');
      return { token, expiresAt };
    },

    async fetchAge(ids: CustomerIds, readOwn = (fetch: () => Promise<Customer>) => fetch()) {
      // The brand's own record, read through the screens' cache: the server has read both of the
      // person's records into its age_verified and age_declared (spec §5).
      const own = await readOwn(async () => {
        const { customer } = await unwrap(api.POST('/api/user/get-user', { body: { id: ids.shopifyId, product } }));
        return customer;
      });
      return ageStatusOf(own);
    },
  };
}

/**
 * The metafield /is18 writes when the customer confirms their age: their declaration. The backend
 * refuses age_verified from the customer's own token (staff grant it), so this is age_confirmed.
 */
export function ageDeclarationMetafield(brand: SessionBrand) {
  return {
    namespace: brand.features.ageVerifiedMetafieldNamespace,
    key: AGE_CONFIRMED,
    value: 'true',
    type: 'boolean' as const,
  };
}

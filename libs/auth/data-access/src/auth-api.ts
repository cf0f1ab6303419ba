import type { ApiClient } from '@cx/api-client';
import { ageDeclarationMetafield, type SessionBrand, type SignedInSession } from '@cx/shared-session';
import { attempt, type AuthResult } from './auth-failure';
import { readSignInAnswer } from './sign-in-answer';

/** A code went out: when another may be asked for, and how long this one lives (seconds). */
export interface CodeSent {
  resendIn: number;
  expiresIn: number;
}

export type SignInStart = { kind: 'signed-in'; session: SignedInSession } | ({ kind: 'code-sent' } & CodeSent);

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  /** Empty where the brand does not ask for it (o'go). */
  email: string;
  phone: string;
  /** The invite code of the friend whose link brought the customer here (/registration?ref=). */
  ref?: string;
}

export interface AuthApiOptions {
  api: ApiClient;
  brand: SessionBrand & { features: SessionBrand['features'] & { registrationEmailCheck: boolean } };
  /** o'go's token, sent with confirm-sms and reg-auth where the brand has one (spec §7). */
  getOgoAuthApiToken: () => string | undefined;
}

/** Every auth call of spec §7 the sign-in flow makes, with its answer read by the spec's rules. */
export function createAuthApi({ api, brand, getOgoAuthApiToken }: AuthApiOptions) {
  const product = brand.productKey;

  const confirmBody = (phone: string, code: string) => {
    const ogoAuthApiToken = brand.features.ogoAuthApiToken ? getOgoAuthApiToken() : undefined;
    return { phone, code, product, ...(ogoAuthApiToken ? { ogoAuthApiToken } : {}) };
  };

  /** The registration form as create-customer and reg-auth take it (no e-mail where the brand asks none). */
  const formOf = (input: RegistrationInput) => ({
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    email: brand.features.registrationEmailCheck ? input.email.trim() : '',
    note: '',
    ...(input.ref ? { ref: input.ref } : {}),
  });

  const codeSent = (sent: { resend_in: number; expires_in: number }): CodeSent => ({
    resendIn: Math.max(0, sent.resend_in),
    expiresIn: sent.expires_in,
  });

  const signedIn = async (call: Promise<AuthResult<unknown>>): Promise<AuthResult<SignedInSession>> => {
    const result = await call;
    return result.ok ? readSignInAnswer(result.value) : result;
  };

  async function sendRegistrationCode(phone: string): Promise<AuthResult<CodeSent>> {
    const result = await attempt(() => api.POST('/api/api-auth/registration', { body: { phone, product } }));
    return result.ok ? { ok: true, value: codeSent(result.value) } : result;
  }

  async function sendLoginCode(phone: string): Promise<AuthResult<CodeSent>> {
    const result = await attempt(() => api.POST('/api/api-auth/login-sms', { body: { phone, product } }));
    return result.ok ? { ok: true, value: codeSent(result.value) } : result;
  }

  return {
    /**
     * The phone step: the two test phones sign in through test-login at once (spec §6); any
     * other phone gets an SMS code. `phone` is digits only (spec §5).
     */
    async startSignIn(phone: string): Promise<AuthResult<SignInStart>> {
      const test = await attempt(() => api.POST('/api/api-auth/test-login', { body: { phone, product } }));
      if (!test.ok) return test;
      if (test.value.test) {
        const session = readSignInAnswer(test.value.session);
        return session.ok ? { ok: true, value: { kind: 'signed-in', session: session.value } } : session;
      }
      const sent = await sendLoginCode(phone);
      return sent.ok ? { ok: true, value: { kind: 'code-sent', ...sent.value } } : sent;
    },

    sendLoginCode,

    confirmLoginCode: (phone: string, code: string) =>
      signedIn(attempt(() => api.POST('/api/api-auth/confirm-sms', { body: confirmBody(phone, code) }))),

    /**
     * Registration up to the SMS: check-email (only where the brand checks it, spec §5), then
     * create-customer, then the registration code.
     */
    async startRegistration(input: RegistrationInput): Promise<AuthResult<CodeSent>> {
      const form = formOf(input);
      if (brand.features.registrationEmailCheck) {
        const check = await attempt(() => api.POST('/api/api-auth/check-email', { body: { email: form.email } }));
        if (!check.ok) return check;
        if (check.value.exists) return { ok: false, failure: { kind: 'email-taken' } };
      }
      const created = await attempt(() => api.POST('/api/api-auth/create-customer', { body: { ...form, phone: input.phone, product } }));
      if (!created.ok) return created;
      return sendRegistrationCode(input.phone);
    },

    sendRegistrationCode,

    /**
     * The registration belongs to whoever confirms its code: reg-auth carries the form, and only it
     * is written to the new customer (the backend keeps nothing of create-customer).
     */
    confirmRegistrationCode: (input: RegistrationInput, code: string) =>
      signedIn(attempt(() => api.POST('/api/api-auth/reg-auth', { body: { ...confirmBody(input.phone, code), ...formOf(input) } }))),

    /** After every sign-in (spec §7); statistics only, so a failure is not the customer's problem. */
    async sendBotStat(phone: string, shopifyId: number): Promise<void> {
      await attempt(() => api.POST('/api/api-auth/send-bot-stat', { body: { phone, shopifyId } }));
    },

    /** /is18: the customer's age declaration (age_confirmed) in the brand's namespace. */
    async confirmAge(shopifyId: number): Promise<AuthResult<unknown>> {
      return attempt(() =>
        api.POST('/api/user/create-metafields', {
          body: { ...ageDeclarationMetafield(brand), shopifyId, product },
        }),
      );
    },

    /** A one-time sign-on link into the glo web shop for the signed-in customer (mlogin-glo). */
    async gloSignOnLink(returnTo?: string): Promise<AuthResult<string>> {
      const result = await attempt(() =>
        api.POST('/api/api-auth/mlogin-glo', { body: returnTo ? { return_to: returnTo } : {} }),
      );
      return result.ok ? { ok: true, value: result.value.url } : result;
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;

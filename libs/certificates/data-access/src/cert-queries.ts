import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isApiClientError, unwrap, type CertPartner, type Certificate } from '@cx/api-client';
import { mergeCategories, type CertCategory, type CertCategoryId } from './cert-categories';
import {
  authenticateCert,
  getCertSession,
  readCertRegistration,
  rememberCertRegistration,
  withCertToken,
  type CertDeps,
  type CertSession,
} from './cert-session';

export type { CertPartner, Certificate };

/** Mutations invalidate with these keys, so they live next to the options that use them. */
export const certKeys = {
  all: ['certificates'] as const,
  session: () => [...certKeys.all, 'session'] as const,
  categories: () => [...certKeys.all, 'categories'] as const,
  partners: (categoryId: CertCategoryId) => [...certKeys.all, 'partners', categoryId] as const,
  list: () => [...certKeys.all, 'list'] as const,
  message: () => [...certKeys.all, 'message'] as const,
};

/** Registration and PIN state: from storage while remembered (259200 s), else from get-auth. */
export function certSessionQueryOptions(deps: CertDeps) {
  return queryOptions({
    queryKey: certKeys.session(),
    queryFn: (): Promise<CertSession> => getCertSession(deps),
    staleTime: 60_000,
  });
}

export function certCategoriesQueryOptions(deps: CertDeps) {
  return queryOptions({
    queryKey: certKeys.categories(),
    queryFn: async ({ signal }): Promise<CertCategory[]> => {
      const { categories } = await withCertToken(deps, (token) =>
        unwrap(deps.api.POST('/api/cert/get-cats', { body: { token }, signal })),
      );
      return mergeCategories(categories);
    },
    staleTime: 60 * 60_000,
  });
}

export function certPartnersQueryOptions(deps: CertDeps, categoryId: CertCategoryId) {
  return queryOptions({
    queryKey: certKeys.partners(categoryId),
    queryFn: async ({ signal }): Promise<CertPartner[]> => {
      const { partners } = await withCertToken(deps, (token) =>
        unwrap(deps.api.POST('/api/cert/get-partners-by-id', { body: { categoryId, token }, signal })),
      );
      return partners;
    },
    staleTime: 10 * 60_000,
  });
}

/** /certificates/my-list, newest first. */
export function certListQueryOptions(deps: CertDeps) {
  return queryOptions({
    queryKey: certKeys.list(),
    queryFn: async ({ signal }): Promise<Certificate[]> => {
      const { certificates } = await withCertToken(deps, (token) =>
        unwrap(deps.api.POST('/api/cert/get-cert-list', { body: { token }, signal })),
      );
      return certificates;
    },
    staleTime: 30_000,
  });
}

/** The notice above the certificates (get-message); null when there is none. */
export function certMessageQueryOptions(deps: CertDeps) {
  return queryOptions({
    queryKey: certKeys.message(),
    queryFn: async ({ signal }): Promise<string | null> => {
      const { message } = await withCertToken(deps, (token) =>
        unwrap(deps.api.POST('/api/cert/get-message', { body: { token }, signal })),
      );
      return message?.trim() || null;
    },
    staleTime: 10 * 60_000,
  });
}

export interface CertRegistrationInput {
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * regist, then get-auth again so the remembered state (registered, PIN set) is the server's.
 * "Already registered" (409) counts as done.
 */
export async function registerForCertificates(deps: CertDeps, input: CertRegistrationInput): Promise<CertSession> {
  try {
    await withCertToken(deps, (token) => unwrap(deps.api.POST('/api/cert/regist', { body: { ...input, token } })));
  } catch (error) {
    if (!(isApiClientError(error) && error.status === 409)) throw error;
  }
  return authenticateCert(deps);
}

/** Step 1 of setting a PIN: pin/store sends an SMS code to confirm it. */
export async function storeCertPin(deps: CertDeps, pin: string): Promise<void> {
  await withCertToken(deps, (token) => unwrap(deps.api.POST('/api/cert/pin/store', { body: { code: pin, token } })));
}

/** Step 2: pin/enter-sms with the SMS code; the PIN is set from now on. */
export async function confirmCertPin(deps: CertDeps, smsCode: string): Promise<void> {
  await withCertToken(deps, (token) =>
    unwrap(deps.api.POST('/api/cert/pin/enter-sms', { body: { code: smsCode, token } })),
  );
  if (readCertRegistration(deps)) rememberCertRegistration(deps, { pinSet: true });
}

/** pin/token: the PIN buys a short-lived token that authorises one purchase. */
export async function requestPinToken(deps: CertDeps, pin: string): Promise<string> {
  const { pin_token } = await withCertToken(deps, (token) =>
    unwrap(deps.api.POST('/api/cert/pin/token', { body: { code: pin, token } })),
  );
  return pin_token;
}

export interface CertPurchase {
  pinToken: string;
  partnerId: number;
  amount: number;
}

export interface CertPurchaseResult {
  certificate: Certificate;
  /** XP left after the purchase. */
  balance: number;
}

/** create: buys the certificate with XP. */
export function buyCertificate(deps: CertDeps, purchase: CertPurchase): Promise<CertPurchaseResult> {
  return withCertToken(deps, (token) =>
    unwrap(
      deps.api.POST('/api/cert/create', {
        body: { token, pin_token: purchase.pinToken, partner_id: purchase.partnerId, amount: purchase.amount },
      }),
    ),
  );
}

/** After a purchase: the new certificate heads my-list at once, and the list is asked again. */
export function afterPurchase(queryClient: QueryClient, result: CertPurchaseResult): Promise<void> {
  queryClient.setQueryData<Certificate[]>(certKeys.list(), (list) => [
    result.certificate,
    ...(list ?? []).filter((item) => item.id !== result.certificate.id),
  ]);
  return queryClient.invalidateQueries({ queryKey: certKeys.list() });
}

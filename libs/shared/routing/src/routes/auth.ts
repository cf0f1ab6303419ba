// The sign-in flow sits in the `default` layout (logo only, never a back arrow, spec §2); its
// screens are full-screen pages without chrome of their own.
import { createRoute } from '@tanstack/react-router';
import { defaultLayout } from '../layouts';
import { middleware } from '../guards/middleware';
import { validateRedirectSearch, type RedirectSearch } from '../guards/redirect-target';

/** A phone to start with, e.g. /registration?phone=380… from "not registered yet" on /auth. */
export interface AuthSearch extends RedirectSearch {
  phone?: string;
  /** An invite link's code (/registration?ref=REW-…): registration records the referral. */
  ref?: string;
}

/** Invite codes as the backend issues them (REW-…, VELO-…); anything else is dropped. */
const INVITE_CODE = /^[A-Za-z0-9-]{4,32}$/;

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const phone = typeof search['phone'] === 'string' ? search['phone'].replace(/\D+/g, '') : '';
  const ref = typeof search['ref'] === 'string' ? search['ref'].trim() : '';
  return {
    ...validateRedirectSearch(search),
    ...(/^380\d{9}$/.test(phone) ? { phone } : {}),
    ...(INVITE_CODE.test(ref) ? { ref } : {}),
  };
}

/** Sign-in by phone and SMS code (spec §2): anonymous only. */
export const authRoute = createRoute({
  getParentRoute: () => defaultLayout,
  staticData: { title: 'Вхід' },
  path: '/auth',
  validateSearch: validateAuthSearch,
  beforeLoad: middleware('is18', 'is-authentication'),
});

/** Registration: check-email (glo), create-customer, registration SMS, reg-auth. */
export const registrationRoute = createRoute({
  getParentRoute: () => defaultLayout,
  staticData: { title: 'Реєстрація' },
  path: '/registration',
  validateSearch: validateAuthSearch,
  beforeLoad: middleware('is18', 'is-authentication'),
});

/** Age confirmation for a signed-in customer who is not age verified yet. */
export const is18Route = createRoute({
  getParentRoute: () => defaultLayout,
  staticData: { title: 'Підтвердження віку' },
  path: '/is18',
  validateSearch: validateRedirectSearch,
  beforeLoad: middleware('is-success-is18'),
});

export const authRoutes = [authRoute, registrationRoute, is18Route] as const;

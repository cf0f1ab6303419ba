// The sign-in flow sits in the `default` layout (logo only, never a back arrow, spec §2); its
// screens are full-screen pages without chrome of their own.
import { createRoute } from '@tanstack/react-router';
import { defaultLayout } from '../layouts';
import { middleware } from '../guards/middleware';
import { redirectSearchEntries } from '../guards/redirect-target';
import { searchSchema, text } from './validation';

const authSearch = searchSchema({
  ...redirectSearchEntries,
  /** A phone to start with, e.g. /registration?phone=380… from "not registered yet" on /auth. */
  phone: text(/^380\d{9}$/, (raw) => raw.replace(/\D+/g, '')),
  /** An invite link's code (/registration?ref=REW-…, as the backend issues them): registration records the referral. */
  ref: text(/^[A-Za-z0-9-]{4,32}$/, (raw) => raw.trim()),
});

/** Sign-in by phone and SMS code (spec §2): anonymous only. */
export const authRoute = createRoute({
  getParentRoute: () => defaultLayout,
  staticData: { title: 'Вхід' },
  path: '/auth',
  validateSearch: authSearch,
  beforeLoad: middleware('is18', 'is-authentication'),
});

/** Registration: check-email (glo), create-customer, registration SMS, reg-auth. */
export const registrationRoute = createRoute({
  getParentRoute: () => defaultLayout,
  staticData: { title: 'Реєстрація' },
  path: '/registration',
  validateSearch: authSearch,
  beforeLoad: middleware('is18', 'is-authentication'),
});

/** Age confirmation for a signed-in customer who is not age verified yet. */
export const is18Route = createRoute({
  getParentRoute: () => defaultLayout,
  staticData: { title: 'Підтвердження віку' },
  path: '/is18',
  validateSearch: searchSchema(redirectSearchEntries),
  beforeLoad: middleware('is-success-is18'),
});

export const authRoutes = [authRoute, registrationRoute, is18Route] as const;

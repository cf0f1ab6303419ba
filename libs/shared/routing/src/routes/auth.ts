// The sign-in flow sits in the `default` layout (logo only, never a back arrow, spec §2); its
// screens are full-screen pages without chrome of their own.
import { defaultLayout } from '../layouts';
import { redirectSearchEntries } from '../guards/redirect-target';
import { searchSchema, text } from './validation';
import { screenRoute } from './screen-route';

const authSearch = searchSchema({
  ...redirectSearchEntries,
  /** A phone to start with, e.g. /registration?phone=380… from "not registered yet" on /auth. */
  phone: text(/^380\d{9}$/, (raw) => raw.replace(/\D+/g, '')),
  /** An invite link's code (/registration?ref=REW-…, as the backend issues them): registration records the referral. */
  ref: text(/^[A-Za-z0-9-]{4,32}$/, (raw) => raw.trim()),
});

/** Sign-in and registration are for anonymous visitors only. */
const anonymous = { validateSearch: authSearch, guards: ['is18', 'is-authentication'] } as const;

/** Sign-in by phone and SMS code (spec §2): anonymous only. */
export const authRoute = screenRoute(defaultLayout, '/auth', 'Вхід', anonymous);

/** Registration: check-email (glo), create-customer, registration SMS, reg-auth. */
export const registrationRoute = screenRoute(defaultLayout, '/registration', 'Реєстрація', anonymous);

/** Age confirmation for a signed-in customer who is not age verified yet. */
export const is18Route = screenRoute(defaultLayout, '/is18', 'Підтвердження віку', {
  validateSearch: searchSchema(redirectSearchEntries),
  guards: ['is-success-is18'],
});

export const authRoutes = [authRoute, registrationRoute, is18Route] as const;

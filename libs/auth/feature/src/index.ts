import { AuthScreen } from './auth-screen';

/**
 * The sign-in flow's screens. /auth's is in the main bundle: it is the first screen of every
 * visitor who is not signed in, so it comes in the entry chunk instead of one more request and gzip
 * stream of its own (docs/performance.md, "Front-end budgets"). Registration and the age page are
 * each their own chunk. Only these loaders are public; the composition root binds them to the
 * route ids.
 */
export const authScreenLoaders = {
  auth: async () => AuthScreen,
  registration: () => import('./registration-screen').then((m) => m.RegistrationScreen),
  is18: () => import('./is18-screen').then((m) => m.Is18Screen),
};

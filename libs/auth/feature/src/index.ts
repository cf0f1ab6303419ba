/**
 * The sign-in flow's screens, each its own chunk: /auth loads only the phone and code steps, not
 * registration or the age page. Only these loaders are public, so importing this index costs the
 * first screen nothing (the composition root binds them to the route ids).
 */
export const authScreenLoaders = {
  auth: () => import('./auth-screen').then((m) => m.AuthScreen),
  registration: () => import('./registration-screen').then((m) => m.RegistrationScreen),
  is18: () => import('./is18-screen').then((m) => m.Is18Screen),
};

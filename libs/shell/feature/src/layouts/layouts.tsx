import { AppFrame } from './app-frame';

/*
 * The layouts of spec §2 without the signed-in chrome, which the first screen of the sign-in flow
 * and the error pages use: they come with the main bundle. The others are in account-layouts.tsx,
 * a chunk of their own (loadAccountLayouts).
 */

/** The landing page draws everything itself. */
export function LandingLayout() {
  return <AppFrame header="none" />;
}

/** The sign-in flow (auth, registration, is18): the brand's name, never a back arrow. */
export function DefaultLayout() {
  return <AppFrame header="logo" />;
}

/** The 404 and error pages: the brand's name and the message, centred. */
export function ErrorLayout() {
  return <AppFrame header="logo" centred />;
}

/** /brand-switch's screen, loaded apart: only an arrival from the sister app shows it. */
export const loadBrandSwitchScreen = () => import('./brand-switch-screen').then((m) => m.BrandSwitchScreen);

/** The layouts with the signed-in chrome (back arrow, menu, bottom navigation), loaded apart. */
export const loadAccountLayouts = () => import('./account-layouts');

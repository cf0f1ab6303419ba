import { AppFrame } from './app-frame';

/*
 * The eight layouts of spec §2, bound to the layout routes of @cx/shared-routing by the
 * composition root. The back arrow itself follows the screen (see BACK_TARGETS), not the layout.
 */

/** Signed-in screens: header with back arrow and menu, bottom navigation. */
export function AccountLayout() {
  return <AppFrame header="brand" menu bottomNav installOffer />;
}

/** Signed-in screens deep in a flow (device registration, an exchange product): no bottom navigation. */
export function AccountOffFooterLayout() {
  return <AppFrame header="brand" menu />;
}

/** Signed-in lists (my devices, my certificates) with the brand's footer under the content. */
export function OgoFooterLayout() {
  return <AppFrame header="brand" menu brandFooter bottomNav />;
}

/** Public pages open to everyone (the user agreement): no signed-in menu. */
export function ForallLayout() {
  return <AppFrame header="brand" />;
}

/** The landing page draws everything itself. */
export function LandingLayout() {
  return <AppFrame header="none" />;
}

/** The sign-in flow (auth, registration, is18): the brand's name, never a back arrow. */
export function DefaultLayout() {
  return <AppFrame header="logo" />;
}

/** Light header with back arrow and menu, no bottom navigation. */
export function HeaderWhiteOffFooterLayout() {
  return <AppFrame header="light" menu />;
}

/** The 404 and error pages: the brand's name and the message, centred. */
export function ErrorLayout() {
  return <AppFrame header="logo" centred />;
}

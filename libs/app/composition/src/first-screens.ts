import { loadNotFoundScreen, type ScreenMap } from '@cx/shared-routing';
import { authScreenLoaders } from '@cx/auth-feature';
import { DefaultLayout, ErrorLayout, LandingLayout, loadBrandSwitchScreen } from '@cx/shell-feature';

/**
 * The part of the screen map (screens.ts) a first view may need at once, in the main bundle: the
 * layouts without the signed-in chrome, the error pages, the sign-in flow and the brand switch's
 * arrival. Any other route loads the whole map's chunk first (mountApp).
 */
export const firstScreens = {
  '/_landing': async () => LandingLayout,
  '/_default': async () => DefaultLayout,
  '/_error': async () => ErrorLayout,
  '/_error/$': loadNotFoundScreen,
  // Sign-in flow: each screen is its own chunk (see authScreenLoaders).
  '/_default/auth': authScreenLoaders.auth,
  '/_default/registration': authScreenLoaders.registration,
  '/_default/is18': authScreenLoaders.is18,
  // The brand switch's arrival: redeemed in beforeLoad, shown only while it runs.
  '/_default/brand-switch': loadBrandSwitchScreen,
} satisfies Partial<ScreenMap>;

// The brand switch's arrival (spec §1, §4): the sister app links here with a one-time handoff
// code in the fragment; this app redeems it for its own session, then shows home. Sits in the
// `default` layout (logo only) for the moment the redemption takes.
import { createRoute, redirect } from '@tanstack/react-router';
import { arriveFromBrandSwitch, BRAND_SWITCH_PATH } from '@cx/shell-data-access';
import { defaultLayout } from '../layouts';

export const brandSwitchRoute = createRoute({
  getParentRoute: () => defaultLayout,
  path: BRAND_SWITCH_PATH,
  beforeLoad: async ({ context, location }) => {
    await arriveFromBrandSwitch({
      hash: location.hash,
      api: context.api,
      product: context.brand.productKey,
      session: context.session,
      queryClient: context.queryClient,
    });
    // Replacing the arrival entry drops the spent code from the address bar and the history;
    // home's own guard sends a customer the code did not sign in to /auth.
    throw redirect({ to: '/', replace: true });
  },
});

export const brandSwitchRoutes = [brandSwitchRoute] as const;

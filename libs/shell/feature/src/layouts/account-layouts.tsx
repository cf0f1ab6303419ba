import { useLocation } from '@tanstack/react-router';
import { AppFrame } from './app-frame';
import { BackControl } from './back-control';
import { BottomNav } from './bottom-nav';
import { BrandFooter } from './brand-footer';
import { InstallSlot } from './install-slot';
import { MenuButton } from './menu-button';
import { SavedDataSlot } from './saved-data-slot';

/*
 * The layouts of spec §2 with the signed-in chrome (back arrow, menu, bottom navigation, footer).
 * A chunk of their own (loadAccountLayouts): the sign-in flow's first screen does not need them.
 * The back arrow itself follows the screen (see BACK_TARGETS), not the layout.
 */

/** The install offer of spec §1, on the home screen only. */
function HomeInstallOffer() {
  const onHome = useLocation({ select: (location) => location.pathname === '/' });
  return onHome ? <InstallSlot /> : null;
}

/** Signed-in screens: header with back arrow and menu, bottom navigation. */
export function AccountLayout() {
  return (
    <AppFrame
      header="brand"
      back={<BackControl />}
      actions={<MenuButton />}
      notice={<SavedDataSlot />}
      // Under the content: an offer that arrives after the first paint moves nothing on screen.
      footer={<HomeInstallOffer />}
      bottomNav={<BottomNav />}
    />
  );
}

/** Signed-in screens deep in a flow (device registration, an exchange product): no bottom navigation. */
export function AccountOffFooterLayout() {
  return <AppFrame header="brand" back={<BackControl />} actions={<MenuButton />} notice={<SavedDataSlot />} />;
}

/** Signed-in lists (my devices, my certificates) with the brand's footer under the content. */
export function OgoFooterLayout() {
  return (
    <AppFrame
      header="brand"
      back={<BackControl />}
      actions={<MenuButton />}
      notice={<SavedDataSlot />}
      footer={<BrandFooter />}
      bottomNav={<BottomNav />}
    />
  );
}

/** Public pages open to everyone (the user agreement): no signed-in menu. */
export function ForallLayout() {
  return <AppFrame header="brand" back={<BackControl />} />;
}

/** Light header with back arrow and menu, no bottom navigation. */
export function HeaderWhiteOffFooterLayout() {
  return <AppFrame header="light" back={<BackControl />} actions={<MenuButton />} notice={<SavedDataSlot />} />;
}

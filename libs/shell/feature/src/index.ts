export {
  AccountLayout,
  AccountOffFooterLayout,
  OgoFooterLayout,
  ForallLayout,
  LandingLayout,
  DefaultLayout,
  HeaderWhiteOffFooterLayout,
  ErrorLayout,
} from './layouts/layouts';
export { ShellServicesProvider, useShellServices, type ShellServices } from './shell-services';
export { buildMenu, canShareHere, MENU_ITEM_PATHS, type MenuEntry, type MenuContext } from './menu/menu-items';

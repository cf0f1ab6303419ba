export { LandingLayout, DefaultLayout, ErrorLayout, loadAccountLayouts, loadBrandSwitchScreen } from './layouts/layouts';
export {
  AccountLayout,
  AccountOffFooterLayout,
  OgoFooterLayout,
  ForallLayout,
  HeaderWhiteOffFooterLayout,
} from './layouts/account-layouts';
export { BrandSwitchScreen } from './layouts/brand-switch-screen';
export {
  buildMenu,
  canShareHere,
  MENU_ITEM_PATHS,
  type MenuEntry,
  type MenuContext,
} from './menu/menu-items';
export { ToastOutlet } from './toasts/toast-outlet';
export { OfflineBanner, type OfflineBannerProps } from './prompts/offline-banner';
export { LazyUpdatePrompt, LazyInstallPrompt } from './prompts/lazy-prompts';
export type { UpdatePromptProps } from './prompts/update-prompt';
export type { InstallPromptProps } from './prompts/install-prompt';
export { messages as shellMessages } from './messages';

export {
  toast,
  useToasts,
  getToasts,
  subscribeToasts,
  TOAST_DURATION_MS,
  MAX_TOASTS,
  type Toast,
  type ToastKind,
  type ToastOptions,
} from './toast-store';
export {
  createAllowList,
  isAllowedExternalUrl,
  originOf,
  configureExternalNavigation,
  getExternalAllowList,
  navigateExternal,
  installExternalLinkGuard,
  type AllowListSources,
  type ExternalAllowList,
  type NavigateExternalOptions,
  LINK_REFUSED,
} from './external-navigation';
export {
  BRAND_SWITCH_PATH,
  brandSwitchTarget,
  brandSwitchUrl,
  handoffUrl,
  readHandoffCode,
  type BrandSwitchSource,
} from './brand-switch';
export { getSiteLink, forgetSiteLink, type SignOnLink } from './site-link';
export { fetchSiteLink, createHandoff, redeemHandoff } from './shell-api';
export { arriveFromBrandSwitch, BRAND_SWITCH_FAILED, type BrandSwitchArrival } from './brand-switch-arrival';

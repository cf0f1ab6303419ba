export { toast, useToasts, getToasts, TOAST_DURATION_MS } from './toast-store';
export { toastsWaiting, onToastRaised, toastErrorLater } from './toast-signal';
export {
  createAllowList,
  isAllowedExternalUrl,
  configureExternalNavigation,
  installExternalLinkGuard,
  type ExternalAllowList,
  LINK_REFUSED,
} from './external-navigation';
export { navigateExternal } from './navigate-external';
export { BRAND_SWITCH_PATH } from './brand-switch-path';
export { brandSwitchTarget, brandSwitchUrl } from './brand-switch';
export { getSiteLink } from './site-link';
export { fetchSiteLink, createHandoff } from './shell-api';
export { arriveFromBrandSwitch } from './lazy-brand-switch-arrival';

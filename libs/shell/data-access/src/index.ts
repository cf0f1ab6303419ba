export { toast, useToasts, getToasts, subscribeToasts, TOAST_DURATION_MS } from './toast-store';
export {
  createAllowList,
  isAllowedExternalUrl,
  configureExternalNavigation,
  navigateExternal,
  installExternalLinkGuard,
  type ExternalAllowList,
  LINK_REFUSED,
} from './external-navigation';
export { BRAND_SWITCH_PATH, brandSwitchTarget, brandSwitchUrl } from './brand-switch';
export { getSiteLink } from './site-link';
export { fetchSiteLink, createHandoff } from './shell-api';
export { arriveFromBrandSwitch } from './brand-switch-arrival';

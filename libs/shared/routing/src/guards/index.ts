export { authentication } from './authentication';
export { isAuthentication } from './is-authentication';
export { is18 } from './is18';
export { isSuccessIs18 } from './is-success-is18';
export { toOgoLanding } from './to-ogo-landing';
export { referrer, DEFAULT_CART_REFERRER } from './referrer';
export { guards, middleware, UNKNOWN_ROUTE_MIDDLEWARE, type GuardName } from './middleware';
export { safeRedirectTarget, validateRedirectSearch, type RedirectSearch } from './redirect-target';
export type { Guard, GuardArgs } from './guard-args';

export { servesLanding } from './to-ogo-landing';
export { safeRedirectTarget } from './redirect-target';

// The guards that only routes past the first screens run (the cart's `referrer`, /landing's
// `to-ogo-landing`, /rules' `age-verified`): a chunk fetched with the whole route tree
// (lazy-route-tree.ts), so the first screen comes without their code (middleware.ts).
export { ageVerified } from './age-verified';
export { referrer } from './referrer';
export { toOgoLanding } from './to-ogo-landing';

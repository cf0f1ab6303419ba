// Every area's loaders (<area>.loaders.ts, beside <area>.ts), one chunk: the route tree in the
// first screen's JavaScript names one lazy module instead of a dozen, and the first navigation
// that runs a loader fetches them all (2–3 KB gzip) with the screen's chunk.
export * as bonuses from './bonuses.loaders';
export * as certificates from './certificates.loaders';
export * as content from './content.loaders';
export * as devices from './devices.loaders';
export * as feedback from './feedback.loaders';
export * as home from './home.loaders';
export * as invite from './invite.loaders';
export * as marathon from './marathon.loaders';
export * as orders from './orders.loaders';
export * as profile from './profile.loaders';
export * as scan from './scan.loaders';
export * as shop from './shop.loaders';
export * as subscription from './subscription.loaders';

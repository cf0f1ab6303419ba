import type { BrandSwitchArrival } from './brand-switch-arrival';

/**
 * arriveFromBrandSwitch (brand-switch-arrival.ts) with its code, and the redemption's, fetched by
 * an arrival only: every first screen's route tree holds the arrival route, few visits use it.
 */
export const arriveFromBrandSwitch = (arrival: BrandSwitchArrival): Promise<boolean> =>
  import('./brand-switch-arrival').then((module) => module.arriveFromBrandSwitch(arrival));

/** The sister app's arrival route (libs/shared/routing, routes/brand-switch.ts). */
export const BRAND_SWITCH_PATH = '/brand-switch';

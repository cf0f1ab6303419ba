/** Id ranges, chosen to look like the upstream shop's numeric ids and never to collide. */
export const ID_BASE = {
  customer: { glo: 7_100_000_000_000, ogo: 7_200_000_000_000 },
  product: { glo: 8_100_000_000_000, ogo: 8_200_000_000_000 },
  variant: 45_100_000_000_000,
  collection: 400_000_000_000,
  order: 5_100_000_000_000,
  firstOrderNumber: 1001,
} as const;

export const DEMO_PHONE = '380671112233';

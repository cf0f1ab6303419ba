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

/**
 * The next order's id and number, counting on from the given bases on an empty table: SQLite's one
 * writer reads them from the table (one MAX per subquery, each answered from the end of an index);
 * PostgreSQL takes them from sequences (migration 11), as instances place orders at once.
 */
export const NEXT_ORDER_IDS = {
  sqlite: 'SELECT (SELECT COALESCE(MAX(order_number), ?) FROM orders) + 1 AS n, (SELECT COALESCE(MAX(id), ?) FROM orders) + 1 AS id',
  // The bases are SQLite's; multiplied by 0 they keep one signature for both texts.
  postgres: "SELECT nextval('order_numbers') + 0 * ?::bigint AS n, nextval('order_ids') + 0 * ?::bigint AS id",
};

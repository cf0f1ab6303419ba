import type { Db } from '../db/db.ts';
import type { Schemas } from '../contract/types.ts';

export interface MetafieldRow {
  id: number;
  namespace: string;
  key: string;
  value: string;
  type: Schemas['Metafield']['type'];
}

/** Customer metafields (namespace.key = value), the app's per-customer settings. */
export function metafieldRepository(db: Db) {
  const ofCustomer = db.prepare<[number], MetafieldRow>('SELECT id, namespace, key, value, type FROM metafields WHERE customer_id = ? ORDER BY namespace, key');
  const upsert = db.prepare<[number, string, string, string, string, number, number]>(
    `INSERT INTO metafields (customer_id, namespace, key, value, type, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (customer_id, namespace, key) DO UPDATE SET value = excluded.value, type = excluded.type, updated_at = excluded.updated_at`,
  );
  return {
    ofCustomer: (customerId: number) => ofCustomer.all(customerId),
    upsert: (customerId: number, m: Omit<MetafieldRow, 'id'>, at: number) => upsert.run(customerId, m.namespace, m.key, m.value, m.type, at, at),
  };
}

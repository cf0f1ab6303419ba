import type { Db } from '../db/db.ts';
import type { Session, Shop } from '../lib/context.ts';
import { E } from '../lib/errors.ts';

export interface CustomerRow {
  id: number;
  person_id: number;
  shop: Shop;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string;
  note: string | null;
  tags: string;
  member_code: string | null;
  delivery_address: string | null;
  created_at: number;
  updated_at: number;
}

export interface MetafieldRow {
  id: number;
  namespace: string;
  key: string;
  value: string;
  type: string;
}

export function customerRow(db: Db, id: number): CustomerRow | undefined {
  return db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
}

export function customerOf(db: Db, personId: number, shop: Shop): CustomerRow {
  const row = db.prepare('SELECT * FROM customers WHERE person_id = ? AND shop = ?').get(personId, shop) as CustomerRow | undefined;
  if (!row) throw E.notFound('Клієнта не знайдено', 'customer_not_found');
  return row;
}

/**
 * The customer record `id` if it belongs to the signed-in person. Unknown and foreign ids are both
 * 403 (every operation documents 403; not all document 404, and existence is not revealed).
 */
export function ownCustomer(db: Db, session: Session, id: number, shop?: Shop): CustomerRow {
  const row = customerRow(db, id);
  if (!row || row.person_id !== session.personId) throw E.forbidden();
  if (shop && row.shop !== shop) throw E.forbidden('Клієнт належить іншому магазину');
  return row;
}

export function metafieldsOf(db: Db, customerId: number): MetafieldRow[] {
  return db
    .prepare('SELECT id, namespace, key, value, type FROM metafields WHERE customer_id = ? ORDER BY namespace, key')
    .all(customerId) as MetafieldRow[];
}

export const metafieldJson = (m: MetafieldRow) => ({ id: m.id, namespace: m.namespace, key: m.key, value: m.value, type: m.type });

export function customerJson(db: Db, row: CustomerRow) {
  const stats = db
    .prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN financial_status = 'paid' THEN total_price ELSE 0 END), 0) AS spent
       FROM orders WHERE customer_id = ? AND financial_status NOT IN ('voided', 'refunded')`,
    )
    .get(row.id) as { n: number; spent: number };
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    note: row.note,
    tags: row.tags,
    orders_count: stats.n,
    total_spent: Math.round(stats.spent * 100) / 100,
    metafields: metafieldsOf(db, row.id).map(metafieldJson),
  };
}

export function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Spec §5: tag age_verified on either record, or a metafield age_verified that is true. */
export function isAgeVerified(db: Db, personId: number): boolean {
  const rows = db.prepare('SELECT id, tags FROM customers WHERE person_id = ?').all(personId) as { id: number; tags: string }[];
  if (rows.some((r) => splitTags(r.tags).includes('age_verified'))) return true;
  const mf = db
    .prepare(
      `SELECT 1 FROM metafields m JOIN customers c ON c.id = m.customer_id
       WHERE c.person_id = ? AND m.key = 'age_verified' AND lower(m.value) IN ('true', '1', 'yes') LIMIT 1`,
    )
    .get(personId);
  return Boolean(mf);
}

export function sessionCustomer(db: Db, personId: number, shop: Shop) {
  const rows = db.prepare('SELECT * FROM customers WHERE person_id = ?').all(personId) as CustomerRow[];
  const person = db.prepare('SELECT phone, velo_id FROM persons WHERE id = ?').get(personId) as { phone: string; velo_id: number | null };
  const mine = rows.find((r) => r.shop === shop);
  if (!mine) throw E.notFound('Клієнта не знайдено', 'customer_not_found');
  return {
    shopify_id: mine.id,
    gloId: rows.find((r) => r.shop === 'glo')?.id ?? null,
    ogoId: rows.find((r) => r.shop === 'ogo')?.id ?? null,
    veloId: person.velo_id,
    phone: person.phone,
    first_name: mine.first_name,
    last_name: mine.last_name,
    email: mine.email,
    tags: mine.tags,
  };
}

export function personByPhone(db: Db, phone: string): { id: number; phone: string; confirmed: number } | undefined {
  return db.prepare('SELECT id, phone, confirmed FROM persons WHERE phone = ?').get(phone) as
    | { id: number; phone: string; confirmed: number }
    | undefined;
}

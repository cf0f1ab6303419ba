import type { Session, Shop } from '../lib/session.ts';
import { E } from '../lib/errors.ts';
import type { Repositories } from '../repositories/index.ts';
import type { CustomerRow } from '../repositories/customers.ts';
import type { MetafieldRow } from '../repositories/metafields.ts';
import type { Schemas } from '../contract/types.ts';

export async function customerOf(repos: Repositories, personId: number, shop: Shop): Promise<CustomerRow> {
  const row = await repos.customers.ofPerson(personId, shop);
  if (!row) throw E.notFound('Клієнта не знайдено', 'customer_not_found');
  return row;
}

/**
 * The customer record `id` if it belongs to the signed-in person. Unknown and foreign ids are both
 * 403 (every operation documents 403; not all document 404, and existence is not revealed).
 */
export async function ownCustomer(repos: Repositories, session: Session, id: number, shop?: Shop): Promise<CustomerRow> {
  const row = await repos.customers.byId(id);
  if (!row || row.person_id !== session.personId) throw E.forbidden();
  if (shop && row.shop !== shop) throw E.forbidden('Клієнт належить іншому магазину');
  return row;
}

export const metafieldJson = (m: MetafieldRow): Schemas['Metafield'] => ({ id: m.id, namespace: m.namespace, key: m.key, value: m.value, type: m.type });

export async function customerJson(repos: Repositories, row: CustomerRow): Promise<Schemas['Customer']> {
  const stats = await repos.customers.orderStats(row.id);
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
    metafields: (await repos.metafields.ofCustomer(row.id)).map(metafieldJson),
  };
}

export function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Spec §5: tag age_verified on either record, or a metafield age_verified that is true. */
export async function isAgeVerified(repos: Repositories, personId: number): Promise<boolean> {
  if ((await repos.customers.allOfPerson(personId)).some((r) => splitTags(r.tags).includes('age_verified'))) return true;
  return repos.metafields.ageVerified(personId);
}

export async function sessionCustomer(repos: Repositories, personId: number, shop: Shop): Promise<Schemas['SessionCustomer']> {
  const rows = await repos.customers.allOfPerson(personId);
  const person = await repos.persons.contact(personId);
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

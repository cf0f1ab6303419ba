import type { Session, Shop } from '../lib/session.ts';
import { E } from '../lib/errors.ts';
import type { Repositories } from '../repositories/index.ts';
import type { CustomerRow } from '../repositories/customers.ts';
import type { MetafieldRow } from '../repositories/metafields.ts';
import { isAgeDeclared, isAgeVerified, type AgeRecord } from '@cx/shared-util-pricing';
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
    ...(await ageOf(repos, row.person_id)),
  };
}

/** A person's records as the age rules read them (both brand shops, with their metafields). */
async function ageRecords(repos: Repositories, personId: number): Promise<AgeRecord[]> {
  const rows = await repos.customers.allOfPerson(personId);
  return Promise.all(rows.map(async (r) => ({ shop: r.shop, tags: r.tags, metafields: await repos.metafields.ofCustomer(r.id) })));
}

/** Spec §5, decided here for every caller (orders' pre-order tag, the customer the apps read). */
export async function ageOf(repos: Repositories, personId: number): Promise<{ age_verified: boolean; age_declared: boolean }> {
  const records = await ageRecords(repos, personId);
  return { age_verified: isAgeVerified(records), age_declared: isAgeDeclared(records) };
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
    ...(await ageOf(repos, personId)),
  };
}

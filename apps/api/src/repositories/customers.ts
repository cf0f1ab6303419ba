import type { Db } from '../db/db.ts';
import type { Shop } from '../lib/session.ts';

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

export interface CustomerDetails {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  note: string | null;
}

/** Customer records: one per person and brand. */
export function customerRepository(db: Db) {
  const byId = db.prepare<[number], CustomerRow>('SELECT * FROM customers WHERE id = ?');
  const ofPerson = db.prepare<[number, Shop], CustomerRow>('SELECT * FROM customers WHERE person_id = ? AND shop = ?');
  const allOfPerson = db.prepare<[number], CustomerRow>('SELECT * FROM customers WHERE person_id = ?');
  const orderStats = db.prepare<[number], { n: number; spent: number }>(
    `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN financial_status = 'paid' THEN total_price ELSE 0 END), 0) AS spent
       FROM orders WHERE customer_id = ? AND financial_status NOT IN ('voided', 'refunded')`,
  );
  const setDetails = db.prepare<[string | null, string | null, string | null, string | null, number, number]>(
    'UPDATE customers SET first_name = ?, last_name = ?, email = ?, note = ?, updated_at = ? WHERE person_id = ?',
  );
  const emailUsed = db.prepare<[string]>(
    'SELECT 1 FROM customers c JOIN persons p ON p.id = c.person_id WHERE lower(c.email) = lower(?) AND p.confirmed = 1 LIMIT 1',
  );
  const emailUsedByOther = db.prepare<[string, number]>(
    'SELECT 1 FROM customers c JOIN persons p ON p.id = c.person_id WHERE lower(c.email) = lower(?) AND c.person_id != ? AND p.confirmed = 1 LIMIT 1',
  );
  const setEmail = db.prepare<[string, number, number]>('UPDATE customers SET email = ?, updated_at = ? WHERE id = ?');
  const setTags = db.prepare<[string, number, number]>('UPDATE customers SET tags = ?, updated_at = ? WHERE id = ?');
  const setAddress = db.prepare<[string, number, number]>('UPDATE customers SET delivery_address = ?, updated_at = ? WHERE id = ?');
  const claimCode = db.prepare<[string, number, string]>(
    'UPDATE customers SET member_code = ? WHERE id = ? AND member_code IS NULL AND NOT EXISTS (SELECT 1 FROM customers WHERE member_code = ?)',
  );
  const byMemberCode = db.prepare<[string], { person_id: number; shop: Shop }>({
    // Member codes match whatever their case (each dialect's index serves its form: migration 9).
    sqlite: 'SELECT person_id, shop FROM customers WHERE member_code = ? COLLATE NOCASE',
    postgres: 'SELECT person_id, shop FROM customers WHERE lower(member_code) = lower(?)',
  });
  return {
    byId: (id: number) => byId.get(id),
    ofPerson: (personId: number, shop: Shop) => ofPerson.get(personId, shop),
    allOfPerson: (personId: number) => allOfPerson.all(personId),
    /** Orders and the paid total, cancelled and refunded orders left out. */
    orderStats: async (customerId: number) => (await orderStats.get(customerId)) as { n: number; spent: number },
    setDetails: (personId: number, d: CustomerDetails, at: number) => setDetails.run(d.first_name, d.last_name, d.email, d.note, at, personId),
    /** Whether a confirmed customer (other than `exceptPersonId`) has this e-mail. */
    emailUsed: async (email: string, exceptPersonId?: number) =>
      Boolean(exceptPersonId === undefined ? (await emailUsed.get(email)) : (await emailUsedByOther.get(email, exceptPersonId))),
    setEmail: (id: number, email: string, at: number) => setEmail.run(email, at, id),
    setTags: (id: number, tags: string, at: number) => setTags.run(tags, at, id),
    setDeliveryAddress: (id: number, address: string, at: number) => setAddress.run(address, at, id),
    /** Gives the record this member code unless it has one or another record holds it. */
    claimMemberCode: async (id: number, code: string) => (await claimCode.run(code, id, code)).changes === 1,
    byMemberCode: (code: string) => byMemberCode.get(code),
  };
}

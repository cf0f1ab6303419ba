import type { Db } from '../db/db.ts';
import { ensurePerson, type PersonSeed } from '../db/seed.ts';

export interface PersonRow {
  id: number;
  phone: string;
  confirmed: number;
}

/** Persons: one per phone, whatever the brands they are customers of. */
export function personRepository(db: Db) {
  const byPhone = db.prepare<[string], PersonRow>('SELECT id, phone, confirmed FROM persons WHERE phone = ?');
  const contact = db.prepare<[number], { phone: string; velo_id: number | null }>('SELECT phone, velo_id FROM persons WHERE id = ?');
  const confirm = db.prepare<[number]>('UPDATE persons SET confirmed = 1 WHERE id = ?');
  return {
    byPhone: (phone: string) => byPhone.get(phone),
    contact: async (id: number) => (await contact.get(id)) as { phone: string; velo_id: number | null },
    confirm: (id: number) => confirm.run(id),
    /** A new person and both brand records, made the way the seed makes its people. */
    register: async (now: number, p: PersonSeed) => (await ensurePerson(db, now, p)).personId,
  };
}

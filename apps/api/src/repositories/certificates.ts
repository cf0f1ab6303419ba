import type { Db } from '../db/db.ts';
import type { Schemas } from '../contract/types.ts';
import type { Shop } from '../lib/session.ts';

export interface PartnerRow {
  id: number;
  category_id: Schemas['CertCategoryId'];
  name: string;
  description: string;
  nominals: string;
  xp_per_uah: number;
}

export interface CertificateRow {
  id: number;
  partner_id: number;
  partner_name: string;
  category_id: Schemas['CertCategoryId'];
  amount: number;
  code: string;
  status: string;
  created_at: number;
  expires_at: number | null;
}

export interface NewCertificate {
  personId: number;
  shop: Shop;
  partnerId: number;
  amount: number;
  xpCost: number;
  code: string;
  expiresAt: number;
  at: number;
}

/** The certificate service: accounts, categories, partners and the certificates bought. */
export function certificateRepository(db: Db) {
  const account = db.prepare<[number]>('SELECT 1 FROM cert_accounts WHERE person_id = ?');
  const insertAccount = db.prepare<[number, string, string, string, number]>(
    'INSERT INTO cert_accounts (person_id, email, first_name, last_name, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const categories = db.prepare<[], { id: Schemas['CertCategoryId']; title: string }>('SELECT id, title FROM cert_categories ORDER BY position');
  const category = db.prepare<[number]>('SELECT 1 FROM cert_categories WHERE id = ?');
  const partnersOf = db.prepare<[number], PartnerRow>('SELECT * FROM cert_partners WHERE category_id = ? ORDER BY id');
  const partner = db.prepare<[number], PartnerRow>('SELECT * FROM cert_partners WHERE id = ?');
  const partnerArt = db.prepare<[number], { name: string; description: string; color: string }>('SELECT name, description, color FROM cert_partners WHERE id = ?');
  const ofPerson = db.prepare<[number], CertificateRow>(
    `SELECT c.*, p.name AS partner_name, p.category_id FROM certificates c JOIN cert_partners p ON p.id = c.partner_id
       WHERE c.person_id = ? ORDER BY c.created_at DESC, c.id DESC`,
  );
  const insert = db.prepare<[number, Shop, number, number, number, string, number, number], { id: number }>(
    "INSERT INTO certificates (person_id, shop, partner_id, amount, xp_cost, code, status, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, 'active', ?, ?) RETURNING id",
  );
  return {
    registered: async (personId: number) => Boolean((await account.get(personId))),
    register: (personId: number, a: { email: string; first_name: string; last_name: string }, at: number) =>
      insertAccount.run(personId, a.email, a.first_name, a.last_name, at),
    categories: () => categories.all(),
    categoryExists: async (id: number) => Boolean((await category.get(id))),
    partnersOf: (categoryId: number) => partnersOf.all(categoryId),
    partner: (id: number) => partner.get(id),
    partnerArtwork: (id: number) => partnerArt.get(id),
    ofPerson: (personId: number) => ofPerson.all(personId),
    insert: async (c: NewCertificate) => Number((await insert.get(c.personId, c.shop, c.partnerId, c.amount, c.xpCost, c.code, c.expiresAt, c.at))?.id),
  };
}

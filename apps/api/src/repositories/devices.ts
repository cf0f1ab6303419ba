import type { Db } from '../db/db.ts';
import type { Shop } from '../lib/session.ts';

export interface DeviceRow {
  id: number;
  shop: Shop;
  serial: string;
  model: string;
  name: string | null;
  purchased_at: string | null;
  created_at: number;
}

/** Customers' registered devices and the models they can be. */
export function deviceRepository(db: Db) {
  const warranty = db.prepare<[string], { warranty_months: number }>('SELECT warranty_months FROM device_models WHERE lower(name) = lower(?)');
  const modelName = db.prepare<[number], { name: string }>('SELECT name FROM device_models WHERE id = ?');
  const ofPerson = db.prepare<[number, Shop], DeviceRow>('SELECT * FROM customer_devices WHERE person_id = ? AND shop = ? ORDER BY created_at DESC, id DESC');
  // Serials are unique whatever their case (SQLite: the NOCASE column; PostgreSQL: the index on lower(serial)).
  const serial = db.prepare<[string]>({
    sqlite: 'SELECT 1 FROM customer_devices WHERE serial = ?',
    postgres: 'SELECT 1 FROM customer_devices WHERE lower(serial) = lower(?)',
  });
  const insert = db.prepare<[number, Shop, string, string, string | null, string | null, number], DeviceRow>(
    'INSERT INTO customer_devices (person_id, shop, serial, model, name, purchased_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *',
  );
  const remove = db.prepare<[number, number, Shop]>('DELETE FROM customer_devices WHERE id = ? AND person_id = ? AND shop = ?');
  return {
    /** Months of warranty of a model by its name, if the model is known. */
    warrantyMonths: async (model: string) => (await warranty.get(model))?.warranty_months,
    modelExists: async (id: number) => Boolean((await modelName.get(id))),
    /** The person's devices registered in the brand, newest first. */
    ofPerson: (personId: number, shop: Shop) => ofPerson.all(personId, shop),
    serialRegistered: async (s: string) => Boolean((await serial.get(s))),
    insert: async (personId: number, d: { shop: Shop; serial: string; model: string; name: string | null; purchased_at: string | null }, at: number) =>
      (await insert.get(personId, d.shop, d.serial, d.model, d.name, d.purchased_at, at)) as DeviceRow,
    /** Whether the person's own device of the brand was there to remove. */
    remove: async (id: number, personId: number, shop: Shop) => (await remove.run(id, personId, shop)).changes > 0,
  };
}

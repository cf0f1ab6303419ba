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
  const ofPerson = db.prepare<[number], DeviceRow>('SELECT * FROM customer_devices WHERE person_id = ? ORDER BY created_at DESC, id DESC');
  const serial = db.prepare<[string]>('SELECT 1 FROM customer_devices WHERE serial = ?');
  const insert = db.prepare<[number, Shop, string, string, string | null, string | null, number]>(
    'INSERT INTO customer_devices (person_id, shop, serial, model, name, purchased_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const byId = db.prepare<[number | bigint], DeviceRow>('SELECT * FROM customer_devices WHERE id = ?');
  const remove = db.prepare<[number, number]>('DELETE FROM customer_devices WHERE id = ? AND person_id = ?');
  return {
    /** Months of warranty of a model by its name, if the model is known. */
    warrantyMonths: (model: string) => warranty.get(model)?.warranty_months,
    modelExists: (id: number) => Boolean(modelName.get(id)),
    ofPerson: (personId: number) => ofPerson.all(personId),
    serialRegistered: (s: string) => Boolean(serial.get(s)),
    insert: (personId: number, d: { shop: Shop; serial: string; model: string; name: string | null; purchased_at: string | null }, at: number) =>
      byId.get(insert.run(personId, d.shop, d.serial, d.model, d.name, d.purchased_at, at).lastInsertRowid) as DeviceRow,
    /** Whether the person's own device was there to remove. */
    remove: (id: number, personId: number) => remove.run(id, personId).changes > 0,
  };
}

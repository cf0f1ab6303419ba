import type { Db } from '../db/db.ts';

export interface CityRow {
  city_id: string;
  name: string;
  province: string;
  area: string;
  region: string;
  delivery_city_id: string;
  popular_rank: number | null;
  ipost_available: number;
}

export interface BranchRow {
  id: string;
  city_id: string;
  number: number;
  kind: string;
  address: string;
}

export interface IpostAddress {
  city: string;
  street: string;
  flat: string;
  delivery_date: string;
  delivery_time_from: string;
  delivery_time_to: string;
  comment: string;
}

/** Cities and branches of the carriers, and the addresses sent to IPOST. */
export function deliveryRepository(db: Db) {
  const ipost = db.prepare<[string], { ipost_available: number }>('SELECT ipost_available FROM cities WHERE city_id = ?');
  const insertAddress = db.prepare<[string, number, string, string, string, string, string, string, string, number]>(
    `INSERT INTO ipost_addresses (shipment_id, order_id, city_id, street, flat, delivery_date, delivery_time_from, delivery_time_to, comment, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const cities = db.prepare<[], CityRow>('SELECT * FROM cities');
  const city = db.prepare<[string]>('SELECT city_id FROM cities WHERE city_id = ?');
  const branches = db.prepare<[string], BranchRow>('SELECT * FROM branches WHERE city_id = ? ORDER BY number');
  return {
    ipostServes: async (cityId: string) => Boolean((await ipost.get(cityId))?.ipost_available),
    insertIpostAddress: (shipmentId: string, orderId: number, a: IpostAddress, at: number) =>
      insertAddress.run(shipmentId, orderId, a.city, a.street, a.flat, a.delivery_date, a.delivery_time_from, a.delivery_time_to, a.comment, at),
    cities: () => cities.all(),
    cityExists: async (cityId: string) => Boolean((await city.get(cityId))),
    branchesOf: (cityId: string) => branches.all(cityId),
  };
}

import type { Db } from '../db/db.ts';
import type { Shop } from '../lib/session.ts';

export interface SubscriptionRow {
  status: string;
  started_at: number;
  next_delivery_at: string | null;
  plan_id: string;
  title: string;
  price: number;
  period_days: number;
}

export interface SubscriptionEventRow {
  id: number;
  type: string;
  description: string;
  order_id: number | null;
  amount: number | null;
  created_at: number;
}

/** Delivery subscriptions, their plans and history. */
export function subscriptionRepository(db: Db) {
  const current = db.prepare<[number, Shop], SubscriptionRow>(
    `SELECT s.status, s.started_at, s.next_delivery_at, p.id AS plan_id, p.title, p.price, p.period_days
         FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id WHERE s.person_id = ? AND s.shop = ?`,
  );
  const events = db.prepare<[number, Shop], SubscriptionEventRow>('SELECT * FROM subscription_events WHERE person_id = ? AND shop = ? ORDER BY created_at DESC, id DESC');
  return {
    current: (personId: number, shop: Shop) => current.get(personId, shop),
    events: (personId: number, shop: Shop) => events.all(personId, shop),
  };
}

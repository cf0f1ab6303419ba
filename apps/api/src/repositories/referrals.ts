import type { Db } from '../db/db.ts';
import type { Schemas } from '../contract/types.ts';
import type { Shop } from '../lib/session.ts';

export interface ReferralRow {
  id: number;
  referred_name: string;
  status: Schemas['Referral']['status'];
  reward_xp: number;
  created_at: number;
}

/** Friends a customer invited (member-get-member). */
export function referralRepository(db: Db) {
  const insert = db.prepare<[number, Shop, string, number]>(
    "INSERT INTO referrals (referrer_person_id, shop, referred_name, status, reward_xp, created_at) VALUES (?, ?, ?, 'registered', 0, ?)",
  );
  const ofReferrer = db.prepare<[number, Shop], ReferralRow>(
    'SELECT id, referred_name, status, reward_xp, created_at FROM referrals WHERE referrer_person_id = ? AND shop = ? ORDER BY created_at DESC',
  );
  return {
    insertRegistered: (referrerPersonId: number, shop: Shop, name: string, at: number) => insert.run(referrerPersonId, shop, name, at),
    ofReferrer: (personId: number, shop: Shop) => ofReferrer.all(personId, shop),
  };
}

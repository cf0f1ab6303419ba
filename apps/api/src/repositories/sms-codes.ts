import type { Db } from '../db/db.ts';

export interface CodeRow {
  id: number;
  payload: string | null;
  code_hash: string;
  salt: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

const HOUR_MS = 3_600_000;

/** Emulated SMS codes (only their salted hashes) and the development inbox of plain codes. */
export function smsCodeRepository(db: Db) {
  const lastSent = db.prepare<[string, string], { created_at: number }>(
    'SELECT created_at FROM sms_codes WHERE phone = ? AND purpose = ? ORDER BY created_at DESC, id DESC LIMIT 1',
  );
  const countSince = db.prepare<[string, string, number], { n: number }>('SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ? AND purpose = ? AND created_at > ?');
  const oldestOfLast = db.prepare<[string, string, number, number], { t: number }>(
    'SELECT MIN(created_at) AS t FROM (SELECT created_at FROM sms_codes WHERE phone = ? AND purpose = ? AND created_at > ? ORDER BY created_at DESC LIMIT ?) AS recent',
  );
  const supersede = db.prepare<[string, string]>('UPDATE sms_codes SET superseded = 1 WHERE phone = ? AND purpose = ? AND used_at IS NULL');
  const insert = db.prepare<[string, string, string, string, string | null, number, number]>(
    'INSERT INTO sms_codes (phone, purpose, code_hash, salt, payload, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const latest = db.prepare<[string, string], CodeRow>(
    'SELECT id, payload, code_hash, salt, created_at, expires_at, attempts, used_at FROM sms_codes WHERE phone = ? AND purpose = ? AND superseded = 0 ORDER BY created_at DESC, id DESC LIMIT 1',
  );
  const setAttempts = db.prepare<[number, number]>('UPDATE sms_codes SET attempts = ? WHERE id = ?');
  const markUsed = db.prepare<[number, number]>('UPDATE sms_codes SET used_at = ? WHERE id = ? AND used_at IS NULL');
  const live = db.prepare<[string, string, number]>(
    'SELECT 1 FROM sms_codes WHERE phone = ? AND purpose = ? AND superseded = 0 AND used_at IS NULL AND expires_at > ? LIMIT 1',
  );
  const toInbox = db.prepare<[string, string, string, number]>(`INSERT INTO dev_inbox (phone, purpose, code, created_at, seq) VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM dev_inbox))
       ON CONFLICT (phone, purpose) DO UPDATE SET code = excluded.code, created_at = excluded.created_at, seq = excluded.seq`);
  const inbox = db.prepare<[string, string], { code: string; created_at: number }>('SELECT code, created_at FROM dev_inbox WHERE phone = ? AND purpose = ?');
  const inboxLatest = db.prepare<[string], { code: string; purpose: string; created_at: number }>(
    'SELECT code, purpose, created_at FROM dev_inbox WHERE phone = ? ORDER BY created_at DESC, seq DESC LIMIT 1',
  );
  return {
    lastSentAt: async (phone: string, purpose: string) => (await lastSent.get(phone, purpose))?.created_at,
    sentInHour: async (phone: string, purpose: string, now: number) => ((await countSince.get(phone, purpose, now - HOUR_MS)) as { n: number }).n,
    /** The oldest of the last `max` codes of the past hour: the one that has to leave the window. */
    oldestOfLast: async (phone: string, purpose: string, now: number, max: number) => ((await oldestOfLast.get(phone, purpose, now - HOUR_MS, max)) as { t: number }).t,
    supersede: (phone: string, purpose: string) => supersede.run(phone, purpose),
    insert: (c: { phone: string; purpose: string; hash: string; salt: string; payload: string | null; createdAt: number; expiresAt: number }) =>
      insert.run(c.phone, c.purpose, c.hash, c.salt, c.payload, c.createdAt, c.expiresAt),
    latest: (phone: string, purpose: string) => latest.get(phone, purpose),
    setAttempts: (id: number, attempts: number) => setAttempts.run(attempts, id),
    /** Whether this call marked the code used (two concurrent confirmations: one wins). */
    markUsed: async (id: number, at: number) => (await markUsed.run(at, id)).changes === 1,
    hasLive: async (phone: string, purpose: string, now: number) => Boolean((await live.get(phone, purpose, now))),
    toInbox: (phone: string, purpose: string, code: string, at: number) => toInbox.run(phone, purpose, code, at),
    inbox: (phone: string, purpose: string) => inbox.get(phone, purpose),
    inboxLatest: (phone: string) => inboxLatest.get(phone),
  };
}

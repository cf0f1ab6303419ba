import type { Db } from '../db/db.ts';

/** Card payment attempts behind the payment page links (by the link id's hash). */
export function paymentRepository(db: Db) {
  const insert = db.prepare<[string, number, number, number]>("INSERT INTO payments (hash, order_id, status, created_at, expires_at) VALUES (?, ?, 'pending', ?, ?)");
  const find = db.prepare<[string], { order_id: number; status: string; expires_at: number }>('SELECT order_id, status, expires_at FROM payments WHERE hash = ?');
  const cancelPending = db.prepare<[number, number]>("UPDATE payments SET status = 'cancelled', finished_at = ? WHERE order_id = ? AND status = 'pending'");
  const finish = db.prepare<[string, number, string]>('UPDATE payments SET status = ?, finished_at = ? WHERE hash = ?');
  return {
    insert: (hash: string, orderId: number, at: number, expiresAt: number) => insert.run(hash, orderId, at, expiresAt),
    find: (hash: string) => find.get(hash),
    cancelPending: (orderId: number, at: number) => cancelPending.run(at, orderId),
    finish: (hash: string, status: 'paid' | 'declined', at: number) => finish.run(status, at, hash),
  };
}

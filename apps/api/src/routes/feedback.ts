import type { Handler, OpContext, Session, Shop } from '../lib/context.ts';
import { ApiError, E } from '../lib/errors.ts';
import { iso, parseJson } from '../lib/json.ts';
import { TOKEN_TTL } from '../services/auth.ts';
import { ownCustomer } from '../services/customers.ts';
import { mustSession, serviceSession } from './helpers.ts';

const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const IMPORT_INTERVAL_MS = 86_400_000;

const feedbackSession = (ctx: OpContext, token: unknown): Session => serviceSession(ctx, 'feedback', token, 'feedback_unauthenticated');

/** Delivered online orders of the customer record that have no feedback yet. */
function openOrders(ctx: OpContext, personId: number, customerId: number, shop: Shop): number[] {
  const rows = ctx.db
    .prepare(
      `SELECT o.id FROM orders o WHERE o.person_id = ? AND o.customer_id = ? AND o.fulfillment_status = 'fulfilled'
       AND NOT EXISTS (SELECT 1 FROM feedback f WHERE f.person_id = o.person_id AND f.shop = ? AND f.offline = 0 AND f.order_ref = CAST(o.id AS TEXT))
       ORDER BY o.created_at DESC`,
    )
    .all(personId, customerId, shop) as { id: number }[];
  return rows.map((r) => r.id);
}

export const feedbackHandlers: Record<string, Handler> = {
  'GET /api/feedback/get-auth': (ctx) => {
    const s = mustSession(ctx);
    const { token } = ctx.services.auth.issueToken(s.personId, s.shop, 'feedback');
    return { body: { token, expires_in: TOKEN_TTL.feedback / 1000 } };
  },

  'POST /api/feedback/can-write-by-order': (ctx) => {
    const s = feedbackSession(ctx, ctx.body.token);
    const c = ownCustomer(ctx.db, s, ctx.body.shopifyId, ctx.body.shop);
    const asked = new Set<number>(ctx.body.orders as number[]);
    const open = openOrders(ctx, s.personId, c.id, ctx.body.shop).filter((id) => asked.size === 0 || asked.has(id));
    return { body: { canFeedback: open.length > 0, orders: open } };
  },

  'POST /api/feedback/send': (ctx) => {
    const s = feedbackSession(ctx, ctx.query.token);
    const shop = ctx.query.shop as Shop;
    const orderId = Number(ctx.body.order_id);
    const order = ctx.db.prepare('SELECT id, person_id, shop, fulfillment_status FROM orders WHERE id = ?').get(orderId) as
      | { id: number; person_id: number; shop: Shop; fulfillment_status: string | null }
      | undefined;
    if (!order || order.person_id !== s.personId || order.shop !== shop) throw E.forbidden('Відгук можна залишити лише на власне замовлення');
    if (order.fulfillment_status !== 'fulfilled') throw E.forbidden('Відгук можна залишити після отримання замовлення');
    const photos = (Array.isArray(ctx.body.photos) ? ctx.body.photos : ctx.body.photos ? [ctx.body.photos] : []) as unknown[];
    const meta = photos.map((p) => {
      const f = p as File;
      if (typeof f === 'object' && f && 'size' in f) {
        if (f.size > MAX_PHOTO_BYTES) throw new ApiError(413, 'Фото завелике: до 5 МБ', { errorType: 'payload_too_large' });
        return { name: f.name, size: f.size, type: f.type };
      }
      return { name: String(p), size: String(p).length, type: 'text/plain' };
    });
    if (ctx.db.prepare("SELECT 1 FROM feedback WHERE person_id = ? AND shop = ? AND offline = 0 AND order_ref = ?").get(s.personId, shop, String(orderId))) {
      throw E.conflict('Відгук на це замовлення вже надіслано', 'feedback_sent');
    }
    const res = ctx.db
      .prepare('INSERT INTO feedback (person_id, shop, order_ref, offline, rating, text, photos, created_at) VALUES (?, ?, ?, 0, ?, ?, ?, ?)')
      .run(s.personId, shop, String(orderId), Number(ctx.body.rating), ctx.body.text, JSON.stringify(meta), ctx.clock.now());
    return { body: { success: true, id: String(res.lastInsertRowid) } };
  },

  'POST /api/feedback/send-offline': (ctx) => {
    const s = feedbackSession(ctx, ctx.body.token);
    ownCustomer(ctx.db, s, ctx.body.shopifyId, ctx.body.shop);
    const order = ctx.db.prepare('SELECT ref FROM offline_orders WHERE ref = ? AND person_id = ? AND shop = ?').get(ctx.body.order_id, s.personId, ctx.body.shop);
    if (!order) throw E.notFound('Покупку не знайдено');
    if (ctx.db.prepare('SELECT 1 FROM feedback WHERE person_id = ? AND shop = ? AND offline = 1 AND order_ref = ?').get(s.personId, ctx.body.shop, ctx.body.order_id)) {
      throw E.conflict('Відгук на цю покупку вже надіслано', 'feedback_sent');
    }
    const res = ctx.db
      .prepare("INSERT INTO feedback (person_id, shop, order_ref, offline, rating, text, photos, created_at) VALUES (?, ?, ?, 1, ?, ?, '[]', ?)")
      .run(s.personId, ctx.body.shop, ctx.body.order_id, ctx.body.rating, ctx.body.text, ctx.clock.now());
    return { body: { success: true, id: String(res.lastInsertRowid) } };
  },

  'POST /api/feedback/get-offline-orders': (ctx) => {
    const s = feedbackSession(ctx, ctx.body.token);
    ownCustomer(ctx.db, s, ctx.body.shopifyId, ctx.body.shop);
    const rows = ctx.db
      .prepare(
        `SELECT o.*, EXISTS (SELECT 1 FROM feedback f WHERE f.person_id = o.person_id AND f.shop = o.shop AND f.offline = 1 AND f.order_ref = o.ref) AS sent
         FROM offline_orders o WHERE o.person_id = ? AND o.shop = ? ORDER BY o.purchased_at DESC`,
      )
      .all(s.personId, ctx.body.shop) as { ref: string; store: string; total: number; items: string; purchased_at: number; sent: number }[];
    return {
      body: {
        orders: rows.map((r) => ({
          id: r.ref,
          date: iso(r.purchased_at),
          store: r.store,
          total: r.total,
          items: parseJson<{ title: string; quantity: number }[]>(r.items, []).map((i) => ({ title: i.title, quantity: i.quantity })),
          feedback_sent: Boolean(r.sent),
        })),
      },
    };
  },

  'POST /api/feedback/import-orders-in-background': (ctx) => {
    const s = feedbackSession(ctx, ctx.body.token);
    ownCustomer(ctx.db, s, ctx.body.shopifyId, ctx.body.shop);
    const now = ctx.clock.now();
    const recent = ctx.db.prepare('SELECT 1 FROM import_runs WHERE person_id = ? AND shop = ? AND created_at > ?').get(s.personId, ctx.body.shop, now - IMPORT_INTERVAL_MS);
    if (recent) return { body: { started: false } };
    ctx.db.prepare('INSERT INTO import_runs (person_id, shop, created_at) VALUES (?, ?, ?)').run(s.personId, ctx.body.shop, now);
    return { body: { started: true } };
  },
};

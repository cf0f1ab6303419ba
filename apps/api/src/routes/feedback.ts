import type { Session } from '../lib/session.ts';
import { ApiError, E } from '../lib/errors.ts';
import { iso, parseJson } from '../lib/json.ts';
import { ownCustomer } from '../services/customers.ts';
import type { OpContext, RouteGroup } from './context.ts';
import { serviceSession, serviceToken, unlessTaken } from './helpers.ts';
import { personLock } from '../services/idempotency.ts';

const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const IMPORT_INTERVAL_MS = 86_400_000;

const sentAlready = () => E.conflict('Відгук на це замовлення вже надіслано', 'feedback_sent');
const offlineSentAlready = () => E.conflict('Відгук на цю покупку вже надіслано', 'feedback_sent');

const feedbackSession = (ctx: OpContext, token: unknown): Promise<Session> => serviceSession(ctx, 'feedback', token, 'feedback_unauthenticated');

/**
 * What is kept of the photos: name, size and type. The contract types a file field as a string
 * (its name, for validation), but the form keeps the uploaded File itself.
 */
function photoMeta(photos: unknown): { name: string; size: number; type: string }[] {
  const list = (Array.isArray(photos) ? photos : photos ? [photos] : []) as unknown[];
  return list.map((p) => {
    const f = p as File;
    if (typeof f === 'object' && f && 'size' in f) {
      if (f.size > MAX_PHOTO_BYTES) throw new ApiError(413, 'Фото завелике: до 5 МБ', { errorType: 'payload_too_large' });
      return { name: f.name, size: f.size, type: f.type };
    }
    return { name: String(p), size: String(p).length, type: 'text/plain' };
  });
}

/** The feedback tag: feedback on delivered orders and on purchases in stores. */
export const feedbackRoutes = {
  'GET /api/feedback/get-auth': async (ctx) => ({ body: await serviceToken(ctx, 'feedback') }),

  'POST /api/feedback/can-write-by-order': async (ctx) => {
    const s = await feedbackSession(ctx, ctx.body.token);
    const c = await ownCustomer(ctx.repos, s, ctx.body.shopifyId, ctx.body.shop);
    const asked = new Set<number>(ctx.body.orders);
    const open = (await ctx.repos.feedback.openOrders(s.personId, c.id, ctx.body.shop)).filter((id) => asked.size === 0 || asked.has(id));
    return { body: { canFeedback: open.length > 0, orders: open } };
  },

  'POST /api/feedback/send': async (ctx) => {
    const s = await feedbackSession(ctx, ctx.query.token);
    const shop = ctx.query.shop;
    const orderId = Number(ctx.body.order_id);
    const order = await ctx.repos.feedback.order(orderId);
    if (!order || order.person_id !== s.personId || order.shop !== shop) throw E.forbidden('Відгук можна залишити лише на власне замовлення');
    if (order.fulfillment_status !== 'fulfilled') throw E.forbidden('Відгук можна залишити після отримання замовлення');
    const meta = photoMeta(ctx.body.photos);
    if (await ctx.repos.feedback.sentOnline(s.personId, shop, String(orderId))) throw sentAlready();
    const feedback = { rating: Number(ctx.body.rating), text: ctx.body.text, photos: JSON.stringify(meta) };
    const id = await unlessTaken(() => ctx.repos.feedback.insertOnline(s.personId, shop, String(orderId), feedback, ctx.clock.now()), sentAlready);
    return { body: { success: true, id } };
  },

  'POST /api/feedback/send-offline': async (ctx) => {
    const s = await feedbackSession(ctx, ctx.body.token);
    await ownCustomer(ctx.repos, s, ctx.body.shopifyId, ctx.body.shop);
    if (!(await ctx.repos.feedback.offlineOrderExists(ctx.body.order_id, s.personId, ctx.body.shop))) throw E.notFound('Покупку не знайдено');
    if (await ctx.repos.feedback.sentOffline(s.personId, ctx.body.shop, ctx.body.order_id)) throw offlineSentAlready();
    const id = await unlessTaken(() => ctx.repos.feedback.insertOffline(s.personId, ctx.body.shop, ctx.body.order_id, ctx.body, ctx.clock.now()), offlineSentAlready);
    return { body: { success: true, id } };
  },

  'POST /api/feedback/get-offline-orders': async (ctx) => {
    const s = await feedbackSession(ctx, ctx.body.token);
    await ownCustomer(ctx.repos, s, ctx.body.shopifyId, ctx.body.shop);
    const rows = await ctx.repos.feedback.offlineOrders(s.personId, ctx.body.shop);
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

  'POST /api/feedback/import-orders-in-background': async (ctx) => {
    const s = await feedbackSession(ctx, ctx.body.token);
    await ownCustomer(ctx.repos, s, ctx.body.shopifyId, ctx.body.shop);
    const now = ctx.clock.now();
    // Once a day per person: checked and recorded under the person's lock.
    const started = await ctx.repos.transaction(async () => {
      if (await ctx.repos.feedback.importedSince(s.personId, ctx.body.shop, now - IMPORT_INTERVAL_MS)) return false;
      await ctx.repos.feedback.recordImport(s.personId, ctx.body.shop, now);
      return true;
    }, personLock(s.personId));
    return { body: { started } };
  },
} satisfies RouteGroup;

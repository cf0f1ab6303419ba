import type { Handler, OpContext } from '../lib/context.ts';
import { E } from '../lib/errors.ts';
import { iso } from '../lib/json.ts';
import { addMonths, kyivDate } from '../lib/time.ts';
import { isBrandSerial } from '../lib/device-serial.ts';
import { TOKEN_TTL } from '../services/auth.ts';
import { xpBalance, xpPending } from '../services/xp.ts';
import { ssoLink } from './auth.ts';
import { mustSession, serviceSession, success } from './helpers.ts';

export const APP_VERSION = process.env['API_APP_VERSION'] ?? '1.0.0';

interface DeviceRow {
  id: number;
  shop: 'glo' | 'ogo';
  serial: string;
  model: string;
  name: string | null;
  purchased_at: string | null;
  created_at: number;
}

function deviceJson(ctx: OpContext, d: DeviceRow) {
  const model = ctx.db.prepare('SELECT warranty_months FROM device_models WHERE lower(name) = lower(?)').get(d.model) as { warranty_months: number } | undefined;
  const from = d.purchased_at ?? kyivDate(d.created_at);
  return {
    id: String(d.id),
    serial: d.serial,
    model: d.model,
    name: d.name,
    product: d.shop,
    registered_at: iso(d.created_at),
    warranty_until: addMonths(from, model?.warranty_months ?? 12),
  };
}

const analytics = (ctx: OpContext, token: unknown) => serviceSession(ctx, 'bat', token, 'analytics_unauthenticated');

function store(ctx: OpContext, kind: string, personId: number | null, name: string | null, payload: unknown): void {
  ctx.db
    .prepare('INSERT INTO analytics_events (kind, person_id, name, payload, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(kind, personId, name, JSON.stringify(payload), ctx.clock.now());
}

export const commonHandlers: Record<string, Handler> = {
  'POST /api/get-version': () => ({ body: { version: APP_VERSION } }),

  'POST /api/mlogin': (ctx) => ({ body: ssoLink(ctx, mustSession(ctx).personId, ctx.body.product, '/') }),

  'GET /api/get-devices': (ctx) => {
    const s = mustSession(ctx);
    const rows = ctx.db.prepare('SELECT * FROM customer_devices WHERE person_id = ? ORDER BY created_at DESC, id DESC').all(s.personId) as DeviceRow[];
    return { body: { devices: rows.map((d) => deviceJson(ctx, d)) } };
  },

  'POST /api/x/devices': (ctx) => {
    const s = mustSession(ctx);
    if (!isBrandSerial(ctx.body.serial, ctx.body.product)) {
      const brand = ctx.body.product === 'ogo' ? "o'go" : 'glo';
      throw E.badRequest(`Це не серійний номер пристрою ${brand}. Перевір його на коробці або під кришкою`, 'serial_invalid');
    }
    if (ctx.db.prepare('SELECT 1 FROM customer_devices WHERE serial = ?').get(ctx.body.serial)) {
      throw E.conflict('Пристрій з таким серійним номером уже зареєстровано', 'device_registered');
    }
    const res = ctx.db
      .prepare('INSERT INTO customer_devices (person_id, shop, serial, model, name, purchased_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(s.personId, ctx.body.product, ctx.body.serial, ctx.body.model, ctx.body.name ?? null, ctx.body.purchased_at ?? null, ctx.clock.now());
    const row = ctx.db.prepare('SELECT * FROM customer_devices WHERE id = ?').get(res.lastInsertRowid) as DeviceRow;
    return { body: { device: deviceJson(ctx, row) } };
  },

  'GET /api/get-bonus-history': (ctx) => {
    const s = mustSession(ctx);
    const shop = ctx.query.shop as 'glo' | 'ogo';
    const rows = ctx.db
      .prepare('SELECT id, amount, kind, description, order_id, created_at FROM bonus_transactions WHERE person_id = ? AND shop = ? ORDER BY created_at DESC, id DESC')
      .all(s.personId, shop) as { id: number; amount: number; kind: string; description: string; order_id: number | null; created_at: number }[];
    const earned = rows.filter((r) => r.amount > 0).reduce((sum, r) => sum + r.amount, 0);
    const spent = rows.filter((r) => r.amount < 0).reduce((sum, r) => sum - r.amount, 0);
    return {
      body: {
        transactions: rows.map((r) => ({ id: String(r.id), date: iso(r.created_at), amount: r.amount, type: r.kind, description: r.description, order_id: r.order_id })),
        summary: { earned, spent, balance: xpBalance(ctx.db, s.personId, shop), pending: xpPending(ctx.db, s.personId, shop) },
      },
    };
  },

  'GET /api/get-balance': (ctx) => {
    const s = mustSession(ctx);
    return { body: { balance: xpBalance(ctx.db, s.personId, s.shop) } };
  },

  'GET /api/analytics/get-bat-token': (ctx) => {
    const s = mustSession(ctx);
    const { token } = ctx.services.auth.issueToken(s.personId, s.shop, 'bat');
    return { body: { token, expires_in: TOKEN_TTL.bat / 1000 } };
  },

  'POST /api/analytics/send-bat-event': (ctx) => {
    const s = analytics(ctx, ctx.body.token);
    const events = ctx.body.events as { name: string }[];
    const ins = ctx.db.transaction(() => events.forEach((e) => store(ctx, 'bat', s.personId, e.name, e)));
    ins();
    return { body: { accepted: events.length } };
  },

  'POST /api/analytics/auth-bat': (ctx) => {
    const s = analytics(ctx, ctx.body.token);
    store(ctx, 'auth-bat', s.personId, null, { shopifyId: ctx.body.shopifyId, product: ctx.body.product });
    return { body: success };
  },

  'POST /api/analytics/esputnik-add-contact': (ctx) => {
    const s = mustSession(ctx);
    store(ctx, 'esputnik-contact', s.personId, null, ctx.body);
    return { body: { success: true, contact_id: `esp-${ctx.body.product}-${s.personId}` } };
  },

  'POST /api/analytics/esputnik-send-id': (ctx) => {
    const s = mustSession(ctx);
    store(ctx, 'esputnik-id', s.personId, null, ctx.body);
    return { body: success };
  },

  'POST /api/analytics/pwa-add-order-info': (ctx) => {
    const s = mustSession(ctx);
    store(ctx, 'pwa-order', s.personId, String(ctx.body.order_number), ctx.body);
    return { body: success };
  },
};

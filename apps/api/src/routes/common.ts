import type { Schemas } from '../contract/types.ts';
import { E } from '../lib/errors.ts';
import { iso } from '../lib/json.ts';
import { addMonths, kyivDate } from '../lib/time.ts';
import { isBrandSerial } from '../lib/device-serial.ts';
import type { DeviceRow } from '../repositories/devices.ts';
import type { OpContext, RouteGroup } from './context.ts';
import { mustSession, ssoLink, success, unlessTaken } from './helpers.ts';

const APP_VERSION = process.env['API_APP_VERSION'] ?? '1.0.0';

async function deviceJson(ctx: OpContext, d: DeviceRow): Promise<Schemas['Device']> {
  const from = d.purchased_at ?? kyivDate(d.created_at);
  return {
    id: String(d.id),
    serial: d.serial,
    model: d.model,
    name: d.name,
    product: d.shop,
    registered_at: iso(d.created_at),
    warranty_until: addMonths(from, (await ctx.repos.devices.warrantyMonths(d.model)) ?? 12),
  };
}

/** The common tag: app version, full-site link, XP balance and history, registered devices. */
export const commonRoutes = {
  'POST /api/get-version': () => ({ body: { version: APP_VERSION } }),

  // For the load balancer: 503 takes the instance out of the pool (database down, or shutting down).
  'GET /api/x/health': async (ctx) => {
    const storage = ctx.config.storage.databaseUrl ? 'postgres' : 'sqlite';
    if (ctx.services.lifecycle.draining) throw E.unavailable('draining', 'Сервер зупиняється');
    if (!(await ctx.repos.ping())) throw E.unavailable('unavailable', 'База даних не відповідає');
    return { body: { status: 'ok', database: 'ok', storage }, headers: { 'Cache-Control': 'no-store' } };
  },

  'POST /api/mlogin': async (ctx) => ({ body: await ssoLink(ctx, mustSession(ctx).personId, ctx.body.product, '/') }),

  'GET /api/get-devices': async (ctx) => {
    const s = mustSession(ctx);
    // Each brand shop keeps its own customer record (spec §3), and a device belongs to the record
    // it was registered with: a brand lists its own devices (docs/contract.md, "Devices").
    const own = await ctx.repos.devices.ofPerson(s.personId, s.shop);
    return { body: { devices: await Promise.all(own.map((d) => deviceJson(ctx, d))) } };
  },

  'POST /api/x/devices': async (ctx) => {
    const s = mustSession(ctx);
    const b = ctx.body;
    // A device is registered with the record of the token's brand; a body naming the other brand
    // is forged (the app sends its own), and is refused with nothing stored.
    if (b.product !== s.shop) throw E.forbidden('Пристрій можна зареєструвати лише в застосунку, де ти увійшов');
    if (!isBrandSerial(b.serial, s.shop)) {
      const brand = s.shop === 'ogo' ? "o'go" : 'glo';
      throw E.badRequest(`Це не серійний номер пристрою ${brand}. Перевір його на коробці або під кришкою`, 'serial_invalid');
    }
    const registered = () => E.conflict('Пристрій з таким серійним номером уже зареєстровано', 'device_registered');
    if (await ctx.repos.devices.serialRegistered(b.serial)) throw registered();
    const device = { shop: s.shop, serial: b.serial, model: b.model, name: b.name ?? null, purchased_at: b.purchased_at ?? null };
    const row = await unlessTaken(() => ctx.repos.devices.insert(s.personId, device, ctx.clock.now()), registered);
    return { body: { device: await deviceJson(ctx, row) } };
  },

  /** Removing a registered device (/my-devices): only the signed-in customer's own, of the token's brand. */
  'POST /api/x/devices/remove': async (ctx) => {
    const s = mustSession(ctx);
    // Someone else's device, or one registered in the other brand, answers exactly like a missing one.
    if (!await ctx.repos.devices.remove(Number(ctx.body.id), s.personId, s.shop)) throw E.notFound('Пристрій не знайдено', 'device_not_found');
    return { body: success };
  },

  'GET /api/get-bonus-history': async (ctx) => {
    const s = mustSession(ctx);
    const shop = ctx.query.shop;
    const rows = await ctx.repos.xp.history(s.personId, shop);
    const earned = rows.filter((r) => r.amount > 0).reduce((sum, r) => sum + r.amount, 0);
    const spent = rows.filter((r) => r.amount < 0).reduce((sum, r) => sum - r.amount, 0);
    return {
      body: {
        transactions: rows.map((r) => ({
          id: String(r.id),
          date: iso(r.created_at),
          amount: r.amount,
          type: r.kind as Schemas['BonusTransaction']['type'],
          description: r.description,
          order_id: r.order_id,
        })),
        summary: { earned, spent, balance: await ctx.repos.xp.balance(s.personId, shop), pending: await ctx.repos.xp.pending(s.personId, shop) },
      },
    };
  },

  'GET /api/get-balance': async (ctx) => {
    const s = mustSession(ctx);
    return { body: { balance: await ctx.repos.xp.balance(s.personId, s.shop) } };
  },
} satisfies RouteGroup;

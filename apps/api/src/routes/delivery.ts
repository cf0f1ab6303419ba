import type { Handler, OpContext } from '../lib/context.ts';
import { E } from '../lib/errors.ts';
import { randomCode } from '../lib/crypto.ts';
import { TOKEN_TTL } from '../services/auth.ts';
import { mustSession, serviceSession } from './helpers.ts';

interface CityRow {
  city_id: string;
  name: string;
  province: string;
  area: string;
  region: string;
  delivery_city_id: string;
  popular_rank: number | null;
  ipost_available: number;
}

const cityJson = (c: CityRow) => ({
  city_id: c.city_id,
  label: c.name,
  province: c.province,
  delivery_city_id: c.delivery_city_id,
  popular: c.popular_rank !== null,
  meta: { MainDescription: c.name, Area: c.area, Region: c.region, DeliveryCity: c.delivery_city_id },
});

const lower = (s: string) => s.toLocaleLowerCase('uk-UA');
const carrier = (ctx: OpContext, token: unknown) => serviceSession(ctx, 'ipost', token, 'carrier_unauthenticated');

export const deliveryHandlers: Record<string, Handler> = {
  'POST /api/ipost/auth': (ctx) => {
    const s = mustSession(ctx);
    const { token } = ctx.services.auth.issueToken(s.personId, s.shop, 'ipost');
    return { body: { token, expires_in: TOKEN_TTL.ipost / 1000 } };
  },

  'POST /api/ipost/city-available': (ctx) => {
    carrier(ctx, ctx.body.token);
    const c = ctx.db.prepare('SELECT ipost_available FROM cities WHERE city_id = ?').get(ctx.body.city) as { ipost_available: number } | undefined;
    return { body: { available: Boolean(c?.ipost_available) } };
  },

  'POST /api/ipost/send-address': (ctx) => {
    const s = carrier(ctx, ctx.body.token);
    const b = ctx.body as { city: string; street: string; flat: string; delivery_date: string; delivery_time_from: string; delivery_time_to: string; comment: string; order_id: number };
    const order = ctx.services.orders.own(s, b.order_id);
    const c = ctx.db.prepare('SELECT ipost_available FROM cities WHERE city_id = ?').get(b.city) as { ipost_available: number } | undefined;
    if (!c?.ipost_available) throw E.unprocessable('IPOST не доставляє в це місто', 'ipost_unavailable');
    if (b.delivery_time_from >= b.delivery_time_to) throw E.unprocessable('Час «до» має бути пізніше за час «з»', 'invalid_time_slot');
    const shipment = `IP-${randomCode(10)}`;
    ctx.db
      .prepare(
        `INSERT INTO ipost_addresses (shipment_id, order_id, city_id, street, flat, delivery_date, delivery_time_from, delivery_time_to, comment, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(shipment, order.id, b.city, b.street, b.flat, b.delivery_date, b.delivery_time_from, b.delivery_time_to, b.comment, ctx.clock.now());
    return { body: { success: true, id: shipment } };
  },

  'GET /api/x/delivery/cities': (ctx) => {
    const limit = Number(ctx.query.limit ?? 20);
    const q = typeof ctx.query.q === 'string' ? lower(ctx.query.q.trim()) : '';
    const all = ctx.db.prepare('SELECT * FROM cities').all() as CityRow[];
    const rank = (c: CityRow) => c.popular_rank ?? 1000;
    const hits = (q ? all.filter((c) => lower(c.name).startsWith(q)) : all.filter((c) => c.popular_rank !== null)).sort(
      (a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'uk'),
    );
    return { body: { cities: hits.slice(0, limit).map(cityJson) } };
  },

  'GET /api/x/delivery/cities/{cityId}/branches': (ctx) => {
    const city = ctx.db.prepare('SELECT city_id FROM cities WHERE city_id = ?').get(ctx.params.cityId);
    if (!city) throw E.notFound('Місто не знайдено');
    const limit = Number(ctx.query.limit ?? 20);
    const q = typeof ctx.query.q === 'string' ? lower(ctx.query.q.trim()) : '';
    const rows = ctx.db.prepare('SELECT * FROM branches WHERE city_id = ? ORDER BY number').all(ctx.params.cityId) as {
      id: string; city_id: string; number: number; kind: string; address: string;
    }[];
    const hits = q ? rows.filter((b) => String(b.number) === q || lower(b.address).includes(q)) : rows;
    return {
      body: {
        branches: hits.slice(0, limit).map((b) => ({ id: b.id, city_id: b.city_id, label: `${b.kind} №${b.number}`, address: b.address, meta: { number: String(b.number) } })),
      },
    };
  },
};

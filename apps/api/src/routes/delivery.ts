import type { Schemas } from '../contract/types.ts';
import { E } from '../lib/errors.ts';
import { randomCode } from '../lib/crypto.ts';
import type { CityRow } from '../repositories/delivery.ts';
import type { OpContext, RouteGroup } from './context.ts';
import { serviceSession, serviceToken } from './helpers.ts';

const cityJson = (c: CityRow): Schemas['City'] => ({
  city_id: c.city_id,
  label: c.name,
  province: c.province,
  delivery_city_id: c.delivery_city_id,
  popular: c.popular_rank !== null,
  meta: { MainDescription: c.name, Area: c.area, Region: c.region, DeliveryCity: c.delivery_city_id },
});

const lower = (s: string) => s.toLocaleLowerCase('uk-UA');
const carrier = async (ctx: OpContext, token: unknown) => await serviceSession(ctx, 'ipost', token, 'carrier_unauthenticated');

/** The delivery tag: the IPOST courier service, and the cities and branches of the carriers. */
export const deliveryRoutes = {
  'POST /api/ipost/auth': async (ctx) => ({ body: await serviceToken(ctx, 'ipost') }),

  'POST /api/ipost/city-available': async (ctx) => {
    await carrier(ctx, ctx.body.token);
    return { body: { available: await ctx.repos.delivery.ipostServes(ctx.body.city) } };
  },

  'POST /api/ipost/send-address': async (ctx) => {
    const s = await carrier(ctx, ctx.body.token);
    const b = ctx.body;
    const order = await ctx.services.orders.own(s, b.order_id);
    if (!await ctx.repos.delivery.ipostServes(b.city)) throw E.unprocessable('IPOST не доставляє в це місто', 'ipost_unavailable');
    if (b.delivery_time_from >= b.delivery_time_to) throw E.unprocessable('Час «до» має бути пізніше за час «з»', 'invalid_time_slot');
    const shipment = `IP-${randomCode(10)}`;
    await ctx.repos.delivery.insertIpostAddress(shipment, order.id, b, ctx.clock.now());
    return { body: { success: true, id: shipment } };
  },

  'GET /api/x/delivery/cities': async (ctx) => {
    const limit = Number(ctx.query.limit ?? 20);
    const q = typeof ctx.query.q === 'string' ? lower(ctx.query.q.trim()) : '';
    const all = await ctx.repos.delivery.cities();
    const rank = (c: CityRow) => c.popular_rank ?? 1000;
    const hits = (q ? all.filter((c) => lower(c.name).startsWith(q)) : all.filter((c) => c.popular_rank !== null)).sort(
      (a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'uk'),
    );
    return { body: { cities: hits.slice(0, limit).map(cityJson) } };
  },

  'GET /api/x/delivery/cities/{cityId}/branches': async (ctx) => {
    if (!await ctx.repos.delivery.cityExists(ctx.params.cityId)) throw E.notFound('Місто не знайдено');
    const limit = Number(ctx.query.limit ?? 20);
    const q = typeof ctx.query.q === 'string' ? lower(ctx.query.q.trim()) : '';
    const rows = await ctx.repos.delivery.branchesOf(ctx.params.cityId);
    const hits = q ? rows.filter((b) => String(b.number) === q || lower(b.address).includes(q)) : rows;
    return {
      body: {
        branches: hits.slice(0, limit).map((b) => ({ id: b.id, city_id: b.city_id, label: `${b.kind} №${b.number}`, address: b.address, meta: { number: String(b.number) } })),
      },
    };
  },
} satisfies RouteGroup;

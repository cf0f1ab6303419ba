import type { Schemas } from '../contract/types.ts';
import type { Session, Shop } from '../lib/session.ts';
import { E } from '../lib/errors.ts';
import { iso } from '../lib/json.ts';
import type { ExchangeProductRow } from '../repositories/exchange.ts';
import { idempotent } from '../services/idempotency.ts';
import type { OpContext, RouteGroup } from './context.ts';
import { idempotencyKey, mustSession } from './helpers.ts';

const exchangeJson = (ctx: OpContext, r: ExchangeProductRow): Schemas['ExchangeProduct'] => ({
  id: r.id,
  title: r.title,
  description_html: r.description,
  image: `${ctx.config.publicUrl}/static/exchange/${r.id}.svg`,
  price_xp: r.xp_price,
  active: Boolean(r.active),
  stock: r.stock,
  product: r.shop,
});

async function exchangeProduct(ctx: OpContext, id: number, shop: Shop): Promise<ExchangeProductRow> {
  const r = await ctx.repos.exchange.product(id, shop);
  if (!r) throw E.notFound('Товар не знайдено');
  return r;
}

/** Takes the stock and the XP for `qty` of the product. */
async function exchange(ctx: OpContext, s: Session, shop: Shop, p: ExchangeProductRow, qty: number): Promise<Schemas['ExchangeResult']> {
  if (!p.active) throw E.conflict('Цей товар зараз недоступний для обміну', 'product_inactive');
  if (p.stock < qty) throw E.conflict('Товар закінчився', 'out_of_stock');
  const cost = p.xp_price * qty;
  if ((await ctx.repos.xp.balance(s.personId, shop)) < cost) throw E.unprocessable('Недостатньо XP для обміну', 'insufficient_xp');
  const now = ctx.clock.now();
  if (!(await ctx.repos.exchange.takeStock(p.id, qty))) throw E.conflict('Товар закінчився', 'out_of_stock');
  const id = await ctx.repos.exchange.insert(s.personId, shop, p.id, qty, cost, now);
  await ctx.repos.xp.add(s.personId, shop, -cost, 'exchange', `Обмін: ${p.title}${qty > 1 ? ` × ${qty}` : ''}`, now);
  return {
    exchange: { id, product_id: p.id, quantity: qty, price_xp: cost, created_at: iso(now) },
    balance: await ctx.repos.xp.balance(s.personId, shop),
  };
}

/** The exchange tag: products bought with XP. */
export const exchangeRoutes = {
  'GET /api/x/exchange/products': async (ctx) => {
    mustSession(ctx);
    const status = ctx.query.status;
    const rows = await ctx.repos.exchange.products(ctx.query.product, status ? status === 'active' : undefined);
    return { body: { products: rows.map((r) => exchangeJson(ctx, r)) } };
  },

  'GET /api/x/exchange/products/{productId}': async (ctx) => {
    mustSession(ctx);
    return { body: { product: exchangeJson(ctx, await exchangeProduct(ctx, Number(ctx.params.productId), ctx.query.product)) } };
  },

  'POST /api/x/exchange/products/{productId}/exchange': async (ctx) => {
    const s = mustSession(ctx);
    const shop = ctx.body.product;
    const id = Number(ctx.params.productId);
    const call = { scope: 'exchange', personId: s.personId, key: idempotencyKey(ctx), body: { id, ...ctx.body } };
    const { result } = await idempotent(ctx.repos, ctx.clock, call, async () => await exchange(ctx, s, shop, await exchangeProduct(ctx, id, shop), ctx.body.quantity));
    return { body: result };
  },
} satisfies RouteGroup;

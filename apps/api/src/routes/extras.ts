import type { Handler, HandlerResult, OpContext, Shop } from '../lib/context.ts';
import { E } from '../lib/errors.ts';
import { iso, parseJson } from '../lib/json.ts';
import { addXp, xpBalance } from '../services/xp.ts';
import { paymentPage } from '../pages/payment-page.ts';
import { idempotent } from './scan.ts';
import { mustSession, signIn } from './helpers.ts';

interface ExchangeRow {
  id: number;
  shop: Shop;
  title: string;
  description: string;
  xp_price: number;
  active: number;
  stock: number;
}

const exchangeJson = (ctx: OpContext, r: ExchangeRow) => ({
  id: r.id,
  title: r.title,
  description_html: r.description,
  image: `${ctx.config.publicUrl}/static/exchange/${r.id}.svg`,
  price_xp: r.xp_price,
  active: Boolean(r.active),
  stock: r.stock,
  product: r.shop,
});

function exchangeProduct(ctx: OpContext, id: number, shop: Shop): ExchangeRow {
  const r = ctx.db.prepare('SELECT * FROM exchange_products WHERE id = ? AND shop = ?').get(id, shop) as ExchangeRow | undefined;
  if (!r) throw E.notFound('Товар не знайдено');
  return r;
}

interface MarathonRow {
  id: string;
  shop: Shop;
  title: string;
  description_html: string;
  starts_at: number;
  ends_at: number;
  pass_ratio: number;
  xp_per_correct: number;
}

function currentMarathon(ctx: OpContext, shop: Shop): MarathonRow {
  const now = ctx.clock.now();
  const m = (ctx.db.prepare('SELECT * FROM marathons WHERE shop = ? AND ends_at > ? ORDER BY starts_at LIMIT 1').get(shop, now) ??
    ctx.db.prepare('SELECT * FROM marathons WHERE shop = ? ORDER BY ends_at DESC LIMIT 1').get(shop)) as MarathonRow | undefined;
  if (!m) throw E.notFound('Марафон не знайдено');
  return m;
}

const resultJson = (r: { correct: number; total: number; passed: number; xp_awarded: number }) => ({
  correct: r.correct,
  total: r.total,
  passed: Boolean(r.passed),
  xp_awarded: r.xp_awarded,
});


export const extraHandlers: Record<string, Handler> = {
  'GET /api/dev/sms-inbox': (ctx) => {
    if (ctx.config.mode !== 'development') throw E.notFound(`Page not found: ${ctx.c.req.path}`);
    const hit = ctx.services.auth.devInboxLatest(ctx.query.phone);
    if (!hit) throw E.notFound('Кодів для цього номера не надсилали');
    return { body: { code: hit.code } };
  },

  'GET /api/x/pay/{paymentId}': (ctx) => {
    const { order } = ctx.services.orders.payment(ctx.params.paymentId as string);
    return { raw: paymentPage(order, ctx.params.paymentId as string), type: 'text/html; charset=utf-8', headers: { 'Cache-Control': 'no-store' } };
  },

  'POST /api/x/pay/{paymentId}': (ctx): HandlerResult => {
    const { order, location } = ctx.services.orders.finishPayment(ctx.params.paymentId as string, ctx.body.action);
    // Scripts and tests ask for JSON; a browser form post is sent back to the app.
    if ((ctx.headers['accept'] ?? '').includes('application/json')) {
      return { body: { order_id: order.id, payment_state: ctx.body.action === 'pay' ? 'paid' : 'declined', return_url: location }, headers: { 'Cache-Control': 'no-store' } };
    }
    return { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } };
  },

  'GET /api/x/exchange/products': (ctx) => {
    mustSession(ctx);
    const status = ctx.query.status as 'active' | 'inactive' | undefined;
    const rows = ctx.db
      .prepare(`SELECT * FROM exchange_products WHERE shop = ? ${status ? 'AND active = ?' : ''} ORDER BY active DESC, xp_price`)
      .all(...(status ? [ctx.query.product, status === 'active' ? 1 : 0] : [ctx.query.product])) as ExchangeRow[];
    return { body: { products: rows.map((r) => exchangeJson(ctx, r)) } };
  },

  'GET /api/x/exchange/products/{productId}': (ctx) => {
    mustSession(ctx);
    return { body: { product: exchangeJson(ctx, exchangeProduct(ctx, Number(ctx.params.productId), ctx.query.product)) } };
  },

  'POST /api/x/exchange/products/{productId}/exchange': (ctx) => {
    const s = mustSession(ctx);
    const shop = ctx.body.product as Shop;
    const id = Number(ctx.params.productId);
    const key = ctx.headers['idempotency-key'] as string;
    const { result } = idempotent(ctx, 'exchange', s.personId, key, { id, ...ctx.body }, () => {
      const p = exchangeProduct(ctx, id, shop);
      const qty = ctx.body.quantity as number;
      if (!p.active) throw E.conflict('Цей товар зараз недоступний для обміну', 'product_inactive');
      if (p.stock < qty) throw E.conflict('Товар закінчився', 'out_of_stock');
      const cost = p.xp_price * qty;
      if (xpBalance(ctx.db, s.personId, shop) < cost) throw E.unprocessable('Недостатньо XP для обміну', 'insufficient_xp');
      const now = ctx.clock.now();
      ctx.db.prepare('UPDATE exchange_products SET stock = stock - ? WHERE id = ?').run(qty, p.id);
      const ex = ctx.db
        .prepare('INSERT INTO exchanges (person_id, shop, product_id, quantity, price_xp, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(s.personId, shop, p.id, qty, cost, now);
      addXp(ctx.db, s.personId, shop, -cost, 'exchange', `Обмін: ${p.title}${qty > 1 ? ` × ${qty}` : ''}`, now);
      return {
        exchange: { id: String(ex.lastInsertRowid), product_id: p.id, quantity: qty, price_xp: cost, created_at: iso(now) },
        balance: xpBalance(ctx.db, s.personId, shop),
      };
    });
    return { body: result };
  },

  'GET /api/x/subscription': (ctx) => {
    const s = mustSession(ctx);
    const row = ctx.db
      .prepare(
        `SELECT s.status, s.started_at, s.next_delivery_at, p.id AS plan_id, p.title, p.price, p.period_days
         FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id WHERE s.person_id = ? AND s.shop = ?`,
      )
      .get(s.personId, ctx.query.product) as
      | { status: string; started_at: number; next_delivery_at: string | null; plan_id: string; title: string; price: number; period_days: number }
      | undefined;
    if (!row) return { body: { subscription: { status: 'none', plan: null, started_at: null, next_delivery_at: null } } };
    return {
      body: {
        subscription: {
          status: row.status,
          plan: { id: row.plan_id, title: row.title, price: row.price, period_days: row.period_days },
          started_at: iso(row.started_at),
          next_delivery_at: row.status === 'active' ? row.next_delivery_at : null,
        },
      },
    };
  },

  'GET /api/x/subscription/history': (ctx) => {
    const s = mustSession(ctx);
    const rows = ctx.db
      .prepare('SELECT * FROM subscription_events WHERE person_id = ? AND shop = ? ORDER BY created_at DESC, id DESC')
      .all(s.personId, ctx.query.product) as { id: number; type: string; description: string; order_id: number | null; amount: number | null; created_at: number }[];
    return {
      body: {
        entries: rows.map((r) => ({ id: String(r.id), date: iso(r.created_at), type: r.type, description: r.description, order_id: r.order_id, amount: r.amount })),
      },
    };
  },

  'GET /api/x/marathon/quiz': (ctx) => {
    const s = mustSession(ctx);
    const m = currentMarathon(ctx, ctx.query.product);
    const now = ctx.clock.now();
    const result = ctx.db.prepare('SELECT * FROM quiz_results WHERE person_id = ? AND marathon_id = ?').get(s.personId, m.id) as
      | { correct: number; total: number; passed: number; xp_awarded: number }
      | undefined;
    const questions = ctx.db.prepare('SELECT * FROM quiz_questions WHERE marathon_id = ? ORDER BY position').all(m.id) as {
      id: string; text: string; multiple: number; options: string;
    }[];
    return {
      body: {
        marathon: {
          id: m.id,
          title: m.title,
          description_html: m.description_html,
          starts_at: iso(m.starts_at),
          ends_at: iso(m.ends_at),
          status: now < m.starts_at ? 'upcoming' : now >= m.ends_at ? 'finished' : 'active',
          completed: Boolean(result),
          result: result ? resultJson(result) : null,
        },
        questions: questions.map((q) => ({ id: q.id, text: q.text, image: null, multiple: Boolean(q.multiple), options: parseJson(q.options, []) })),
      },
    };
  },

  'POST /api/x/marathon/quiz/answers': (ctx) => {
    const s = mustSession(ctx);
    const shop = ctx.body.product as Shop;
    const m = ctx.db.prepare('SELECT * FROM marathons WHERE id = ? AND shop = ?').get(ctx.body.marathon_id, shop) as MarathonRow | undefined;
    if (!m) throw E.notFound('Марафон не знайдено');
    const now = ctx.clock.now();
    if (now < m.starts_at || now >= m.ends_at) throw E.conflict('Марафон зараз не триває', 'marathon_closed');
    return ctx.db.transaction(() => {
      if (ctx.db.prepare('SELECT 1 FROM quiz_results WHERE person_id = ? AND marathon_id = ?').get(s.personId, m.id)) {
        throw E.conflict('Ти вже пройшов цей марафон', 'quiz_completed');
      }
      const questions = ctx.db.prepare('SELECT id, correct FROM quiz_questions WHERE marathon_id = ?').all(m.id) as { id: string; correct: string }[];
      const answers = new Map((ctx.body.answers as { question_id: string; option_ids: string[] }[]).map((a) => [a.question_id, a.option_ids]));
      const correct = questions.filter((q) => {
        const want = new Set(JSON.parse(q.correct) as string[]);
        const got = answers.get(q.id) ?? [];
        return got.length === want.size && got.every((o) => want.has(o));
      }).length;
      const total = Math.max(1, questions.length);
      const passed = correct / total >= m.pass_ratio;
      const xp = correct * m.xp_per_correct;
      ctx.db
        .prepare('INSERT INTO quiz_results (person_id, marathon_id, correct, total, passed, xp_awarded, answers, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(s.personId, m.id, correct, total, passed ? 1 : 0, xp, JSON.stringify(ctx.body.answers), now);
      if (xp > 0) addXp(ctx.db, s.personId, shop, xp, 'marathon', `${m.title}: правильних відповідей ${correct} з ${total}`, now);
      return { body: { result: { correct, total, passed, xp_awarded: xp } } };
    })();
  },

  'POST /api/x/handoff': (ctx) => {
    const s = mustSession(ctx);
    const { n } = ctx.db.prepare('SELECT COUNT(*) AS n FROM handoffs WHERE person_id = ? AND created_at > ?').get(s.personId, ctx.clock.now() - 60_000) as { n: number };
    if (n >= ctx.config.limits.handoffsPerMinute) throw E.rateLimited('Забагато переходів. Спробуй за хвилину', 60);
    const { code, expiresAt } = ctx.services.auth.createHandoff(s.personId, ctx.body.target);
    return { body: { code, target: ctx.body.target, expires_at: iso(expiresAt) } };
  },

  'POST /api/x/handoff/redeem': (ctx) => {
    const hit = ctx.services.auth.redeemHandoff(ctx.body.code);
    if (!hit || hit.targetShop !== ctx.body.product) throw E.gone('Посилання для переходу застаріло. Увійди ще раз', 'handoff_invalid');
    return { body: signIn(ctx, hit.personId, ctx.body.product) };
  },
};

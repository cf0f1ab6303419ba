import type { Schemas } from '../contract/types.ts';
import type { Session, Shop } from '../lib/session.ts';
import { ApiError, E } from '../lib/errors.ts';
import { iso } from '../lib/json.ts';
import { isValidPackCode, normalizePackCode } from '../lib/pack-code.ts';
import { kyivDayStart, kyivMonthStart } from '../lib/time.ts';
import type { ScanRow } from '../repositories/scans.ts';
import { ownCustomer } from '../services/customers.ts';
import { AbuseCounters, DAY_MS } from '../services/abuse.ts';
import { idempotent, personLock } from '../services/idempotency.ts';
import { creditCode } from '../services/scan-credit.ts';
import type { OpContext, RouteGroup } from './context.ts';
import { idempotencyKey, mustSession, success, unlessTaken } from './helpers.ts';

const SCAN_MONTHLY_GOAL = 30;
const PAGE = 20;
const MULTI_MAX_BASE64 = 7_000_000;

const scanJson = (r: ScanRow): Schemas['ScanEntry'] => ({
  uuid: r.uuid,
  code: r.code,
  status: r.status,
  coins: r.coins,
  source: r.source,
  created_at: iso(r.scanned_at),
  image: null,
});

const monthCount = async (ctx: OpContext, personId: number, shop: Shop) => await ctx.repos.scans.acceptedSince(personId, shop, kyivMonthStart(ctx.clock.now()));

async function rateLimit(ctx: OpContext, s: Session): Promise<void> {
  if ((await ctx.repos.scans.singlesSince(s.personId, ctx.clock.now() - 60_000)) >= ctx.config.limits.scansPerMinute) throw E.rateLimited('Забагато сканувань. Зачекай хвилину', 60);
}

/**
 * A made-up code is refused before anything is credited, and counted: after
 * API_SCAN_MAX_INVALID_PER_DAY of them in 24 hours the customer's scans stop until the window frees.
 * (The count has a transaction of its own: the idempotent one is rolled back by a refusal.)
 */
async function checkPackCode(ctx: OpContext, s: Session, code: string): Promise<void> {
  const abuse = new AbuseCounters(ctx.repos.abuseEvents, ctx.clock);
  const subject = String(s.personId);
  // Counted under the person's lock; the refusal is thrown after the commit, so the count stays.
  const valid = await ctx.repos.transaction(async () => {
    await abuse.enforce('scan-invalid', subject, DAY_MS, ctx.config.limits.invalidScansPerDay, (minutes) => `Забагато невірних кодів. Спробуй через ${minutes} хв`);
    if (isValidPackCode(code, ctx.config.packCodeSecret)) return true;
    await abuse.record('scan-invalid', subject);
    return false;
  }, personLock(s.personId));
  if (!valid) throw E.unprocessable('Код не розпізнано. Перевір його та спробуй ще раз', 'scan_invalid');
}

/** The scan tag: pack codes scanned one by one or found on a photo, and the scan screens' figures. */
export const scanRoutes = {
  'POST /api/scan/get-scan-count': async (ctx) => {
    const s = mustSession(ctx);
    const count = await ctx.repos.scans.acceptedSince(s.personId, s.shop, kyivDayStart(ctx.body.date_start));
    return { body: { count, date_start: ctx.body.date_start } };
  },

  'POST /api/scan/save-manager': async (ctx) => {
    const s = mustSession(ctx);
    await ownCustomer(ctx.repos, s, ctx.body.shopify_id);
    await ctx.repos.scans.saveManager(s.personId, ctx.body, ctx.clock.now());
    return { body: success };
  },

  'POST /api/scan/get-history': async (ctx) => {
    const s = mustSession(ctx);
    const offset = ctx.body.offset;
    const rows = await ctx.repos.scans.page(s.personId, s.shop, PAGE, offset);
    const n = await ctx.repos.scans.count(s.personId, s.shop);
    return { body: { items: rows.map(scanJson), total: n, next_offset: offset + rows.length < n ? offset + rows.length : null } };
  },

  'GET /api/scan/get-message': async (ctx) => {
    const s = mustSession(ctx);
    return { body: { message: await ctx.repos.content.message(s.shop, 'scan') } };
  },

  'GET /api/scan/get-scan-percent': async (ctx) => {
    const s = mustSession(ctx);
    const count = await monthCount(ctx, s.personId, s.shop);
    return { body: { percent: Math.min(100, Math.round((count / SCAN_MONTHLY_GOAL) * 1000) / 10), count, goal: SCAN_MONTHLY_GOAL } };
  },

  'GET /api/scan/get-full-balance': async (ctx) => {
    const s = mustSession(ctx);
    return {
      body: {
        balance: await ctx.repos.xp.balance(s.personId, s.shop),
        pending: await ctx.repos.xp.pending(s.personId, s.shop),
        coins: await ctx.repos.xp.scanCoinsThisMonth(s.personId, s.shop, ctx.clock.now()),
      },
    };
  },

  'POST /api/x/scan/code': async (ctx) => {
    const s = mustSession(ctx);
    const shop = ctx.body.product;
    await checkPackCode(ctx, s, ctx.body.code);
    const call = { scope: 'scan-code', personId: s.personId, key: idempotencyKey(ctx), body: ctx.body };
    const duplicate = () => E.conflict('Цей код уже відскановано', 'scan_duplicate');
    // A code credited at the same moment to someone else: the unique index on accepted codes decides.
    const { result } = await unlessTaken(() => idempotent(ctx.repos, ctx.clock, call, async () => {
      await rateLimit(ctx, s);
      if (await ctx.repos.scans.isAccepted(normalizePackCode(ctx.body.code))) throw duplicate();
      const now = ctx.clock.now();
      const at = Date.parse(ctx.body.scanned_at);
      // Offline scans keep their own time; a clock ahead of ours is clamped to now.
      const row = await creditCode(ctx.repos, now, { personId: s.personId, shop, code: ctx.body.code, source: ctx.body.source, scannedAt: Math.min(at, now), uploadUuid: null });
      return { scan: scanJson(row), credited: row.coins, balance: await ctx.repos.xp.balance(s.personId, shop) };
    }), duplicate);
    return { body: result };
  },

  'POST /api/x/scan/multi': async (ctx) => {
    const s = mustSession(ctx);
    const shop = ctx.body.product;
    const bytes = Buffer.from(ctx.body.image, 'base64');
    if (bytes.length > 5 * 1024 * 1024) throw E.tooLarge('Фото завелике: до 5 МБ');
    if (bytes.length < 8) throw E.badRequest('Фото не вдалося прочитати', 'image_invalid');
    const upload = await ctx.services.multiScan.upload(s, shop, ctx.body.image, ctx.body.mime);
    return {
      body: {
        uuid: upload.uuid,
        status: upload.status,
        codes: upload.codes.map(scanJson),
        scan_count: await monthCount(ctx, s.personId, shop),
        coins: upload.codes.reduce((sum, c) => sum + c.coins, 0),
      },
    };
  },
} satisfies RouteGroup;

/** Before schema validation: an oversized photo is 413, not a 400 for maxLength. */
export function checkMultiScanSize(body: unknown): void {
  const image = (body as { image?: unknown } | null)?.image;
  if (typeof image === 'string' && image.length > MULTI_MAX_BASE64) {
    throw new ApiError(413, 'Фото завелике: до 5 МБ', { errorType: 'payload_too_large' });
  }
}

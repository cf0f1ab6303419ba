import { randomUUID } from 'node:crypto';
import type { Handler, OpContext, Session, Shop } from '../lib/context.ts';
import { ApiError, E } from '../lib/errors.ts';
import { bodyHash, iso } from '../lib/json.ts';
import { sha256 } from '../lib/crypto.ts';
import { isValidPackCode, makePackCode, normalizePackCode } from '../lib/pack-code.ts';
import { kyivDayStart, kyivMonthStart } from '../lib/time.ts';
import { ownCustomer } from '../services/customers.ts';
import { addXp, scanCoinsThisMonth, xpBalance, xpPending } from '../services/xp.ts';
import { mustSession, success } from './helpers.ts';
import { AbuseCounters, DAY_MS } from '../services/abuse.ts';

export const SCAN_XP = 10;
export const SCAN_MONTHLY_GOAL = 30;
const PAGE = 20;
export const MULTI_MAX_BASE64 = 7_000_000;

interface ScanRow {
  uuid: string;
  code: string | null;
  status: string;
  coins: number;
  source: string;
  scanned_at: number;
}

const scanJson = (r: ScanRow) => ({ uuid: r.uuid, code: r.code, status: r.status, coins: r.coins, source: r.source, created_at: iso(r.scanned_at), image: null });

const monthCount = (ctx: OpContext, personId: number, shop: Shop) =>
  (ctx.db
    .prepare("SELECT COUNT(*) AS n FROM scans WHERE person_id = ? AND shop = ? AND status = 'accepted' AND scanned_at >= ?")
    .get(personId, shop, kyivMonthStart(ctx.clock.now())) as { n: number }).n;

function rateLimit(ctx: OpContext, s: Session, source: 'single' | 'multi'): void {
  const since = ctx.clock.now() - 60_000;
  const n = source === 'multi'
    ? (ctx.db.prepare('SELECT COUNT(DISTINCT upload_uuid) AS n FROM scans WHERE person_id = ? AND upload_uuid IS NOT NULL AND created_at > ?').get(s.personId, since) as { n: number }).n
    : (ctx.db.prepare('SELECT COUNT(*) AS n FROM scans WHERE person_id = ? AND upload_uuid IS NULL AND created_at > ?').get(s.personId, since) as { n: number }).n;
  if (n >= (source === 'multi' ? ctx.config.limits.uploadsPerMinute : ctx.config.limits.scansPerMinute)) throw E.rateLimited('Забагато сканувань. Зачекай хвилину', 60);
}

/**
 * A made-up code is refused before anything is credited, and counted: after
 * API_SCAN_MAX_INVALID_PER_DAY of them in 24 hours the customer's scans stop until the window frees.
 * (The count is kept outside the idempotent transaction, which a refusal rolls back.)
 */
function checkPackCode(ctx: OpContext, s: Session, code: string): void {
  const abuse = new AbuseCounters(ctx.db, ctx.clock);
  const subject = String(s.personId);
  abuse.enforce('scan-invalid', subject, DAY_MS, ctx.config.limits.invalidScansPerDay, (minutes) => `Забагато невірних кодів. Спробуй через ${minutes} хв`);
  if (isValidPackCode(code, ctx.config.packCodeSecret)) return;
  abuse.record('scan-invalid', subject);
  throw E.unprocessable('Код не розпізнано. Перевір його та спробуй ще раз', 'scan_invalid');
}

/** Credits one code: accepted (+XP) or duplicate (already credited to anyone). */
function creditCode(ctx: OpContext, s: Session, shop: Shop, code: string, source: string, scannedAt: number, uploadUuid: string | null): ScanRow {
  const now = ctx.clock.now();
  const normalized = normalizePackCode(code);
  const taken = ctx.db.prepare("SELECT 1 FROM scans WHERE code = ? AND status = 'accepted'").get(normalized);
  const row: ScanRow = { uuid: randomUUID(), code: normalized, status: taken ? 'duplicate' : 'accepted', coins: taken ? 0 : SCAN_XP, source, scanned_at: scannedAt };
  ctx.db
    .prepare('INSERT INTO scans (uuid, person_id, shop, code, status, coins, source, upload_uuid, scanned_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(row.uuid, s.personId, shop, normalized, row.status, row.coins, source, uploadUuid, scannedAt, now);
  if (!taken) addXp(ctx.db, s.personId, shop, SCAN_XP, 'scan', `Сканування пачки ${normalized}`, scannedAt);
  return row;
}

/** Replays a stored result for (scope, person, key), or 422 when the key came with another body. */
export function idempotent<T>(ctx: OpContext, scope: string, personId: number, key: string, body: unknown, run: () => T): { result: T; replayed: boolean } {
  const hash = bodyHash(body);
  return ctx.db.transaction(() => {
    const prev = ctx.db.prepare('SELECT request_hash, response FROM idempotency WHERE scope = ? AND person_id = ? AND key = ?').get(scope, personId, key) as
      | { request_hash: string; response: string }
      | undefined;
    if (prev) {
      if (prev.request_hash !== hash) throw E.unprocessable('Цей ключ ідемпотентності вже використано з іншими даними', 'idempotency_key_reused');
      return { result: JSON.parse(prev.response) as T, replayed: true };
    }
    const result = run();
    ctx.db
      .prepare('INSERT INTO idempotency (scope, person_id, key, request_hash, status, response, created_at) VALUES (?, ?, ?, ?, 200, ?, ?)')
      .run(scope, personId, key, hash, JSON.stringify(result), ctx.clock.now());
    return { result, replayed: false };
  }).immediate();
}

export const scanHandlers: Record<string, Handler> = {
  'POST /api/scan/get-scan-count': (ctx) => {
    const s = mustSession(ctx);
    const { n } = ctx.db
      .prepare("SELECT COUNT(*) AS n FROM scans WHERE person_id = ? AND shop = ? AND status = 'accepted' AND scanned_at >= ?")
      .get(s.personId, s.shop, kyivDayStart(ctx.body.date_start)) as { n: number };
    return { body: { count: n, date_start: ctx.body.date_start } };
  },

  'POST /api/scan/save-manager': (ctx) => {
    const s = mustSession(ctx);
    ownCustomer(ctx.db, s, ctx.body.shopify_id);
    ctx.db
      .prepare(
        `INSERT INTO scan_managers (person_id, shopify_id, manager, manager_from, brand, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (person_id) DO UPDATE SET shopify_id = excluded.shopify_id, manager = excluded.manager, manager_from = excluded.manager_from, brand = excluded.brand, updated_at = excluded.updated_at`,
      )
      .run(s.personId, ctx.body.shopify_id, ctx.body.manager, ctx.body.manager_from, ctx.body.brand, ctx.clock.now());
    return { body: success };
  },

  'POST /api/scan/get-history': (ctx) => {
    const s = mustSession(ctx);
    const offset = ctx.body.offset as number;
    const rows = ctx.db
      .prepare('SELECT uuid, code, status, coins, source, scanned_at FROM scans WHERE person_id = ? AND shop = ? ORDER BY scanned_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(s.personId, s.shop, PAGE, offset) as ScanRow[];
    const { n } = ctx.db.prepare('SELECT COUNT(*) AS n FROM scans WHERE person_id = ? AND shop = ?').get(s.personId, s.shop) as { n: number };
    return { body: { items: rows.map(scanJson), total: n, next_offset: offset + rows.length < n ? offset + rows.length : null } };
  },

  'GET /api/scan/get-message': (ctx) => {
    const s = mustSession(ctx);
    const row = ctx.db.prepare("SELECT text FROM messages WHERE shop = ? AND kind = 'scan'").get(s.shop) as { text: string | null } | undefined;
    return { body: { message: row?.text ?? null } };
  },

  'GET /api/scan/get-scan-percent': (ctx) => {
    const s = mustSession(ctx);
    const count = monthCount(ctx, s.personId, s.shop);
    return { body: { percent: Math.min(100, Math.round((count / SCAN_MONTHLY_GOAL) * 1000) / 10), count, goal: SCAN_MONTHLY_GOAL } };
  },

  'GET /api/scan/get-full-balance': (ctx) => {
    const s = mustSession(ctx);
    return {
      body: {
        balance: xpBalance(ctx.db, s.personId, s.shop),
        pending: xpPending(ctx.db, s.personId, s.shop),
        coins: scanCoinsThisMonth(ctx.db, s.personId, s.shop, ctx.clock.now()),
      },
    };
  },

  'POST /api/x/scan/code': (ctx) => {
    const s = mustSession(ctx);
    const shop = ctx.body.product as Shop;
    const key = ctx.headers['idempotency-key'] as string;
    checkPackCode(ctx, s, ctx.body.code);
    const { result } = idempotent(ctx, 'scan-code', s.personId, key, ctx.body, () => {
      rateLimit(ctx, s, 'single');
      if (ctx.db.prepare("SELECT 1 FROM scans WHERE code = ? AND status = 'accepted'").get(normalizePackCode(ctx.body.code))) {
        throw E.conflict('Цей код уже відскановано', 'scan_duplicate');
      }
      const now = ctx.clock.now();
      const at = Date.parse(ctx.body.scanned_at);
      // Offline scans keep their own time; a clock ahead of ours is clamped to now.
      const row = creditCode(ctx, s, shop, ctx.body.code, ctx.body.source, Math.min(at, now), null);
      return { scan: scanJson(row), credited: row.coins, balance: xpBalance(ctx.db, s.personId, shop) };
    });
    return { body: result };
  },

  'POST /api/x/scan/multi': (ctx) => {
    const s = mustSession(ctx);
    const shop = ctx.body.product as Shop;
    rateLimit(ctx, s, 'multi');
    const bytes = Buffer.from(ctx.body.image as string, 'base64');
    if (bytes.length > 5 * 1024 * 1024) throw E.tooLarge('Фото завелике: до 5 МБ');
    if (bytes.length < 8) throw E.badRequest('Фото не вдалося прочитати', 'image_invalid');
    // Emulated recognition: the photo's hash decides which 1–3 codes are "seen", so the same photo
    // sent twice finds the same codes (and they count as duplicates the second time).
    const digest = sha256(bytes.toString('base64'));
    const n = 1 + (parseInt(digest.slice(0, 2), 16) % 3);
    const upload = randomUUID();
    const now = ctx.clock.now();
    const codes = ctx.db.transaction(() =>
      Array.from({ length: n }, (_, i) => creditCode(ctx, s, shop, makePackCode(`MS${digest.slice(i * 10, i * 10 + 10).toUpperCase()}`, ctx.config.packCodeSecret), 'multi', now, upload)),
    )();
    return {
      body: {
        uuid: upload,
        codes: codes.map(scanJson),
        scan_count: monthCount(ctx, s.personId, shop),
        coins: codes.reduce((sum, c) => sum + c.coins, 0),
      },
    };
  },
};

/** Before schema validation: an oversized photo is 413, not a 400 for maxLength. */
export function checkMultiScanSize(body: unknown): void {
  const image = (body as { image?: unknown } | null)?.image;
  if (typeof image === 'string' && image.length > MULTI_MAX_BASE64) {
    throw new ApiError(413, 'Фото завелике: до 5 МБ', { errorType: 'payload_too_large' });
  }
}

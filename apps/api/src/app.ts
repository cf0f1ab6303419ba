import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { Db } from './db/db.ts';
import type { Clock } from './lib/clock.ts';
import type { ApiConfig } from './config.ts';
import { loadContract, type Contract, type Operation } from './contract/contract.ts';
import { ApiError, E, errorBody } from './lib/errors.ts';
import { bodyLimits } from './lib/body-limits.ts';
import { unsafeNumbers } from './lib/numbers.ts';
import { pageSecurity } from './pages/security.ts';
import { ensureTestPhones } from './db/seed.ts';
import type { Handler, HandlerResult, OpContext } from './lib/context.ts';
import { createServices, type Services } from './services/index.ts';
import { handlers as allHandlers, developmentOnly, preValidate } from './routes/index.ts';
import { registerPages } from './pages/index.ts';
import { catalogueCache, CATALOGUE_PATHS } from './lib/catalogue-cache.ts';

export interface CreateAppOptions {
  db: Db;
  clock: Clock;
  config: ApiConfig;
  contract?: Contract;
  /** Called for every response that does not match the contract (tests collect them). */
  onResponseMismatch?: (info: { op: string; status: number; issues: unknown }) => void;
  log?: (line: string) => void;
}

export interface ApiApp {
  app: Hono;
  contract: Contract;
  services: Services;
  /** Operations of the contract that have no handler (should be empty). */
  missing: string[];
}

let cachedContract: Contract | undefined;
export function defaultContract(): Contract {
  cachedContract ??= loadContract();
  return cachedContract;
}

export function createApp(opts: CreateAppOptions): ApiApp {
  const { db, clock, config } = opts;
  const contract = opts.contract ?? defaultContract();
  const services = createServices(db, clock, config);
  const log = opts.log ?? ((line: string) => console.log(line));
  const app = new Hono();
  ensureTestPhones(db, clock.now(), config.testPhones);

  if (config.logRequests) {
    app.use('*', async (c, next) => {
      const start = performance.now();
      await next();
      log(`${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`);
    });
  }

  app.use(
    '*',
    cors({
      origin: [config.gloOrigin, config.ogoOrigin, ...config.extraOrigins],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['X-Api-Key', 'Authorization', 'Idempotency-Key', 'Content-Type'],
      exposeHeaders: ['Idempotency-Replayed', 'Idempotency-Key', 'Retry-After', 'Location', 'Content-Length'],
      credentials: false,
      maxAge: 600,
    }),
  );

  app.use('/api/*', bodyLimits(config.limits));
  app.use('/api/x/pay/*', pageSecurity(config));
  app.use('/sso/*', pageSecurity(config));

  registerPages(app, { db, clock, config, services });

  // The same checks as execute() below: the API key, and the bearer where the operation needs one.
  for (const op of contract.operations.filter((o) => (CATALOGUE_PATHS as readonly string[]).includes(o.path))) {
    const bearerOf = (authorization: string | undefined) => /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? null;
    app.use(
      op.honoPath,
      catalogueCache({
        authorised: (apiKey, authorization) =>
          (!op.requiresApiKey || apiKey === config.apiKey) && (!op.requiresBearer || services.auth.resolveToken(bearerOf(authorization)) !== null),
      }),
    );
  }

  const missing: string[] = [];
  for (const op of contract.operations) {
    if (config.mode !== 'development' && developmentOnly.has(op.key)) continue;
    const handler = (allHandlers as Record<string, Handler | undefined>)[op.key];
    if (!handler) missing.push(op.key);
    app.on(op.method.toUpperCase(), op.honoPath, (c) => runOperation(c, op, handler));
  }

  async function runOperation(c: Context, op: Operation, handler: Handler | undefined): Promise<Response> {
    let result: HandlerResult | Response;
    try {
      result = await execute(c, op, handler);
    } catch (err) {
      if (err instanceof ApiError) {
        result = { status: err.statusCode, body: err.toBody(), headers: err.extra.headers };
      } else {
        log(`ERROR ${op.key}: ${(err as Error).stack ?? String(err)}`);
        result = { status: 500, body: errorBody(500, 'Внутрішня помилка сервера', { errorType: 'internal' }) };
      }
    }
    if (result instanceof Response) return result;
    const status = result.status ?? 200;
    const headers = new Headers(result.headers ?? {});
    if (status === 204 || status === 304 || (status >= 300 && status < 400 && result.body === undefined && result.raw === undefined)) {
      return new Response(null, { status, headers });
    }
    if (result.raw !== undefined) {
      headers.set('Content-Type', result.type ?? 'text/plain; charset=utf-8');
      return new Response(result.raw, { status, headers });
    }
    const issues = contract.validateResponse(op, status, 'application/json', result.body);
    if (issues) {
      opts.onResponseMismatch?.({ op: op.key, status, issues });
      log(`RESPONSE MISMATCH ${op.key} ${status}: ${JSON.stringify(issues).slice(0, 500)}`);
      if (config.strictResponses) {
        headers.set('Content-Type', 'application/json');
        return new Response(JSON.stringify(errorBody(500, 'RESPONSE_SCHEMA_MISMATCH', { errorType: 'internal', details: issues })), { status: 500, headers });
      }
    }
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return new Response(JSON.stringify(result.body ?? null), { status, headers });
  }

  async function execute(c: Context, op: Operation, handler: Handler | undefined): Promise<HandlerResult | Response> {
    if (op.requiresApiKey && c.req.header('x-api-key') !== config.apiKey) throw E.apiKey();

    // Parameters: query, headers, path; strings coerced to the documented types.
    const url = new URL(c.req.url);
    const query: Record<string, unknown> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const all = url.searchParams.getAll(key);
      query[key] = all.length > 1 ? all : all[0];
    }
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((v, k) => (headers[k.toLowerCase()] = v));
    const params = c.req.param() as Record<string, string>;
    for (const [where, values] of [['query', query], ['header', headers], ['path', params]] as const) {
      const issues = contract.validateParams(op, where, values as Record<string, unknown>);
      // A malformed path id names nothing: 404 where the operation documents no 400 (the payment page).
      if (issues && where === 'path' && !op.responses['400'] && op.responses['404']) throw E.notFound();
      if (issues) throw E.validation(issues);
    }
    const outOfRange = unsafeNumbers(query);
    if (outOfRange.length > 0) throw E.validation(outOfRange.map((d) => ({ ...d, path: `/query${d.path}` })));

    // Body.
    let body: unknown = undefined;
    if (op.body) {
      const ct = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const text = ['multipart/form-data', 'application/x-www-form-urlencoded'].includes(ct) ? null : await c.req.text();
      const empty = text !== null && text.trim() === '';
      if (empty) {
        if (op.body.required) throw E.validation([{ path: '/body', message: 'request body is required' }]);
      } else {
        const media = Object.keys(op.body.media);
        const mt = media.includes(ct) ? ct : !ct && media.includes('application/json') ? 'application/json' : null;
        if (!mt) {
          throw E.validation([{ path: '/body', message: `content type must be one of: ${media.join(', ')}` }]);
        }
        if (mt === 'application/json' || mt.endsWith('+json')) {
          try {
            body = JSON.parse(text ?? '');
          } catch {
            throw E.validation([{ path: '/body', message: 'malformed JSON' }]);
          }
        } else if (mt === 'multipart/form-data' || mt === 'application/x-www-form-urlencoded') {
          body = await readForm(c, contract, op, mt);
        } else {
          body = text;
        }
        if (mt === 'multipart/form-data' || mt === 'application/x-www-form-urlencoded') {
          const form = body as Record<string, unknown>;
          const copy = formForValidation(form);
          const issues = contract.validateBody(op, mt, copy);
          if (issues) throw E.validation(issues);
          for (const [k, v] of Object.entries(copy)) if (!hasFile(form[k])) form[k] = v;
          const unsafe = unsafeNumbers(copy);
          if (unsafe.length > 0) throw E.validation(unsafe.map((d) => ({ ...d, path: `/body${d.path}` })));
        } else {
          const unsafe = unsafeNumbers(body);
          if (unsafe.length > 0) throw E.validation(unsafe.map((d) => ({ ...d, path: `/body${d.path === '/' ? '' : d.path}` })));
          preValidate[op.key]?.(body);
          const issues = contract.validateBody(op, mt, body);
          if (issues) throw E.validation(issues);
        }
      }
    }

    // Auth.
    const authz = c.req.header('authorization') ?? '';
    const bearer = /^Bearer\s+(.+)$/i.exec(authz)?.[1]?.trim() ?? null;
    const session = op.acceptsBearer ? services.auth.resolveToken(bearer) : null;
    if (op.requiresBearer && !session) throw E.unauthorized();

    if (!handler) throw new ApiError(501, 'NOT_IMPLEMENTED', { errorType: 'not_implemented' });
    const ctx: OpContext = {
      op,
      c,
      db,
      clock,
      config,
      services,
      body,
      query,
      headers,
      params,
      session,
      bearer,
    };
    return handler(ctx);
  }

  app.notFound((c) => c.json(errorBody(404, `Page not found: ${new URL(c.req.url).pathname}`, { errorType: 'not_found' }), 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.toBody(), err.statusCode as 400);
    log(`ERROR ${c.req.method} ${c.req.path}: ${err.stack ?? String(err)}`);
    return c.json(errorBody(500, 'Внутрішня помилка сервера', { errorType: 'internal' }), 500);
  });

  return { app, contract, services, missing };
}

async function readForm(c: Context, contract: Contract, op: Operation, mt: string): Promise<Record<string, unknown>> {
  let form: Record<string, unknown>;
  try {
    form = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch {
    throw E.validation([{ path: '/body', message: 'malformed form body' }]);
  }
  // A field documented as an array stays an array even when sent once.
  const ptr = op.body?.media[mt];
  const schema = ptr ? (contract.schemaAt(ptr) as { properties?: Record<string, { type?: string }> } | undefined) : undefined;
  for (const [k, s] of Object.entries(schema?.properties ?? {})) {
    if (s.type === 'array' && form[k] !== undefined && !Array.isArray(form[k])) form[k] = [form[k]];
  }
  return form;
}

const hasFile = (v: unknown): boolean =>
  typeof File !== 'undefined' && (v instanceof File || (Array.isArray(v) && v.some((x) => x instanceof File)));

/** Files become their names for schema validation (binary fields are strings in the contract). */
function formForValidation(form: Record<string, unknown>): Record<string, unknown> {
  const conv = (v: unknown) => (typeof File !== 'undefined' && v instanceof File ? v.name || 'file' : v);
  return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, Array.isArray(v) ? v.map(conv) : conv(v)]));
}

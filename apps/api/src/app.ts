import { Hono } from 'hono';
import type { Db } from './db/db.ts';
import type { Clock } from './lib/clock.ts';
import type { ApiConfig } from './config.ts';
import { loadContract, type Contract } from './contract/contract.ts';
import { ApiError, errorBody, internalErrorBody } from './lib/errors.ts';
import { bodyLimits } from './lib/body-limits.ts';
import { appCors } from './lib/cors.ts';
import { answerHeaders } from './lib/answer-headers.ts';
import { pageSecurity } from './pages/security.ts';
import { createRepositories, type Repositories } from './repositories/index.ts';
import { createServices, type Services } from './services/index.ts';
import { handlers as allHandlers, developmentOnly, preValidate } from './routes/index.ts';
import type { Handler } from './routes/context.ts';
import { registerPages } from './pages/index.ts';
import { catalogueCache, CATALOGUE_PATHS } from './lib/catalogue-cache.ts';
import { runOperation, type Pipeline } from './pipeline/run-operation.ts';
import { assertDeployable } from './secrets.ts';

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
  /**
   * Stops taking requests: from now on the health check answers 503 (the balancer sends new
   * requests elsewhere) while the requests in flight finish.
   */
  drain(): void;
}

let cachedContract: Contract | undefined;
export function defaultContract(): Contract {
  cachedContract ??= loadContract();
  return cachedContract;
}

export function createApp(opts: CreateAppOptions): ApiApp {
  const { db, clock, config } = opts;
  // However the app is started (main.ts, a test, a script), production never serves on a public secret.
  assertDeployable(config);
  const contract = opts.contract ?? defaultContract();
  const repos = createRepositories(db);
  const services = createServices(repos, clock, config);
  const log = opts.log ?? ((line: string) => console.log(line));
  const app = new Hono();
  addMiddleware(app, config, log);
  awaitCommit(app, repos, log);

  registerPages(app, { repos, services });
  cacheCatalogue(app, contract, config, services);
  const pipeline: Pipeline = { contract, config, clock, services, repos, preValidate, onResponseMismatch: opts.onResponseMismatch, log };
  const missing = registerOperations(app, pipeline);

  app.notFound((c) => c.json(errorBody(404, `Page not found: ${new URL(c.req.url).pathname}`, { errorType: 'not_found' }), 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.toBody(), err.statusCode as 400);
    log(`ERROR ${c.req.method} ${c.req.path}: ${err.stack ?? String(err)}`);
    return c.json(internalErrorBody(), 500);
  });

  return { app, contract, services, missing, drain: () => void (services.lifecycle.draining = true) };
}

function addMiddleware(app: Hono, config: ApiConfig, log: (line: string) => void): void {
  if (config.logRequests) {
    app.use('*', async (c, next) => {
      const start = performance.now();
      await next();
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`);
    });
  }

  app.use('*', answerHeaders());
  app.use('*', appCors([config.gloOrigin, config.ogoOrigin, ...config.extraOrigins]));

  app.use('/api/*', bodyLimits(config.limits));
  app.use('/api/x/pay/*', pageSecurity(config));
  app.use('/sso/*', pageSecurity(config));
}

/**
 * Every answer leaves once the writes of its turn are committed (the group commit of
 * repositories/group-commit.ts); a commit that fails turns the answer into a 500.
 */
function awaitCommit(app: Hono, repos: Repositories, log: (line: string) => void): void {
  app.use('*', async (c, next) => {
    await next();
    const committed = repos.committed();
    if (!committed) return;
    try {
      await committed;
    } catch (err) {
      log(`ERROR commit ${c.req.method} ${c.req.path}: ${(err as Error).stack ?? String(err)}`);
      c.res = c.json(internalErrorBody(), 500);
    }
  });
}

/** The same checks as the pipeline's: the API key, and the bearer where the operation needs one. */
function cacheCatalogue(app: Hono, contract: Contract, config: ApiConfig, services: Services): void {
  const bearerOf = (authorization: string | undefined) => /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? null;
  for (const op of contract.operations.filter((o) => (CATALOGUE_PATHS as readonly string[]).includes(o.path))) {
    app.use(
      op.honoPath,
      catalogueCache({
        authorised: async (apiKey, authorization) =>
          (!op.requiresApiKey || apiKey === config.apiKey) && (!op.requiresBearer || (await services.auth.resolveToken(bearerOf(authorization))) !== null),
      }),
    );
  }
}

/** Routes every operation of the contract through the pipeline; returns those with no handler. */
function registerOperations(app: Hono, pipeline: Pipeline): string[] {
  const missing: string[] = [];
  for (const op of pipeline.contract.operations) {
    if (pipeline.config.mode !== 'development' && developmentOnly.has(op.key)) continue;
    const handler = (allHandlers as Partial<Record<string, Handler>>)[op.key];
    if (!handler) missing.push(op.key);
    app.on(op.method.toUpperCase(), op.honoPath, (c) => runOperation(pipeline, c, op, handler));
  }
  return missing;
}

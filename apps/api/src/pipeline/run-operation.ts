import type { Context } from 'hono';
import type { ApiConfig } from '../config.ts';
import type { Contract, Operation } from '../contract/contract.ts';
import type { Clock } from '../lib/clock.ts';
import { ApiError, E, errorBody, internalErrorBody } from '../lib/errors.ts';
import type { Repositories } from '../repositories/index.ts';
import type { Handler, HandlerResult, OpContext } from '../routes/context.ts';
import type { Services } from '../services/index.ts';
import { readBody, readParams } from './read-request.ts';

export interface Pipeline {
  contract: Contract;
  config: ApiConfig;
  clock: Clock;
  services: Services;
  repos: Repositories;
  preValidate: Record<string, (body: unknown) => void>;
  onResponseMismatch?: (info: { op: string; status: number; issues: unknown }) => void;
  log: (line: string) => void;
}

/**
 * The one place a request's parts meet the handler's types: everything below was checked against
 * the operation's schemas, which the handler's types are generated from.
 */
type CheckedHandler = (ctx: OpContext) => HandlerResult | Promise<HandlerResult>;

/** A handler's result or an error's: what goes back to the client. */
type Answer = Omit<HandlerResult, 'body'> & { body?: unknown };

/** Runs one operation: checks the request, calls the handler, checks and writes the answer. */
export async function runOperation(p: Pipeline, c: Context, op: Operation, handler: Handler | undefined): Promise<Response> {
  let result: Answer;
  try {
    result = await execute(p, c, op, handler as CheckedHandler | undefined);
  } catch (err) {
    if (err instanceof ApiError) {
      result = { status: err.statusCode, body: err.toBody(), headers: err.extra.headers };
    } else {
      p.log(`ERROR ${op.key}: ${(err as Error).stack ?? String(err)}`);
      result = { status: 500, body: internalErrorBody() };
    }
  }
  return respond(p, op, result);
}

function respond(p: Pipeline, op: Operation, result: Answer): Response {
  const status = result.status ?? 200;
  const headers = new Headers(result.headers ?? {});
  if (status === 204 || status === 304 || (status >= 300 && status < 400 && result.body === undefined && result.raw === undefined)) {
    return new Response(null, { status, headers });
  }
  if (result.raw !== undefined) {
    headers.set('Content-Type', result.type ?? 'text/plain; charset=utf-8');
    return new Response(result.raw, { status, headers });
  }
  const issues = p.contract.validateResponse(op, status, 'application/json', result.body);
  if (issues) {
    p.onResponseMismatch?.({ op: op.key, status, issues });
    p.log(`RESPONSE MISMATCH ${op.key} ${status}: ${JSON.stringify(issues).slice(0, 500)}`);
    if (p.config.strictResponses) {
      headers.set('Content-Type', 'application/json');
      return new Response(JSON.stringify(errorBody(500, 'RESPONSE_SCHEMA_MISMATCH', { errorType: 'internal', details: issues })), { status: 500, headers });
    }
  }
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(result.body ?? null), { status, headers });
}

async function execute(p: Pipeline, c: Context, op: Operation, handler: CheckedHandler | undefined): Promise<HandlerResult> {
  if (op.requiresApiKey && c.req.header('x-api-key') !== p.config.apiKey) throw E.apiKey();
  const { query, headers, params } = readParams(c, p.contract, op);
  const body = await readBody(c, p.contract, op, p.preValidate[op.key]);

  const authz = c.req.header('authorization') ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(authz)?.[1]?.trim() ?? null;
  const session = op.acceptsBearer ? await p.services.auth.resolveToken(bearer) : null;
  if (op.requiresBearer && !session) throw E.unauthorized();

  if (!handler) throw new ApiError(501, 'NOT_IMPLEMENTED', { errorType: 'not_implemented' });
  const { clock, config, services, repos } = p;
  const ctx = { op, c, clock, config, services, repos, body, query, headers, params, session, bearer } as OpContext;
  return handler(ctx);
}

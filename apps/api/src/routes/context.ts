import type { Context } from 'hono';
import type { Clock } from '../lib/clock.ts';
import type { ApiConfig } from '../config.ts';
import type { Operation } from '../contract/contract.ts';
import type { OperationKey, PathOf, QueryOf, RequestBody, SuccessBody } from '../contract/types.ts';
import type { Session } from '../lib/session.ts';
import type { Services } from '../services/index.ts';
import type { Repositories } from '../repositories/index.ts';

/** What a handler gets: the request, already checked against the contract, and the app's parts. */
export interface OpContext<K extends OperationKey = OperationKey> {
  op: Operation;
  c: Context;
  clock: Clock;
  config: ApiConfig;
  services: Services;
  repos: Repositories;
  body: RequestBody<K>;
  query: QueryOf<K>;
  headers: Record<string, string>;
  params: PathOf<K>;
  session: Session | null;
  /** The bearer token as sent (needed by logout/token-clear). */
  bearer: string | null;
}

export interface HandlerResult<K extends OperationKey = OperationKey> {
  status?: number;
  body?: SuccessBody<K>;
  headers?: Record<string, string>;
  /** Content type; JSON when absent. */
  type?: string;
  raw?: string;
}

export type Handler<K extends OperationKey = OperationKey> = (ctx: OpContext<K>) => HandlerResult<K> | Promise<HandlerResult<K>>;

/** A handler for every operation of the contract: a missing one fails the typecheck. */
export type Handlers = { [K in OperationKey]: Handler<K> };

/** The handlers of one tag of the contract. */
export type RouteGroup = Partial<Handlers>;

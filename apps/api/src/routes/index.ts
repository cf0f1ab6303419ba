import type { Handler } from '../lib/context.ts';

/** Every contract operation, keyed "METHOD /path" exactly as in openapi.yaml. */
export const handlers: Record<string, Handler> = {};

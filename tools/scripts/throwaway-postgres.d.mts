export function postgresBin(): string | null;
export function ensurePostgres(): string;
export function freePort(): Promise<number>;
export interface ThrowawayPostgres {
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}
export function startThrowawayPostgres(options?: {
  port?: number;
  durable?: boolean;
  settings?: Record<string, string>;
  database?: string;
  log?: boolean;
}): Promise<ThrowawayPostgres>;

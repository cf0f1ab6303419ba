import { E } from '../lib/errors.ts';
import { bodyHash } from '../lib/json.ts';
import type { Clock } from '../lib/clock.ts';
import type { Repositories } from '../repositories/index.ts';

/**
 * Replays a stored result for (scope, person, key), or 422 when the key came with another body.
 * The check, the work and the stored result are one transaction under the key's lock: a second
 * request with the key (on any instance) waits while the first is in progress, then replays it;
 * a request killed half-way rolls back and holds nothing. The person's lock comes next, so the
 * work's own checks (XP balance, per-person limits) see every committed write of that person.
 */
export async function idempotent<T>(
  repos: Repositories,
  clock: Clock,
  call: { scope: string; personId: number; key: string; body: unknown },
  run: () => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const { scope, personId, key } = call;
  const hash = bodyHash(call.body);
  return repos.transaction(async () => {
    await repos.lock(personLock(personId));
    const prev = await repos.idempotency.find(scope, personId, key);
    if (prev) {
      if (prev.request_hash !== hash) throw E.unprocessable('Цей ключ ідемпотентності вже використано з іншими даними', 'idempotency_key_reused');
      return { result: JSON.parse(prev.response) as T, replayed: true };
    }
    const result = await run();
    await repos.idempotency.insert(scope, personId, key, hash, JSON.stringify(result), clock.now());
    return { result, replayed: false };
  }, idempotencyLock(scope, personId, key));
}

/** The lock of one Idempotency-Key. */
export const idempotencyLock = (scope: string, personId: number, key: string) => `idempotency:${scope}:${personId}:${key}`;

/** The lock every unit that reads and then moves a person's XP or per-person counters holds. */
export const personLock = (personId: number) => `person:${personId}`;

import { E } from '../lib/errors.ts';
import { bodyHash } from '../lib/json.ts';
import type { Clock } from '../lib/clock.ts';
import type { Repositories } from '../repositories/index.ts';

/** Replays a stored result for (scope, person, key), or 422 when the key came with another body. */
export function idempotent<T>(
  repos: Repositories,
  clock: Clock,
  call: { scope: string; personId: number; key: string; body: unknown },
  run: () => T,
): { result: T; replayed: boolean } {
  const { scope, personId, key } = call;
  const hash = bodyHash(call.body);
  return repos.immediate(() => {
    const prev = repos.idempotency.find(scope, personId, key);
    if (prev) {
      if (prev.request_hash !== hash) throw E.unprocessable('Цей ключ ідемпотентності вже використано з іншими даними', 'idempotency_key_reused');
      return { result: JSON.parse(prev.response) as T, replayed: true };
    }
    const result = run();
    repos.idempotency.insert(scope, personId, key, hash, JSON.stringify(result), clock.now());
    return { result, replayed: false };
  });
}

import type { Handler } from '../lib/context.ts';
import { E } from '../lib/errors.ts';
import { mustSession, success } from './helpers.ts';

/** Removing a registered device (/my-devices): only the signed-in customer's own. */
export const deviceRemovalHandlers: Record<string, Handler> = {
  'POST /api/x/devices/remove': (ctx) => {
    const s = mustSession(ctx);
    const removed = ctx.db
      .prepare('DELETE FROM customer_devices WHERE id = ? AND person_id = ?')
      .run(Number(ctx.body.id), s.personId);
    // Someone else's device answers exactly like a missing one.
    if (removed.changes === 0) throw E.notFound('Пристрій не знайдено', 'device_not_found');
    return { body: success };
  },
};

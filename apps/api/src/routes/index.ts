import type { Handler } from '../lib/context.ts';
import { authHandlers } from './auth.ts';
import { shopHandlers } from './shop.ts';
import { userHandlers } from './user.ts';
import { contentHandlers } from './content.ts';
import { certHandlers } from './cert.ts';
import { scanHandlers, checkMultiScanSize } from './scan.ts';
import { feedbackHandlers } from './feedback.ts';
import { deliveryHandlers } from './delivery.ts';
import { commonHandlers } from './common.ts';
import { extraHandlers } from './extras.ts';
import { deviceRemovalHandlers } from './device-removal.ts';

/** Every contract operation, keyed "METHOD /path" exactly as in openapi.yaml. */
export const handlers: Record<string, Handler> = {
  ...authHandlers,
  ...shopHandlers,
  ...userHandlers,
  ...contentHandlers,
  ...certHandlers,
  ...scanHandlers,
  ...feedbackHandlers,
  ...deliveryHandlers,
  ...commonHandlers,
  ...extraHandlers,
  ...deviceRemovalHandlers,
};

/** Checks that run on the parsed body before schema validation (size limits answer 413, not 400). */
export const preValidate: Record<string, (body: unknown) => void> = {
  'POST /api/x/scan/multi': checkMultiScanSize,
};

/** Operations that exist only in development mode (404 in production). */
export const developmentOnly = new Set(['GET /api/dev/sms-inbox']);

import type { Handlers } from './context.ts';
import { analyticsRoutes } from './analytics.ts';
import { authRoutes } from './auth.ts';
import { certRoutes } from './cert.ts';
import { commonRoutes } from './common.ts';
import { contentRoutes } from './content.ts';
import { deliveryRoutes } from './delivery.ts';
import { devRoutes } from './dev.ts';
import { exchangeRoutes } from './exchange.ts';
import { feedbackRoutes } from './feedback.ts';
import { handoffRoutes } from './handoff.ts';
import { inviteRoutes } from './invite.ts';
import { marathonRoutes } from './marathon.ts';
import { paymentRoutes } from './payment.ts';
import { checkMultiScanSize, scanRoutes } from './scan.ts';
import { shopRoutes } from './shop.ts';
import { subscriptionRoutes } from './subscription.ts';
import { userRoutes } from './user.ts';

/** Every contract operation, keyed "METHOD /path" exactly as in openapi.yaml; one module per tag. */
export const handlers: Handlers = {
  ...authRoutes,
  ...shopRoutes,
  ...userRoutes,
  ...inviteRoutes,
  ...contentRoutes,
  ...certRoutes,
  ...scanRoutes,
  ...feedbackRoutes,
  ...deliveryRoutes,
  ...commonRoutes,
  ...analyticsRoutes,
  ...paymentRoutes,
  ...exchangeRoutes,
  ...subscriptionRoutes,
  ...marathonRoutes,
  ...handoffRoutes,
  ...devRoutes,
};

/** Checks that run on the parsed body before schema validation (size limits answer 413, not 400). */
export const preValidate: Record<string, (body: unknown) => void> = {
  'POST /api/x/scan/multi': checkMultiScanSize,
};

/** Operations that exist only in development mode (404 in production). */
export const developmentOnly = new Set(['GET /api/dev/sms-inbox', 'POST /api/dev/orders/{orderId}/fulfil']);

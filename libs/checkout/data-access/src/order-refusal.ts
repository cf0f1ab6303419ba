import { ApiClientError } from '@cx/api-client';
import { isOrderErrorCode, type OrderErrorCode } from '@cx/shared-util-pricing';

export interface OrderRefusal {
  code: OrderErrorCode;
  /** The server's Ukrainian message, shown as is. */
  message: string;
}

/** A refusal of the server's money rules (promo used, gift, XP, prices changed…), or null. */
export function orderRefusalOf(error: unknown): OrderRefusal | null {
  if (!(error instanceof ApiClientError) || error.kind !== 'http') return null;
  const body = error.body as { errorType?: unknown; message?: unknown } | null | undefined;
  if (!body || !isOrderErrorCode(body.errorType) || typeof body.message !== 'string') return null;
  return { code: body.errorType, message: body.message };
}

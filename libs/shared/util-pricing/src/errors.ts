/**
 * The refusals the server gives for money rules, with the Ukrainian text the apps show as is.
 * The codes are the contract's `errorType` values: stable, so a screen may branch on them.
 */
export const ORDER_ERRORS = {
  promo_code_used: 'Цей промокод уже використано',
  promo_code_invalid: 'Невірний промокод',
  promo_no_velo_items: 'Промокод діє лише на товари VELO',
  promo_with_velo_gift: 'Промокод не діє разом із подарунком VELO',
  promo_first_order_only: 'Код учасника діє лише для першого замовлення',
  gift_not_available: 'Подарунок недоступний',
  insufficient_xp: 'Недостатньо XP',
  price_mismatch: 'Ціни змінилися: перевір суму замовлення',
  invalid_line_items: 'Деякі товари недоступні для замовлення',
  invalid_time_slot: 'Обери час дзвінка на сьогодні або завтра',
} as const;

export type OrderErrorCode = keyof typeof ORDER_ERRORS;

/** HTTP status the server answers each refusal with (409: the resource's state; 422: the request). */
export const ORDER_ERROR_STATUS: Record<OrderErrorCode, 409 | 422> = {
  promo_code_used: 409,
  promo_code_invalid: 422,
  promo_no_velo_items: 422,
  promo_with_velo_gift: 422,
  promo_first_order_only: 422,
  gift_not_available: 409,
  insufficient_xp: 422,
  price_mismatch: 422,
  invalid_line_items: 422,
  invalid_time_slot: 422,
};

export const isOrderErrorCode = (value: unknown): value is OrderErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ORDER_ERRORS, value);

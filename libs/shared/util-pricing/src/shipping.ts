/** Shipping line titles of spec §9. */
export const SHIPPING_TITLES = {
  postal: 'Доставка у відділення за тарифами перевізника (оплачує отримувач)',
  courier: 'Кур’єрська доставка за тарифами перевізника (оплачує отримувач)',
  free: 'Безкоштовна доставка',
  bonus: 'Безкоштовна доставка для бонусних пропозицій',
  ipost: 'Доставка IPOST',
} as const;

export type ShippingCode = keyof typeof SHIPPING_TITLES;

/** 1 branch of the postal carrier, 2 courier, 3 IPOST (spec §3). */
export type DeliveryType = 1 | 2 | 3;

export interface ShippingLine {
  title: string;
  /** Always 0: the carrier's tariff is paid by the receiver on delivery, never through the order. */
  price: number;
  code: ShippingCode;
}

/** Spec §9 defaults of the shipping address and the order. */
export const DEFAULT_ZIP = '01001';
export const DEFAULT_COUNTRY = 'Ukraine';
export const ORDER_CURRENCY = 'UAH';

/** Free delivery from this total (UAH) per brand (spec §9). */
export const FREE_DELIVERY_THRESHOLDS = { glo: 399, ogo: 120 } as const;

/**
 * Spec §9: bonus-only orders get the bonus line; otherwise free at or above the brand's threshold
 * (of the total after discounts), IPOST its own line, courier or branch at the carrier's tariff.
 */
export function shippingLine(input: { bonusOnly: boolean; deliveryType: DeliveryType; totalKopecks: number; threshold: number }): ShippingLine {
  const line = (code: ShippingCode): ShippingLine => ({ title: SHIPPING_TITLES[code], price: 0, code });
  if (input.bonusOnly) return line('bonus');
  if (input.deliveryType === 3) return line('ipost');
  if (input.totalKopecks >= Math.round(input.threshold * 100)) return line('free');
  return line(input.deliveryType === 2 ? 'courier' : 'postal');
}

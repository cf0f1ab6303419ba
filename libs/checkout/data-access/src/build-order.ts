import type { DeliveryAddress, OrderInput, ShippingLine } from '@cx/api-client';
import { VELO_PROMO_PERCENT, isVeloLine, type CartLine, type CartState, type CartSummary } from '@cx/shop-data-access';

/** 1 cash on delivery, 2 card (spec §4). */
export type PaymentMethod = 1 | 2;

/** Spec §9 defaults of the shipping address. */
export const DEFAULT_ZIP = '01001';
export const DEFAULT_COUNTRY = 'Ukraine';
export const ORDER_CURRENCY = 'UAH';
export const PWA_TAG = 'pwa';
export const PRE_ORDER_TAG = 'pre-order';

/** Shipping line titles of spec §9. */
export const SHIPPING_TITLES = {
  postal: 'Доставка у відділення за тарифами перевізника (оплачує отримувач)',
  courier: 'Кур’єрська доставка за тарифами перевізника (оплачує отримувач)',
  free: 'Безкоштовна доставка',
  bonus: 'Безкоштовна доставка для бонусних пропозицій',
  ipost: 'Доставка IPOST',
} as const;

export const GATEWAYS = { cash: 'cash_on_delivery', card: 'liqpay', xp: 'XP' } as const;

/** A product tag that puts a tag on the order ("special product tags from config"). */
export interface SpecialTagRule {
  productTag: string;
  orderTag: string;
}

export interface OrderCustomer {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
}

export interface OrderBuildInput {
  cart: CartState;
  summary: Pick<CartSummary, 'total' | 'subtotal' | 'discount' | 'veloSubtotal' | 'onlyBonusItems'>;
  freeDeliveryThreshold: number;
  customer: OrderCustomer;
  ageVerified: boolean;
  delivery: DeliveryAddress;
  payment: PaymentMethod;
  specialTags?: readonly SpecialTagRule[];
}

const kopecks = (uah: number) => Math.round(uah * 100);

/**
 * line_items: one per cart line. Gifts and zero-price lines carry price 0 explicitly; velo lines
 * carry the promo-discounted unit price (the server only ever lowers a price).
 */
export function buildLineItems(cart: CartState, summary: OrderBuildInput['summary']): OrderInput['line_items'] {
  const veloFactor = summary.discount > 0 && summary.veloSubtotal > 0 ? 1 - summary.discount / summary.veloSubtotal : 1;
  return cart.lines.map((line: CartLine) => {
    const item: OrderInput['line_items'][number] = { quantity: line.count, variant_id: line.variant_id };
    if (line.gift || kopecks(line.price) === 0) item.price = 0;
    else if (veloFactor < 1 && isVeloLine(line)) item.price = kopecks(line.price * veloFactor) / 100;
    return item;
  });
}

/** "pwa, pre-order, …": pre-order when the customer is not age verified (spec §5). */
export function buildTags(cart: CartState, ageVerified: boolean, rules: readonly SpecialTagRule[] = []): string {
  const tags = [PWA_TAG];
  if (!ageVerified) tags.push(PRE_ORDER_TAG);
  for (const rule of rules) {
    if (cart.lines.some((line) => line.tags.includes(rule.productTag)) && !tags.includes(rule.orderTag)) tags.push(rule.orderTag);
  }
  return tags.join(', ');
}

/** Paid at creation only when the total is zero and only bonus items are bought (spec §4). */
export function isPaidWithXp(summary: Pick<CartSummary, 'total' | 'onlyBonusItems'>): boolean {
  return summary.total === 0 && summary.onlyBonusItems;
}

export function buildShippingLine(
  delivery: DeliveryAddress,
  summary: Pick<CartSummary, 'total' | 'onlyBonusItems'>,
  threshold: number,
): ShippingLine {
  if (summary.onlyBonusItems) return { title: SHIPPING_TITLES.bonus, price: 0, code: 'bonus' };
  if (delivery.type === 3) return { title: SHIPPING_TITLES.ipost, price: 0, code: 'ipost' };
  if (kopecks(summary.total) >= kopecks(threshold)) return { title: SHIPPING_TITLES.free, price: 0, code: 'free' };
  return delivery.type === 2
    ? { title: SHIPPING_TITLES.courier, price: 0, code: 'courier' }
    : { title: SHIPPING_TITLES.postal, price: 0, code: 'postal' };
}

/** The address line a courier or branch reads. */
export function addressLine(delivery: DeliveryAddress): string {
  switch (delivery.type) {
    case 1:
      return `${delivery.branch.label}`;
    case 2:
      return [delivery.street, delivery.house, delivery.flat ? `кв. ${delivery.flat}` : ''].filter(Boolean).join(', ');
    case 3: {
      const ipost = delivery as Extract<DeliveryAddress, { type: 3 }>;
      return [ipost.street, ipost.flat ? `кв. ${ipost.flat}` : '', `IPOST ${ipost.day} ${ipost.time_from}–${ipost.time_to}`]
        .filter(Boolean)
        .join(', ');
    }
  }
}

const nameOr = (value: string) => (value.trim() ? value.trim().slice(0, 100) : '-');

export function buildShippingAddress(delivery: DeliveryAddress, customer: OrderCustomer): OrderInput['shipping_address'] {
  return {
    first_name: nameOr(customer.first_name),
    last_name: nameOr(customer.last_name),
    address1: addressLine(delivery).slice(0, 300),
    phone: customer.phone,
    city: delivery.city.label,
    province: delivery.city.province,
    country: DEFAULT_COUNTRY,
    zip: DEFAULT_ZIP,
  };
}

/** The whole order of spec §3, a pure function of the cart, the customer and the choices. */
export function buildOrder(input: OrderBuildInput): OrderInput {
  const { cart, summary, payment } = input;
  const xp = isPaidWithXp(summary);
  const gateway = xp ? GATEWAYS.xp : payment === 2 ? GATEWAYS.card : GATEWAYS.cash;
  return {
    line_items: buildLineItems(cart, summary),
    customer: { id: input.customer.id },
    tags: buildTags(cart, input.ageVerified, input.specialTags),
    fulfillment_status: null,
    financial_status: xp ? 'paid' : 'pending',
    shipping_address: buildShippingAddress(input.delivery, input.customer),
    shipping_lines: [buildShippingLine(input.delivery, summary, input.freeDeliveryThreshold)],
    payment_gateway_names: [gateway],
    transactions: xp ? [] : [{ kind: 'sale', status: 'pending', gateway, amount: summary.total }],
    metafields: [],
    note: cart.comment.slice(0, 2000),
    currency: ORDER_CURRENCY,
  };
}

export { VELO_PROMO_PERCENT };

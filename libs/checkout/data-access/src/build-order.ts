import type { DeliveryAddress, OrderInput, OrderQuote } from '@cx/api-client';
import { formatWeekdayDay } from '@cx/shared-util-format';
import { DEFAULT_COUNTRY, DEFAULT_ZIP, PWA_TAG, SHIPPING_TITLES } from '@cx/shared-util-pricing';
import { quoteRequestOf, type CartState } from '@cx/shop-data-access';

export { DEFAULT_COUNTRY, DEFAULT_ZIP, PWA_TAG, SHIPPING_TITLES };

/** 1 cash on delivery, 2 card (spec §4). */
export type PaymentMethod = 1 | 2;

export interface OrderCustomer {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
}

export interface OrderBuildInput {
  cart: CartState;
  customer: OrderCustomer;
  delivery: DeliveryAddress;
  payment: PaymentMethod;
  /** The server's quote the customer saw; its total and shipping line travel as checks. */
  quote: Pick<OrderQuote, 'total' | 'shipping' | 'promo_codes'>;
}

/** The IPOST day as the courier reads it (`ср, 2 грудня`); a malformed one travels as it is. */
function readableDay(day: string): string {
  try {
    return formatWeekdayDay(day);
  } catch {
    return day;
  }
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
      return [ipost.street, ipost.flat ? `кв. ${ipost.flat}` : '', `IPOST ${readableDay(ipost.day)} ${ipost.time_from}–${ipost.time_to}`]
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

/**
 * The order as create-order takes it: ids, quantities, gifts, the codes the server accepted,
 * delivery and payment — no price, tag or status of the client's making (the server decides).
 * The total and shipping line the customer saw go along so a changed price is refused, never
 * silently charged.
 */
export function buildOrder(input: OrderBuildInput): OrderInput {
  const { cart, quote, delivery } = input;
  const accepted = quote.promo_codes.filter((promo) => promo.ok).map((promo) => promo.code);
  return {
    line_items: quoteRequestOf(cart).line_items,
    customer: { id: input.customer.id },
    promo_codes: cart.promoCodes.filter((code) => accepted.includes(code)),
    delivery_type: delivery.type,
    payment: input.payment,
    tags: PWA_TAG,
    shipping_address: buildShippingAddress(delivery, input.customer),
    shipping_lines: [quote.shipping],
    expected_total: quote.total,
    note: cart.comment.slice(0, 2000),
  };
}

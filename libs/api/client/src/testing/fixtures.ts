import type { ApiError } from '../api-client-error.ts';
import type {
  BonusHistory,
  Branch,
  CartLine,
  City,
  Customer,
  Order,
  OrderInput,
  OrderQuote,
  Product,
  SessionCustomer,
  SignInResult,
} from '../schema-types.ts';

// Typed fixtures for other libraries' tests. They mirror the reference backend's demo customer
// (phone 380671112233, age verified) so stories and unit tests read like the real thing.

export const demoPhone = '380671112233';

export const demoCustomer: Customer = {
  id: 7001,
  first_name: 'Олена',
  last_name: 'Коваль',
  email: 'olena@example.com',
  phone: demoPhone,
  note: null,
  tags: 'age_verified, pwa',
  orders_count: 3,
  total_spent: 1548,
  metafields: [{ id: 1, namespace: 'verification', key: 'age_verified', value: 'true', type: 'boolean' }],
  age_verified: true,
  age_declared: false,
};

export const demoSessionCustomer: SessionCustomer = {
  shopify_id: 7001,
  gloId: 7001,
  ogoId: 9001,
  veloId: null,
  phone: demoPhone,
  first_name: 'Олена',
  last_name: 'Коваль',
  email: 'olena@example.com',
  tags: 'age_verified, pwa',
  age_verified: true,
  age_declared: false,
};

export const demoSignIn: SignInResult = {
  error: false,
  token: 'test-token-0123456789abcdef',
  expired_at: '2030-01-01T00:00:00.000Z',
  customer: demoSessionCustomer,
};

export const demoProduct: Product = {
  id: 101,
  title: 'HEETS Amber Selection',
  subTitle: 'Стіки для нагрівання',
  description_html: '<p>Насичений смак.</p>',
  collectionId: 'sticks',
  product: 'glo',
  image: 'https://cdn.example.com/products/101.svg',
  images: ['https://cdn.example.com/products/101.svg'],
  price: 95,
  compare_at_price: null,
  bonuses: 4,
  xp_price: null,
  bonus: false,
  quantity: 20,
  tags: ['sticks', 'pack'],
  available: true,
  variants: [
    { id: 10101, title: 'Пачка', price: 95, compare_at_price: null, available: true, quantity: 20, packs: 1, bonuses: 4, sku: 'ST-101', image: null },
  ],
};

export const demoCartLine: CartLine = {
  variant_id: 10101,
  id: 101,
  collectionId: 'sticks',
  title: 'HEETS Amber Selection',
  subTitle: 'Стіки для нагрівання',
  price: 95,
  bonuses: 4,
  count: 2,
  quantity: 20,
  tags: ['sticks'],
};

export const demoOrderInput: OrderInput = {
  line_items: [{ quantity: 2, variant_id: 10101 }],
  customer: { id: 7001 },
  tags: 'pwa',
  delivery_type: 1,
  payment: 1,
  shipping_address: {
    first_name: 'Олена',
    last_name: 'Коваль',
    address1: 'Відділення №1',
    phone: demoPhone,
    city: 'Київ',
    province: 'Київська',
    country: 'Ukraine',
    zip: '01001',
  },
  note: '',
};

export const demoOrder: Order = {
  id: 50001,
  order_number: 1001,
  name: '#1001',
  created_at: '2025-01-15T10:00:00.000Z',
  financial_status: 'pending',
  fulfillment_status: null,
  currency: 'UAH',
  total_price: 190,
  line_items: [{ variant_id: 10101, product_id: 101, title: 'HEETS Amber Selection', quantity: 2, price: 95 }],
  tags: 'pwa',
  note: null,
  shipping_address: { ...demoOrderInput.shipping_address, country: 'Ukraine', zip: '01001' },
  shipping_lines: [{ title: 'Доставка у відділення за тарифами перевізника (оплачує отримувач)', price: 0, code: 'postal' }],
  payment_gateway_names: ['cash_on_delivery'],
  xp_earned: 9,
  quote: null,
};


export const kyiv: City = {
  city_id: 'kyiv',
  label: 'Київ',
  province: 'Київська',
  delivery_city_id: '8d5a980d-391c-11dd-90d9-001a92567626',
  popular: true,
  meta: { MainDescription: 'Київ', Area: 'Київська', Region: '', DeliveryCity: 'Київ' },
};

export const kyivBranch: Branch = {
  id: 'kyiv-1',
  city_id: 'kyiv',
  label: 'Відділення №1',
  address: 'вул. Пирогівський шлях, 135',
  meta: { number: '1' },
};

export const demoBonusHistory: BonusHistory = {
  transactions: [
    { id: 't2', date: '2025-01-15T10:00:00.000Z', amount: -50, type: 'exchange', description: 'Обмін XP', order_id: null },
    { id: 't1', date: '2025-01-10T10:00:00.000Z', amount: 120, type: 'scan', description: 'Сканування пачок', order_id: null },
  ],
  summary: { earned: 120, spent: 50, balance: 70, pending: 0 },
};

/** The ApiError bodies of spec §8 and the common refusals. */
export const apiErrors = {
  unauthorizedInApp: { message: 'UNAUTHORIZED_IN_APP', statusCode: 401, error: true },
  certUnauthenticated: {
    message: 'Сесія сертифікатів завершилась',
    errorType: 'cert_unauthenticated',
    statusCode: 401,
    error: true,
  },
  feedbackUnauthenticated: {
    message: 'Сесія відгуків завершилась',
    errorType: 'feedback_unauthenticated',
    statusCode: 401,
    error: true,
  },
  otpInvalid: { message: 'Невірний код', errorType: 'otp_invalid', statusCode: 400, error: true },
  validation: {
    message: 'Некоректний запит',
    errorType: 'validation',
    statusCode: 400,
    error: true,
    details: [{ path: '/body/phone', message: 'must match pattern "^380[0-9]{9}$"' }],
  },
  idempotencyKeyReused: {
    message: 'Ключ уже використано з іншим замовленням',
    errorType: 'idempotency_key_reused',
    statusCode: 422,
    error: true,
  },
  internal: { message: 'Внутрішня помилка сервера', errorType: 'internal', statusCode: 500, error: true },
} satisfies Record<string, ApiError>;

/** The server's figures of demoOrder (create-order's `quote`, POST /api/x/shop/quote). */
export const demoQuote: OrderQuote = {
  lines: [
    {
      variant_id: 10101,
      title: 'HEETS Amber Selection',
      quantity: 2,
      unit_price: 95,
      subtotal: 190,
      discount: 0,
      total: 190,
      xp_price: 0,
      xp_earned: 9,
      gift: false,
    },
  ],
  subtotal: 190,
  discounts: [],
  shipping: { title: 'Доставка у відділення за тарифами перевізника (оплачує отримувач)', price: 0, code: 'postal' },
  total: 190,
  xp_total: 0,
  xp_earned: 9,
  bonus_only: false,
  paid_with_xp: false,
  promo_codes: [],
  gifts_available: 0,
  problems: [],
};

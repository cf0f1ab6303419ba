import type { CartLineData } from '../cart-line-item';
import type { ProductCardData } from '../product-card';

/** Sample data for stories and tests (a data URI, so no network in Storybook). */
export const sampleImage = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" rx="16" fill="#f2f2f2"/><rect x="50" y="24" width="60" height="112" rx="10" fill="${color}"/></svg>`,
  )}`;

export const sampleProducts: ProductCardData[] = [
  { id: 1, title: 'glo hyper pro', subTitle: 'Пристрій з технологією HeatBoost', image: sampleImage('#1f1f1f'), price: 1299, compare_at_price: 1599, bonuses: 130, xp_price: null, bonus: false, quantity: 1, available: true },
  { id: 2, title: 'neo Dark Tobacco', subTitle: 'Насичений тютюновий смак · 20 стіків', image: sampleImage('#3b2a20'), price: 105, bonuses: 5, xp_price: null, bonus: false, quantity: 20, available: true },
  { id: 3, title: 'Фірмова кепка glo', subTitle: 'Розмір регулюється', image: sampleImage('#202020'), price: 0, bonuses: 0, xp_price: 800, bonus: true, quantity: 1, available: true },
  { id: 4, title: 'Кабель USB-C', subTitle: 'Довжина 1 м, швидка зарядка', image: null, price: 199, bonuses: 20, xp_price: null, bonus: false, quantity: 1, available: false },
];

export const sampleLines: CartLineData[] = [
  { variant_id: 11, title: 'neo Dark Tobacco', subTitle: null, variantTitle: 'Пачка (20 стіків)', image: sampleImage('#3b2a20'), price: 105, xpPrice: null, bonus: false, gift: false, count: 2, quantity: 20 },
  { variant_id: 12, title: 'Фірмова кепка glo', subTitle: null, variantTitle: null, image: sampleImage('#202020'), price: 0, xpPrice: 800, bonus: true, gift: false, count: 1, quantity: 1 },
  { variant_id: 13, title: 'VELO Ice Cool', subTitle: null, variantTitle: '10 мг', image: sampleImage('#4cb5e6'), price: 0, xpPrice: null, bonus: false, gift: true, count: 2, quantity: 20 },
];

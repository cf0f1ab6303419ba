import { demoProduct } from '@cx/api-client/testing';
import { emptyCart, type CartLine, type CartState } from '../cart';
import type { Product } from '../model';

/** A product as the contract describes it (the api client's demo product as neo), for tests and stories. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    ...demoProduct,
    title: 'neo Dark Tobacco',
    subTitle: 'Насичений тютюновий смак · 20 стіків',
    description_html: '<p>Стіки neo.</p>',
    image: 'http://localhost:3000/img/101.svg',
    images: ['http://localhost:3000/img/101.svg'],
    price: 105,
    variants: [
      { id: 1011, title: 'Пачка (20 стіків)', price: 105, available: true, quantity: 20, packs: 1, bonuses: 5 },
      { id: 1012, title: 'Блок (10 пачок по 20 стіків)', price: 1050, available: true, quantity: 200, packs: 10, bonuses: 52 },
    ],
    ...overrides,
  };
}

export function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    variant_id: 1011,
    id: 101,
    collectionId: 'sticks',
    title: 'neo Dark Tobacco',
    subTitle: null,
    price: 105,
    bonuses: 5,
    count: 1,
    quantity: 20,
    pieces: 20,
    packs: 1,
    tags: ['sticks', 'pack'],
    variantTitle: null,
    image: null,
    xpPrice: null,
    bonus: false,
    gift: false,
    ...overrides,
  };
}

export const veloLine = (overrides: Partial<CartLine> = {}) =>
  makeLine({
    variant_id: 2011,
    id: 201,
    collectionId: 'ogo-velo',
    title: 'VELO Freeze Max',
    price: 175,
    bonuses: 5,
    tags: ['velo', 'pack'],
    ...overrides,
  });

/** A cart of one line (variant 1011) counted twice: room to go both up and down. */
export function cartWithLine(): CartState {
  return { ...emptyCart(), lines: [makeLine({ count: 2 })] };
}

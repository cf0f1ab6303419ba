import { addVeloGift, emptyCart, lineFromProduct, type CartState, type Product } from '@cx/shop-data-access';
import { cap, device, sticks, velo, veloIce } from './catalogue';

function line(product: Product, variant: number, count: number) {
  const input = lineFromProduct(product, variant);
  if (!input) throw new Error(`fixture: ${product.title} has no variant ${variant}`);
  return { ...input, variant_id: variant, count };
}

export const cartWithItems = (): CartState => ({
  ...emptyCart(),
  lines: [line(sticks, 2011, 2), line(device, 2021, 1), line(cap, 2031, 1)],
  comment: 'Зателефонуйте після 18:00',
});

export const cartWithVeloPromo = (): CartState => ({
  ...emptyCart(),
  lines: [line(velo, 3011, 2), line(sticks, 2011, 1)],
  promoCodes: ['VELO-20%'],
});

export const cartWithVeloGift = (): CartState =>
  addVeloGift({ ...emptyCart(), lines: [line(velo, 3011, 1)], promoCodes: ['VELO-20%'] }, line(veloIce, 3021, 1), { giftCount: 2 });

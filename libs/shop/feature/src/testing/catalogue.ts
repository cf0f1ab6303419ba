import type { BrandConfig } from '@cx/brand-contract';
import type { Product } from '@cx/shop-data-access';
import { artworkDataUri, type ArtworkKind } from '@cx/shared-demo-content';
import { EARN_RULES } from '@cx/shared-util-pricing';

/** The seed's own artwork as a data URI, so stories and tests show real pictures offline. */
const picture = (color: string, kind: ArtworkKind) => artworkDataUri(kind, color);

const base = {
  description_html: '<p>Опис товару.</p><ul><li>Заряд на 20 сеансів</li><li>Гарантія 12 місяців</li></ul>',
  images: [] as string[],
  compare_at_price: null,
  xp_price: null,
  bonus: false,
  available: true,
};

export const sticks: Product = {
  ...base,
  id: 201,
  title: 'neo Dark Tobacco',
  subTitle: 'Насичений тютюновий смак · 20 стіків',
  collectionId: 'sticks',
  product: 'glo',
  image: picture('#3b2a20', 'sticks'),
  price: 105,
  bonuses: 5,
  quantity: 20,
  tags: ['sticks', 'pack'],
  variants: [
    { id: 2011, title: 'Пачка (20 стіків)', price: 105, available: true, quantity: 20, packs: 1, bonuses: 5 },
    { id: 2012, title: 'Блок (10 пачок по 20 стіків)', price: 1050, available: true, quantity: 200, packs: 10, bonuses: 52 },
  ],
};

export const device: Product = {
  ...base,
  id: 202,
  title: 'glo hyper pro',
  subTitle: 'Пристрій з технологією HeatBoost',
  collectionId: 'devices',
  product: 'glo',
  image: picture('#1f1f1f', 'device'),
  price: 1299,
  compare_at_price: 1599,
  bonuses: 64,
  quantity: 1,
  tags: ['device'],
  variants: [
    { id: 2021, title: 'Чорний онікс', price: 1299, available: true, quantity: 1, packs: null, bonuses: 64 },
    { id: 2022, title: 'Рубіновий', price: 1299, available: false, quantity: 1, packs: null, bonuses: 64 },
  ],
};

export const cap: Product = {
  ...base,
  id: 203,
  title: 'Фірмова кепка glo',
  subTitle: 'Розмір регулюється',
  collectionId: 'bonus',
  product: 'glo',
  image: picture('#202020', 'cap'),
  price: 0,
  xp_price: 800,
  bonus: true,
  bonuses: 0,
  quantity: 1,
  tags: ['bonus'],
  variants: [{ id: 2031, title: 'Стандарт', price: 0, available: true, quantity: 1, packs: null, bonuses: 0 }],
};

/** o'go's bonus item: the same 800 XP, in its own list. */
export const ogoCap: Product = {
  ...cap,
  id: 303,
  title: "Фірмова кепка o'go",
  collectionId: 'ogo-bonus',
  product: 'ogo',
  variants: [{ id: 3031, title: 'Стандарт', price: 0, available: true, quantity: 1, packs: null, bonuses: 0 }],
};

export const velo: Product = {
  ...base,
  id: 301,
  title: 'VELO Freeze Max',
  subTitle: 'Інтенсивна м’ята · 20 паучів',
  collectionId: 'ogo-velo',
  product: 'ogo',
  image: picture('#0a8fd6', 'velo'),
  price: 175,
  bonuses: 5,
  quantity: 20,
  tags: ['velo', 'pack'],
  variants: [
    { id: 3011, title: '10 мг', price: 175, available: true, quantity: 20, packs: 1, bonuses: 5 },
    { id: 3012, title: '14 мг', price: 185, available: true, quantity: 20, packs: 1, bonuses: 5 },
  ],
};

export const veloIce: Product = { ...velo, id: 302, title: 'VELO Ice Cool', image: picture('#4cb5e6', 'velo'), variants: [{ id: 3021, title: '10 мг', price: 165, available: true, quantity: 20, packs: 1, bonuses: 5 }] };

/** A brand as the shop reads it (the real configs live in brand libs, which features may not import). */
export const testBrand = (id: 'glo' | 'ogo' = 'glo'): BrandConfig =>
  ({
    id,
    productKey: id,
    displayName: id === 'glo' ? 'glo' : "o'go",
    freeDeliveryThreshold: id === 'glo' ? 399 : 120,
    loyalty: { earn: EARN_RULES[id] },
    hiddenRoutes: [],
    shopLists:
      id === 'glo'
        ? [
            { id: 'devices', title: 'Пристрої', bonus: false },
            { id: 'sticks', title: 'Стіки', bonus: false },
            { id: 'bonus', title: 'Бонусні товари', bonus: true },
          ]
        : [
            { id: 'ogo-velo', title: 'VELO', bonus: false },
            { id: 'ogo-bonus', title: 'Бонусні товари', bonus: true },
          ],
  }) as unknown as BrandConfig;

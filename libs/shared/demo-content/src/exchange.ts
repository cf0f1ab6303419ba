import type { ArtworkKind } from './artwork/drawings';
import type { Shop } from './shop';

export interface ExchangeItem {
  shop: Shop;
  title: string;
  /** CMS HTML (the app sanitizes and renders it). */
  description: string;
  xpPrice: number;
  active: boolean;
  stock: number;
  color: string;
  artwork: ArtworkKind;
}

/** The XP exchange of each brand (/exchange): products with a limited stock. */
export const EXCHANGE_ITEMS: ExchangeItem[] = [
  { shop: 'glo', title: 'glo hyper X2 air', xpPrice: 9000, active: true, stock: 15, color: '#4a4d55', artwork: 'device',
    description: '<p>Найлегший пристрій лінійки — <strong>в обмін на XP</strong>.</p><ul><li>Два режими нагрівання</li><li>Зарядка через USB-C</li><li>Гарантія 12 місяців</li></ul>' },
  { shop: 'glo', title: 'Блок neo Dark Tobacco', xpPrice: 4500, active: true, stock: 40, color: '#3b2a20', artwork: 'sticks',
    description: '<p>10 пачок стіків neo Dark Tobacco з насиченим тютюновим смаком.</p><p>Разом 200 стіків.</p>' },
  { shop: 'glo', title: 'Термочашка glo', xpPrice: 1200, active: true, stock: 25, color: '#6d6d6d', artwork: 'cup',
    description: '<p>Термочашка з подвійними стінками: тримає напій гарячим до 4 годин.</p><ul><li>Об’єм 350 мл</li><li>Кришка, що не протікає</li></ul>' },
  { shop: 'glo', title: 'Бездротова колонка', xpPrice: 7000, active: true, stock: 0, color: '#333333', artwork: 'speaker',
    description: '<p>Портативна колонка з Bluetooth 5.3 і захистом від бризок.</p><p>До 12 годин музики без підзарядки.</p>' },
  { shop: 'glo', title: 'Рюкзак glo', xpPrice: 3500, active: false, stock: 0, color: '#222222', artwork: 'backpack',
    description: '<p>Лімітована серія: міський рюкзак з відділенням для ноутбука 15″.</p>' },
  { shop: 'ogo', title: 'Набір VELO (5 банок)', xpPrice: 3000, active: true, stock: 30, color: '#0a8fd6', artwork: 'velo',
    description: '<p>Мікс смаків VELO: Freeze Max, Ice Cool, Tropic Breeze, Berry Frost і Urban Vibe.</p><p>По 20 паучів у банці.</p>' },
  { shop: 'ogo', title: "Худі o'go", xpPrice: 6000, active: true, stock: 10, color: '#2a1a6e', artwork: 'hoodie',
    description: "<p>Лімітований мерч o'go Club: тепле худі з начосом і кишенею-кенгуру.</p><p>Розміри S–XL.</p>" },
  { shop: 'ogo', title: "Кепка o'go", xpPrice: 700, active: true, stock: 50, color: '#111111', artwork: 'cap',
    description: '<p>Бавовняна кепка з вишитим логотипом.</p><p>Регульований розмір.</p>' },
  { shop: 'ogo', title: 'Навушники', xpPrice: 8000, active: false, stock: 0, color: '#dddddd', artwork: 'earbuds',
    description: '<p>Бездротові навушники з кейсом для зарядки. Пропозиція завершилась.</p>' },
];

/** The drawing of an exchange product, found by its title in the brand's exchange. */
export const exchangeArtworkOf = (shop: string, title: string): ArtworkKind =>
  EXCHANGE_ITEMS.find((item) => item.shop === shop && item.title === title)?.artwork ?? 'gift';

/**
 * Seed catalogue for both brand shops. Prices in UAH. What a purchase earns is the brand's earn rule
 * (EARN_RULES of @cx/shared-util-pricing), not a figure kept per product: products sold in packs are
 * tagged `pack`, their `quantity` is the pieces in one pack and each variant's `quantity` the pieces
 * it holds (a pack 20, a block 200, a single stick 1).
 */

export type Shop = 'glo' | 'ogo';

export interface SeedVariant {
  title: string;
  price?: number;
  xpPrice?: number;
  /** Pieces in one unit of the variant (the product's `quantity` when left out). */
  quantity?: number;
  color?: string;
}

export interface SeedProduct {
  handle: string;
  title: string;
  subtitle: string;
  description: string;
  type: string;
  vendor: string;
  tags: string[];
  price: number;
  compareAtPrice?: number;
  xpPrice?: number;
  /** Pieces in one pack (sticks, pouches, cigarettes), or in one item of other goods. */
  quantity: number;
  color: string;
  lists: string[];
  variants: SeedVariant[];
}

export interface SeedCollection {
  handle: string;
  shop: Shop;
  title: string;
  isBonus: boolean;
}

/** Each brand's lists, in the order they are seeded: handle and title. */
const LISTS: Record<Shop, [handle: string, title: string][]> = {
  glo: [
    ['devices', 'Пристрої'],
    ['sticks', 'Стіки'],
    ['accessories', 'Аксесуари'],
    ['popular', 'Популярне'],
    ['bonus', 'Бонусні товари'],
  ],
  ogo: [
    ['ogo-devices', 'Пристрої'],
    ['ogo-sticks', 'Стіки'],
    ['ogo-sticks-single', 'Стіки поштучно'],
    ['ogo-cigs', 'Сигарети'],
    ['ogo-velo', 'VELO'],
    ['ogo-accessories', 'Аксесуари'],
    ['ogo-merch', 'Мерч'],
    ['ogo-bonus', 'Бонусні товари'],
  ],
};

/** The lists of the items bought with XP. */
const BONUS_LISTS = new Set(['bonus', 'ogo-bonus']);

export const COLLECTIONS: SeedCollection[] = (['glo', 'ogo'] as const).flatMap((shop) =>
  LISTS[shop].map(([handle, title]) => ({ handle, shop, title, isBonus: BONUS_LISTS.has(handle) })),
);

const neo = (
  handle: string,
  title: string,
  taste: string,
  color: string,
  lists: string[],
  extraTags: string[] = [],
): SeedProduct => ({
  handle,
  title,
  subtitle: `${taste} · 20 стіків`,
  description: `<p>Стіки ${title} для систем нагрівання тютюну glo. ${taste}.</p><p>У пачці 20 стіків.</p>`,
  type: 'Стіки',
  vendor: 'neo',
  tags: ['sticks', 'neo', 'pack', ...extraTags],
  price: 105,
  quantity: 20,
  color,
  lists,
  variants: [
    { title: 'Пачка (20 стіків)', price: 105, quantity: 20 },
    { title: 'Блок (10 пачок по 20 стіків)', price: 1050, quantity: 200 },
  ],
});

const device = (
  handle: string,
  title: string,
  subtitle: string,
  price: number,
  colors: [string, string][],
  lists: string[],
  compareAtPrice?: number,
): SeedProduct => ({
  handle,
  title,
  subtitle,
  // Only the first letter is lowered: names inside (HeatBoost, UNIQ) keep their case.
  description: `<p>${title} — ${subtitle.charAt(0).toLowerCase()}${subtitle.slice(1)}.</p><ul><li>Заряд на 20 сеансів</li><li>Зарядка через USB-C</li><li>Гарантія 12 місяців</li></ul>`,
  type: 'Пристрій',
  vendor: 'glo',
  tags: ['device'],
  price,
  compareAtPrice,
  quantity: 1,
  color: colors[0]?.[1] ?? '#222222',
  lists,
  variants: colors.map(([title, color]) => ({ title, color })),
});

const accessory = (
  handle: string,
  title: string,
  subtitle: string,
  price: number,
  quantity: number,
  color: string,
  lists: string[],
  variants: SeedVariant[] = [{ title: 'Стандарт' }],
): SeedProduct => ({
  handle,
  title,
  subtitle,
  description: `<p>${title}. ${subtitle}.</p>`,
  type: 'Аксесуар',
  vendor: 'glo',
  tags: ['accessory'],
  price,
  quantity,
  color,
  lists,
  variants,
});

const bonusItem = (
  handle: string,
  title: string,
  subtitle: string,
  xpPrice: number,
  color: string,
  lists: string[],
  extraTags: string[] = [],
  variants: SeedVariant[] = [{ title: 'Стандарт' }],
): SeedProduct => ({
  handle,
  title,
  subtitle,
  description: `<p>${title} — обмін на ${xpPrice} XP. ${subtitle}.</p>`,
  type: 'Бонусний товар',
  vendor: 'glo',
  tags: ['bonus', ...extraTags],
  price: 0,
  xpPrice,
  quantity: 1,
  color,
  lists,
  variants: variants.map((v) => ({ ...v, price: 0, xpPrice })),
});

export const GLO_PRODUCTS: SeedProduct[] = [
  device('glo-hyper-pro', 'glo hyper pro', 'Пристрій з технологією HeatBoost', 1299,
    [['Чорний онікс', '#1f1f1f'], ['Сапфіровий синій', '#1b3a6b'], ['Рубіновий', '#8b1e3f'], ['Лісовий зелений', '#2f5d3a']],
    ['devices', 'popular'], 1599),
  device('glo-hyper-x2-air', 'glo hyper X2 air', 'Найлегший пристрій лінійки', 999,
    [['Космічний сірий', '#4a4d55'], ['Оливковий', '#6b7046'], ['Пудровий рожевий', '#d8a7a7']], ['devices']),
  device('glo-hyper-x2', 'glo hyper X2', 'Два режими нагрівання', 799,
    [['Чорний з білим', '#2b2b2b'], ['Синій з чорним', '#24407a']], ['devices']),
  device('glo-hyper-uniq', 'glo hyper+ UNIQ', 'Змінні панелі на будь-який настрій', 599,
    [['Білий', '#e9e9e9'], ['Чорний', '#111111']], ['devices']),
  neo('neo-dark-tobacco', 'neo Dark Tobacco', 'Насичений тютюновий смак', '#3b2a20', ['sticks', 'popular']),
  neo('neo-terracotta-tobacco', 'neo Terracotta Tobacco', 'Тютюн з горіховими нотами', '#a0522d', ['sticks']),
  neo('neo-golden-tobacco', 'neo Golden Tobacco', "М'який тютюновий смак", '#c49a2c', ['sticks']),
  neo('neo-ruby-boost', 'neo Ruby Boost', 'Ягоди з капсулою свіжості', '#9b1b30', ['sticks'], ['capsule']),
  neo('neo-arctic-click', 'neo Arctic Click', 'Крижана свіжість з капсулою', '#3a8fb7', ['sticks', 'popular'], ['capsule']),
  neo('neo-green-click', 'neo Green Click', "М'ята з капсулою", '#2e8b57', ['sticks'], ['capsule']),
  neo('neo-tropical-click', 'neo Tropical Click', 'Тропічні фрукти з капсулою', '#f08a24', ['sticks'], ['capsule']),
  accessory('glo-case', 'Чохол для glo hyper', 'Захист від подряпин, м’яка тканина', 249, 1, '#5a5a5a',
    ['accessories', 'popular'], [{ title: 'Сірий', color: '#5a5a5a' }, { title: 'Бежевий', color: '#c8b79b' }]),
  accessory('glo-brushes', 'Щіточки для чищення', 'Набір з 10 щіточок', 99, 10, '#8a8a8a', ['accessories']),
  accessory('glo-usb-c-cable', 'Кабель USB-C', 'Довжина 1 м, швидка зарядка', 199, 1, '#333333', ['accessories']),
  accessory('glo-car-charger', 'Автомобільний зарядний пристрій', 'Гніздо прикурювача, 12–24 В', 349, 1, '#222222', ['accessories']),
  accessory('glo-dock', 'Док-станція glo', 'Заряджає пристрій і телефон', 599, 1, '#444444', ['accessories']),
  bonusItem('glo-cap', 'Фірмова кепка glo', 'Розмір регулюється', 800, '#202020', ['bonus']),
  bonusItem('glo-thermo-cup', 'Термочашка glo', 'Об’єм 350 мл', 1200, '#6d6d6d', ['bonus']),
  bonusItem('glo-cleaning-kit', 'Набір для чищення', 'Щіточки та серветки', 300, '#9a9a9a', ['bonus']),
  bonusItem('glo-shopper', 'Шопер glo', 'Бавовна, 38 × 42 см', 600, '#c2b280', ['bonus']),
  bonusItem('glo-powerbank', 'Павербанк glo', 'Ємність 10 000 мА·год', 2500, '#303030', ['bonus']),
];

const ogo = (p: SeedProduct): SeedProduct => ({ ...p, handle: `ogo-${p.handle}` });

const velo = (handle: string, title: string, taste: string, price: number, color: string): SeedProduct => ({
  handle,
  title,
  subtitle: `${taste} · 20 паучів`,
  description: `<p>Нікотинові паучі ${title}. ${taste}.</p><p>Без тютюну та диму. 20 паучів у банці.</p>`,
  type: 'Паучі',
  vendor: 'VELO',
  tags: ['velo', 'pack'],
  price,
  quantity: 20,
  color,
  lists: ['ogo-velo'],
  variants: [
    { title: '10 мг', price },
    { title: '14 мг', price: price + 10 },
  ],
});

const cigs = (handle: string, title: string, subtitle: string, price: number, color: string): SeedProduct => ({
  handle,
  title,
  subtitle,
  description: `<p>Сигарети ${title}. ${subtitle}.</p><p>У пачці 20 сигарет.</p>`,
  type: 'Сигарети',
  vendor: title.split(' ')[0] ?? title,
  tags: ['cigs', 'pack'],
  price,
  quantity: 20,
  color,
  lists: ['ogo-cigs'],
  variants: [
    { title: 'Пачка (20 сигарет)', price, quantity: 20 },
    { title: 'Блок (10 пачок по 20 сигарет)', price: price * 10, quantity: 200 },
  ],
});

const merch = (handle: string, title: string, subtitle: string, price: number, color: string, sizes: string[]): SeedProduct => ({
  handle,
  title,
  subtitle,
  description: `<p>${title} від o'go Club. ${subtitle}.</p>`,
  type: 'Мерч',
  vendor: "o'go",
  tags: ['merch'],
  price,
  quantity: 1,
  color,
  lists: ['ogo-merch'],
  variants: sizes.map((s) => ({ title: s })),
});

const mixPack = (handle: string, title: string, subtitle: string, price: number, packs: number, color: string): SeedProduct => ({
  handle,
  title,
  subtitle,
  description: `<p>${title}: ${subtitle.toLowerCase()}.</p><p>Разом ${packs * 20} стіків.</p>`,
  type: 'Набір стіків',
  vendor: 'neo',
  tags: ['sticks', 'mix', 'pack'],
  price,
  quantity: 20,
  color,
  lists: ['ogo-sticks'],
  variants: [{ title: `${packs} ${packs < 5 ? 'пачки' : 'пачок'} по 20 стіків`, quantity: packs * 20 }],
});

/** One stick of a neo pack, sold by the piece (o'go's "Стіки поштучно"): twenty make a pack. */
const single = (handle: string, title: string, taste: string, color: string, extraTags: string[] = []): SeedProduct => ({
  handle: `ogo-${handle}`,
  title: `${title} поштучно`,
  subtitle: `${taste} · 1 стік`,
  description: `<p>Стіки ${title} поштучно: бери стільки, скільки треба. ${taste}.</p><p>20 стіків — це пачка.</p>`,
  type: 'Стіки',
  vendor: 'neo',
  tags: ['sticks', 'neo', 'single', 'pack', ...extraTags],
  price: 6,
  quantity: 20,
  color,
  lists: ['ogo-sticks-single'],
  variants: [{ title: '1 стік', price: 6, quantity: 1 }],
});

export const OGO_PRODUCTS: SeedProduct[] = [
  ogo({ ...device('glo-hyper-pro', 'glo hyper pro', 'Пристрій з технологією HeatBoost', 1299,
    [['Чорний онікс', '#1f1f1f'], ['Сапфіровий синій', '#1b3a6b']], ['ogo-devices'], 1599) }),
  ogo({ ...device('glo-hyper-x2-air', 'glo hyper X2 air', 'Найлегший пристрій лінійки', 999,
    [['Космічний сірий', '#4a4d55'], ['Оливковий', '#6b7046']], ['ogo-devices']) }),
  ogo({ ...device('vuse-epod-2', 'Vuse ePod 2', 'Система з картриджами', 499,
    [['Графіт', '#3c3c3c'], ['Синій', '#2c4f8c']], ['ogo-devices']), vendor: 'Vuse' }),
  mixPack('neo-mix-tobacco', 'Набір neo Тютюнові смаки', '5 пачок тютюнових смаків', 515, 5, '#6b4226'),
  mixPack('neo-mix-click', 'Набір neo Click', '5 пачок смаків з капсулою', 515, 5, '#2f7fa8'),
  mixPack('neo-mix-discovery', 'Набір neo Відкриття', '3 пачки різних смаків для знайомства', 299, 3, '#7a4fa0'),
  ogo(neo('neo-dark-tobacco', 'neo Dark Tobacco', 'Насичений тютюновий смак', '#3b2a20', ['ogo-sticks'])),
  ogo(neo('neo-arctic-click', 'neo Arctic Click', 'Крижана свіжість з капсулою', '#3a8fb7', ['ogo-sticks'], ['capsule'])),
  ogo(neo('neo-ruby-boost', 'neo Ruby Boost', 'Ягоди з капсулою свіжості', '#9b1b30', ['ogo-sticks'], ['capsule'])),
  ogo(neo('neo-golden-tobacco', 'neo Golden Tobacco', "М'який тютюновий смак", '#c49a2c', ['ogo-sticks'])),
  cigs('kent-nanotek-neo', 'Kent Nanotek Neo', 'Тонкі сигарети з вугільним фільтром', 95, '#1d3f7a'),
  cigs('rothmans-demi-blue', 'Rothmans Demi Blue', 'Сигарети формату деми', 80, '#23407e'),
  cigs('dunhill-fine-cut-dark', 'Dunhill Fine Cut Dark', 'Насичений смак', 98, '#4b2e1e'),
  cigs('vogue-blue', 'Vogue Blue', 'Суперслім формат', 90, '#6f8fc4'),
  cigs('pall-mall-nanokings', 'Pall Mall Nanokings', 'Формат нано', 78, '#b22234'),
  velo('velo-freeze-max', 'VELO Freeze Max', 'Інтенсивна м’ята', 175, '#0a8fd6'),
  velo('velo-ice-cool', 'VELO Ice Cool', 'Освіжаюча м’ята', 165, '#4cb5e6'),
  velo('velo-tropic-breeze', 'VELO Tropic Breeze', 'Манго й ананас', 165, '#f2a81d'),
  velo('velo-berry-frost', 'VELO Berry Frost', 'Лісові ягоди з холодком', 170, '#a3245e'),
  velo('velo-urban-vibe', 'VELO Urban Vibe', 'Цитрус і імбир', 165, '#6bbf59'),
  { ...accessory('ogo-case', 'Чохол для glo hyper', 'Захист від подряпин', 249, 1, '#5a5a5a', ['ogo-accessories'],
    [{ title: 'Сірий', color: '#5a5a5a' }, { title: 'Фіолетовий', color: '#5b2eff' }]) },
  { ...accessory('ogo-brushes', 'Щіточки для чищення', 'Набір з 10 щіточок', 99, 10, '#8a8a8a', ['ogo-accessories']) },
  { ...accessory('ogo-ashtray', 'Кишенькова попільничка', 'Компактна, з кришкою', 79, 1, '#444444', ['ogo-accessories']) },
  { ...accessory('ogo-velo-case', 'Футляр для VELO', 'Вміщує одну банку', 129, 1, '#0a8fd6', ['ogo-accessories'], [{ title: 'Стандарт' }]), tags: ['accessory', 'velo'] },
  merch('ogo-tshirt', "Футболка o'go", 'Бавовна 100%', 399, '#5b2eff', ['S', 'M', 'L', 'XL']),
  merch('ogo-hoodie', "Худі o'go", 'Тепла тканина з начосом', 899, '#2a1a6e', ['S', 'M', 'L']),
  merch('ogo-cap', "Кепка o'go", 'Регульований розмір', 299, '#111111', ['Універсальний']),
  merch('ogo-shopper', "Шопер o'go", 'Бавовна, 38 × 42 см', 249, '#e7e1ff', ['Універсальний']),
  { ...bonusItem('ogo-bonus-tshirt', "Футболка o'go", 'Обмін на XP', 1000, '#5b2eff', ['ogo-bonus'], [], [{ title: 'M' }, { title: 'L' }]), vendor: "o'go" },
  { ...bonusItem('ogo-bonus-cap', "Кепка o'go", 'Обмін на XP', 700, '#111111', ['ogo-bonus']), vendor: "o'go" },
  { ...bonusItem('ogo-bonus-earbuds', 'Бездротові навушники', 'Bluetooth 5.3, кейс із зарядкою', 5000, '#dddddd', ['ogo-bonus']), vendor: "o'go" },
  { ...bonusItem('ogo-bonus-powerbank', 'Павербанк', 'Ємність 10 000 мА·год', 2500, '#303030', ['ogo-bonus']), vendor: "o'go" },
  { ...bonusItem('ogo-bonus-velo', 'VELO Freeze Max у подарунок', 'Банка паучів за XP', 200, '#0a8fd6', ['ogo-bonus'], ['velo', 'velo-gift']), vendor: 'VELO', quantity: 20 },
  // Added last, so the ids of the products above stay as they were seeded before.
  single('neo-dark-tobacco-single', 'neo Dark Tobacco', 'Насичений тютюновий смак', '#3b2a20'),
  single('neo-arctic-click-single', 'neo Arctic Click', 'Крижана свіжість з капсулою', '#3a8fb7', ['capsule']),
  single('neo-ruby-boost-single', 'neo Ruby Boost', 'Ягоди з капсулою свіжості', '#9b1b30', ['capsule']),
  single('neo-golden-tobacco-single', 'neo Golden Tobacco', "М'який тютюновий смак", '#c49a2c'),
];

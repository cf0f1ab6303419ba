import type { ArtworkKind } from './drawings';

/** Products whose handle alone says what they are (the rest go by their product type). */
const BY_HANDLE: [RegExp, ArtworkKind][] = [
  [/velo-case/, 'case'],
  [/case/, 'case'],
  [/brushes/, 'brushes'],
  [/cleaning-kit/, 'kit'],
  [/usb-c-cable/, 'cable'],
  [/car-charger/, 'charger'],
  [/dock/, 'dock'],
  [/thermo-cup/, 'cup'],
  [/shopper/, 'shopper'],
  [/powerbank/, 'powerbank'],
  [/earbuds/, 'earbuds'],
  [/hoodie/, 'hoodie'],
  [/tshirt/, 'tshirt'],
  [/cap$/, 'cap'],
  [/ashtray/, 'ashtray'],
  [/bonus-velo/, 'velo'],
  [/neo-mix/, 'sticks-mix'],
];

const BY_TYPE: Record<string, ArtworkKind> = {
  Пристрій: 'device',
  Стіки: 'sticks',
  'Набір стіків': 'sticks-mix',
  Сигарети: 'cigs',
  Паучі: 'velo',
  Аксесуар: 'case',
  Мерч: 'tshirt',
  'Бонусний товар': 'gift',
};

/** Which drawing a catalogue product gets, from its handle and product type. */
export function artworkKindOf(product: { handle: string; type: string }): ArtworkKind {
  const byHandle = BY_HANDLE.find(([pattern]) => pattern.test(product.handle));
  return byHandle?.[1] ?? BY_TYPE[product.type] ?? 'gift';
}

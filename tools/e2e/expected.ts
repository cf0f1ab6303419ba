import { readFileSync } from 'node:fs';
import { brandApps } from './ports';

/** The reference backend's catalogues (its `product`): a brand sells one of them. */
export type Catalogue = 'glo' | 'ogo';

/** A text seen on a page, at a path, under a level-one heading. */
interface PageText {
  path: string;
  title: string;
  text: string;
}

/**
 * What one brand must look like from the outside: apps/<id>-e2e/expected.json, owned by the
 * brand's e2e project. Written down there, not read from the brand libraries, so that a wrong
 * brand config fails the specs. The brand generator writes the file for a new brand.
 */
export interface Expected {
  id: string;
  /** The backend catalogue the brand sells (the `product` of its calls, the `<catalogue>_token` cookie). */
  catalogue: Catalogue;
  /** Display name: manifest, titles, install prompt, the header logo's name. */
  name: string;
  themeColor: string;
  homeTitle: string;
  /** The header logo: its accessible name, and at least how many paths draw it (a mark, not text). */
  logo: { label: string; minPaths: number };
  /** The shape of a primary button (colours aside). */
  button: { textTransform: string; radius: string };
  /** The contacts on /support; `email` null when the brand has no support address (no e-mail line). */
  support: { hotline: string; hotlineHref: string; email: string | null };
  /** Whether registration asks for an e-mail; where the backend keeps the declared age. */
  registration: { email: boolean; ageNamespace: string };
  /** The brand the switch leads to (whether the menu offers it), and the catalogue it sells. */
  sister: { id: string; name: string; catalogue: Catalogue; switch: boolean };
  /** The side menu's items (age-verified customer, no Web Share), the one that share follows, social links. */
  menu: { items: string[]; shareAfter: string; social: { label: string; hrefPrefix: string }[] };
  shop: {
    /** Every shop list the brand serves, in order (spec §2). */
    lists: string[];
    /** The list and product the shop flows buy from. */
    list: string;
    listTitle: string;
    product: string;
    /** A list of the other catalogue: the 404 page here. */
    foreignList: string;
    /** A list whose products show pictures. */
    pictureList: { id: string; title: string };
    /** Where the brand sells VELO (VELO-20% applies there), or null. */
    velo: { list: string; product: string; price: number; discount: number } | null;
    /** A bonus item sold for XP. */
    xpItem: { list: string; product: string; xp: number };
    /** An exchange product with a rich page. */
    exchange: string;
    /** The first letter of the brand's device serials. */
    deviceSerialLetter: string;
    /**
     * The app the backend's card payment page returns to: the catalogue's own (the reference
     * backend builds that link per catalogue, docs/contributing.md "A new brand").
     */
    paymentReturnsTo: string;
  };
  routes: {
    /** Routes of spec §2 beyond the common ones that the brand serves. */
    only: string[];
    /** Routes of spec §2 the brand does not serve (its 404 page). */
    notServed: string[];
    /** A path that answers HTTP 404. */
    notFound: string;
    /** /landing: the brand's own page, or a redirect to another brand's app. */
    landing: { own: true; title: string; text: string } | { own: false; redirectsTo: string };
  };
  /** What the backend seeds for the catalogue's content pages. */
  content: {
    /** The program named in the user agreement. */
    agreementName: string;
    /** The news titles; the first opens its item. */
    news: [string, ...string[]];
    firstNewsId: string;
    rules: string;
    delivery: string;
    storeAddress: string;
    storeName: string;
    offer: string;
    /** Whether the vocabulary offers the o'go Club sub-dictionary. */
    clubVocabulary: boolean;
    /** Content pages only this brand has. */
    extraPages: PageText[];
  };
  /** The demo customer's XP history and exchange products in the seed. */
  bonuses: { transaction: string; active: string; inactive: string };
}

const REQUIRED: (keyof Expected)[] = [
  'id',
  'catalogue',
  'name',
  'themeColor',
  'homeTitle',
  'logo',
  'button',
  'support',
  'registration',
  'sister',
  'menu',
  'shop',
  'routes',
  'content',
  'bonuses',
];

const loaded = new Map<string, Expected>();

/** The expectations of a registered brand (libs/brand/brands.json), from its e2e project. */
export function expectationsFor(brand: string): Expected {
  const cached = loaded.get(brand);
  if (cached) return cached;
  if (!brandApps.some((app) => app.id === brand)) throw new Error(`No brand app "${brand}" in libs/brand/brands.json`);
  const file = `apps/${brand}-e2e/expected.json`;
  let expected: Expected;
  try {
    expected = JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
  } catch (error) {
    throw new Error(`No expectations for the brand "${brand}": ${file} (${(error as Error).message})`, { cause: error });
  }
  const missing = REQUIRED.filter((key) => expected[key] === undefined);
  if (missing.length > 0) throw new Error(`${file} lacks ${missing.join(', ')} (see Expected in tools/e2e/expected.ts)`);
  if (expected.id !== brand) throw new Error(`${file} is for "${expected.id}", not "${brand}"`);
  loaded.set(brand, expected);
  return expected;
}

import { atomWithStorage } from 'jotai/utils';
import { STORAGE_KEYS, type StorageBrand } from '@cx/shared-util-storage';
import { emptyCart, type CartState } from './cart';
import { parseCart } from './cart-schema';
import { validatedLocalStorage } from './persisted-storage';

const storage = validatedLocalStorage<CartState>(parseCart);

function createCartAtom(brand: StorageBrand) {
  // getOnInit: the first render already shows the stored cart (no flash of an empty badge).
  const cart = atomWithStorage<CartState>(STORAGE_KEYS.cart(brand), emptyCart(), storage, { getOnInit: true });
  cart.debugLabel = `cartAtom:${brand}`;
  return cart;
}

const atoms = new Map<StorageBrand, ReturnType<typeof createCartAtom>>();

/** The brand's cart, persisted under its own key from the storage registry (spec §4). */
export function cartAtom(brand: StorageBrand) {
  let cart = atoms.get(brand);
  if (!cart) {
    cart = createCartAtom(brand);
    atoms.set(brand, cart);
  }
  return cart;
}

import { STORAGE_KEYS } from '@cx/shared-util-storage';
import { emptyCart, type CartState } from './cart';
import { parseCart } from './cart-schema';
import { perBrandStorageAtom, validatedLocalStorage } from './persisted-storage';

/** The brand's cart, persisted under its own key from the storage registry (spec §4). */
export const cartAtom = perBrandStorageAtom<CartState>(
  'cartAtom',
  STORAGE_KEYS.cart,
  emptyCart,
  validatedLocalStorage<CartState>(parseCart),
);

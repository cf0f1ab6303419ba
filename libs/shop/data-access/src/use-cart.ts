import { useCallback, useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import {
  addToCart,
  cartItemCount,
  clearCart,
  decrementLine,
  incrementLine,
  removeLine,
  setComment,
  setLineCount,
  type AddToCartResult,
  type CartLineInput,
  type CartState,
} from './cart';
import { cartAtom } from './cart-atom';
import { applyPromoCode, removePromoCode, type PromoCheck, type PromoContext } from './promo';
import { addVeloGift, type VeloGiftOffer } from './velo';

/** The current brand's cart. */
export function useCart(): CartState {
  const brand = useBrand();
  return useAtomValue(cartAtom(brand.id));
}

/** Units in the current brand's cart: for the header badge of the app shell. */
export function useCartCount(): number {
  return cartItemCount(useCart());
}

export interface CartActions {
  /** Refused (ok: false) when no variant is chosen (spec §5). */
  add(input: CartLineInput): AddToCartResult;
  increment(variantId: number): void;
  /** Never below 1. */
  decrement(variantId: number): void;
  setCount(variantId: number, count: number): void;
  remove(variantId: number, gift?: boolean): void;
  /** Empties the cart, its comment and its promo codes (spec §4). */
  clear(): void;
  setComment(comment: string): void;
  applyPromo(code: string, context: PromoContext): PromoCheck;
  removePromo(code: string): void;
  chooseVeloGift(input: CartLineInput, offer: VeloGiftOffer | null | undefined): void;
}

/** Changes to the current brand's cart, each a pure function of cart.ts applied to the atom. */
export function useCartActions(): CartActions {
  const brand = useBrand();
  const store = useStore();
  const atom = cartAtom(brand.id);
  const update = useCallback(
    (change: (cart: CartState) => CartState) => {
      const current = store.get(atom);
      const next = change(current);
      if (next !== current) store.set(atom, next);
    },
    [store, atom],
  );
  return useMemo<CartActions>(
    () => ({
      add: (input) => {
        const result = addToCart(store.get(atom), input);
        if (result.ok) store.set(atom, result.cart);
        return result;
      },
      increment: (variantId) => update((cart) => incrementLine(cart, variantId)),
      decrement: (variantId) => update((cart) => decrementLine(cart, variantId)),
      setCount: (variantId, count) => update((cart) => setLineCount(cart, variantId, count)),
      remove: (variantId, gift = false) => update((cart) => removeLine(cart, variantId, gift)),
      clear: () => store.set(atom, clearCart()),
      setComment: (comment) => update((cart) => setComment(cart, comment)),
      applyPromo: (code, context) => {
        const result = applyPromoCode(store.get(atom), code, context);
        update(() => result.cart);
        return result.check;
      },
      removePromo: (code) => update((cart) => removePromoCode(cart, code)),
      chooseVeloGift: (input, offer) => update((cart) => addVeloGift(cart, input, offer)),
    }),
    [store, atom, update],
  );
}

import { atom, type PrimitiveAtom } from 'jotai';
import type { StorageBrand } from '@cx/shared-util-storage';
import { toast } from '@cx/shell-data-access';
import type { PlaceNotice } from '@cx/checkout-data-access';
import { messages } from './messages';

const m = messages.checkout;

/** Why the last tap on "Оформити замовлення" did not end on the success screen. */
export type CheckoutNoticeKind = PlaceNotice;

export const checkoutNoticeText: Record<CheckoutNoticeKind, string> = {
  checking: m.checking,
  failed: m.failed,
  offline: m.offline,
  unknown: m.unknown,
};

const atoms = new Map<StorageBrand, PrimitiveAtom<CheckoutNoticeKind | null>>();

/**
 * The checkout screen's inline message for the last failed attempt: it stays on the screen (a
 * toast vanishes after a few seconds) until the next attempt starts or succeeds.
 */
export function checkoutNoticeAtom(brand: StorageBrand): PrimitiveAtom<CheckoutNoticeKind | null> {
  let notice = atoms.get(brand);
  if (!notice) {
    notice = atom<CheckoutNoticeKind | null>(null);
    notice.debugLabel = `checkoutNoticeAtom:${brand}`;
    atoms.set(brand, notice);
  }
  return notice;
}

/** Says it twice: the toast for the moment, the inline message for afterwards. */
export function announceCheckoutNotice(set: (kind: CheckoutNoticeKind | null) => void, kind: CheckoutNoticeKind | null): void {
  set(kind);
  if (kind === 'checking') toast.info(m.checking, { id: 'checkout-order' });
  else if (kind) toast.error(checkoutNoticeText[kind], { id: 'checkout-order' });
}

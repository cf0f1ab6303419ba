import { useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useBrand } from '@cx/brand-contract';
import { promoFromLink, rememberPendingPromo } from '@cx/shop-data-access';

/**
 * A promo link's code, for the cart's promo field. Read on the cart's first render, even an empty
 * cart's: the code is kept per brand until the cart has something to apply it to.
 */
export function usePendingPromo() {
  const brand = useBrand();
  const linkPromo = useSearch({ strict: false, select: (search) => promoFromLink(search.promo) });
  const [pendingPromo] = useState(() => rememberPendingPromo(brand.id, linkPromo));
  return pendingPromo;
}

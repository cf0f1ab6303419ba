import { useAtomValue } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { usedPromoCodesAtom } from './used-promo-codes-atom';

/** Codes this customer already used in the current brand (VELO-20% is once per user). */
export function useUsedPromoCodes(): string[] {
  return useAtomValue(usedPromoCodesAtom(useBrand().id));
}

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { toast } from '@cx/shell-data-access';
import { checkoutDraftAtom, isOrderAlreadyPaid, orderStatusQueryOptions, switchOrderToCash } from '@cx/checkout-data-access';
import { messages } from './messages';
import { useAppContext } from '@cx/shared-routing';

const m = messages.success;

/** Why cash could not be chosen, in the customer's words. */
export function cashFailureMessage(error: unknown): string {
  if (isOrderAlreadyPaid(error)) return m.cashAlreadyPaid;
  return m.cashFailed;
}

/**
 * Pays on delivery instead of by card. The backend makes the order cash on delivery; only then
 * does this device say so (`cashChosen`) and remember it in the checkout draft.
 */
export function usePayCash() {
  const brand = useBrand();
  const { api } = useAppContext();
  const setDraft = useSetAtom(checkoutDraftAtom(brand.id));
  const [cashChosen, setCashChosen] = useState(false);
  const queryClient = useQueryClient();
  const payCash = useMutation({
    mutationFn: (id: number) => switchOrderToCash(api, { orderId: id, product: brand.productKey }),
    onSuccess: (answer, id) => {
      queryClient.setQueryData(orderStatusQueryOptions(api, brand.productKey, id).queryKey, answer);
      setCashChosen(true);
      setDraft((current) => ({
        ...current,
        placed:
          current.placed?.id === id
            ? { ...current.placed, payment: 1 }
            : { id, orderNumber: answer.order_number, total: 0, payment: 1, paidWithXp: false, summary: null },
      }));
    },
    onError: (error, id) => {
      // Paid meanwhile (another tab, a late bank answer): the status shows it.
      if (isOrderAlreadyPaid(error)) {
        void queryClient.invalidateQueries({ queryKey: orderStatusQueryOptions(api, brand.productKey, id).queryKey });
      }
      toast.error(cashFailureMessage(error), { id: 'checkout-pay-cash' });
    },
  });
  return { payCash, cashChosen };
}

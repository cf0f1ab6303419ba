import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useBrand } from '@cx/brand-contract';
import { toast } from '@cx/shell-data-access';
import { customerQueryOptions } from '@cx/profile-data-access';
import { callbackSlots, sendPhoneCall, slotTimes, type PaymentMethod } from '@cx/checkout-data-access';
import { useAppContext } from '@cx/shared-routing';

/** What the call-back says of the order this device placed. */
interface PlacedOrderFacts {
  orderNumber: number;
  total: number;
  payment: PaymentMethod;
}

/** The call-back request: the slots from now on, the one chosen, and the request to the backend. */
export function useCallbackRequest(placed: PlacedOrderFacts | null, statusOrderNumber: number | undefined) {
  const brand = useBrand();
  const { api, session } = useAppContext();
  const shopifyId = session.getCustomerIds()?.shopifyId ?? 0;
  // Not a suspense read: only prefills the callback form, which works without it.
  const customer = useQuery({ ...customerQueryOptions(api, brand.productKey, shopifyId), enabled: shopifyId > 0 });
  const [now] = useState(() => new Date());
  const slots = callbackSlots(now);
  const [slotIndex, setSlotIndex] = useState(0);
  const callback = useMutation({
    mutationFn: async () => {
      const slot = slots[slotIndex];
      if (!slot || !customer.data) throw new Error('no slot');
      const c = customer.data;
      await sendPhoneCall(api, {
        orderSum: placed?.total ?? 0,
        orderNumber: placed?.orderNumber ?? statusOrderNumber ?? 1,
        orderPayment: placed?.payment ?? 1,
        ...slotTimes(slot, now),
        phone: c.phone,
        avgCheck: c.orders_count > 0 ? Math.round((c.total_spent / c.orders_count) * 100) / 100 : 0,
        first_name: c.first_name ?? '',
        totalSpent: c.total_spent,
        orders_count: c.orders_count,
      });
    },
    onError: () => toast.error('Сталася помилка', { id: 'checkout-callback' }),
  });
  return { slots, slotIndex, setSlotIndex, canCallback: !!customer.data, callback };
}

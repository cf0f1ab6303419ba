import { toast, navigateExternal } from '@cx/shell-data-access';
import { fetchPaymentLink, requestPaymentLink } from '@cx/checkout-data-access';
import { messages } from './messages';

const m = messages.checkout;

/**
 * Leaves for the payment page, or says why not ("Сталася помилка" once the 5 × 2 s budget is
 * spent). Resolves whether it left.
 */
export async function payOrder(
  api: Parameters<typeof fetchPaymentLink>[0],
  input: { orderId: number; product: 'glo' | 'ogo'; ogoAuthApiToken?: string },
): Promise<boolean> {
  const outcome = await requestPaymentLink(() => fetchPaymentLink(api, input));
  if (outcome.kind !== 'link') {
    toast.error(m.payFailed, { id: 'checkout-payment-link' });
    return false;
  }
  // Only the allow-listed payment origin (spec §8: anything else is refused).
  if (!navigateExternal(outcome.url)) {
    toast.error(m.redirectRefused, { id: 'checkout-payment-link' });
    return false;
  }
  return true;
}

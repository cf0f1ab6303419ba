import { Button, Stack } from '@cx/shared-ui';
import { messages } from './messages';
import type { SuccessViewProps } from './success-screen';

const m = messages.success;

type SuccessPaymentActionsProps = Pick<SuccessViewProps, 'onPay' | 'paying' | 'onPayCash' | 'payingCash' | 'cashError'> & {
  orderId: number;
  declined: boolean;
};

/** The card payment did not go through (yet): pay again, or pay on delivery instead. */
export function SuccessPaymentActions({ orderId, declined, onPay, paying, onPayCash, payingCash, cashError }: SuccessPaymentActionsProps) {
  return (
    <Stack gap={2}>
      <Button data-testid="pay-again" loading={paying} disabled={payingCash} onClick={() => onPay(orderId)}>
        {paying ? m.preparingPayment : declined ? m.retryPay : m.pay}
      </Button>
      {onPayCash ? (
        <Button
          variant="secondary"
          data-testid="pay-cash"
          loading={payingCash}
          disabled={paying}
          onClick={() => onPayCash(orderId)}
        >
          {payingCash ? m.switchingToCash : m.payCash}
        </Button>
      ) : null}
      {cashError && !payingCash ? (
        <p role="alert" data-testid="pay-cash-error">
          {cashError}
        </p>
      ) : null}
    </Stack>
  );
}

import { Link } from '@tanstack/react-router';
import { FormAlert, PageSection } from '@cx/shared-ui';
import type { PaymentMethod } from '@cx/checkout-data-access';
import { OrderSummary, type OrderSummaryFigures } from '@cx/shop-ui';
import { formatDeliveryAddress } from '@cx/delivery-data-access';
import type { DeliveryAddress } from '@cx/profile-data-access';
import { messages } from './messages';

const m = messages.checkout;

/** Where the order goes, or the note that the delivery step is incomplete; with a way back to it. */
export function CheckoutDeliverySection({ delivery }: { delivery: DeliveryAddress | null }) {
  return (
    <PageSection title={m.delivery}>
      {delivery ? (
        <p data-testid="checkout-delivery">{formatDeliveryAddress(delivery)}</p>
      ) : (
        <p role="alert">{m.incomplete}</p>
      )}
      <Link to="/shop/delivery">{m.edit}</Link>
    </PageSection>
  );
}

/** How the order is paid: the chosen method (with a way back to it), or XP alone. */
export function CheckoutPaymentSection({ payment, paidWithXp }: { payment: PaymentMethod; paidWithXp: boolean }) {
  return (
    <PageSection title={m.payment}>
      {paidWithXp ? (
        // Bought with XP only: nothing to pay, no method to choose (spec §4).
        <p data-testid="checkout-payment">{m.payWithXp}</p>
      ) : (
        <>
          <p data-testid="checkout-payment">{messages.payment.methods[payment]}</p>
          <Link to="/shop/payment">{m.edit}</Link>
        </>
      )}
    </PageSection>
  );
}

/** The server's refusals and notes, one alert each; nothing when there are none. */
export function CheckoutProblems({ problems, id }: { problems: readonly string[]; id?: string }) {
  if (problems.length === 0) return null;
  return (
    <div data-testid="checkout-problems" id={id}>
      {problems.map((problem) => (
        <FormAlert key={problem}>{problem}</FormAlert>
      ))}
    </div>
  );
}

/** The lines and totals as the server priced them, or a status line until it answers. */
export function CheckoutItemsSection({ figures }: { figures: OrderSummaryFigures | null }) {
  return (
    <PageSection title={m.items}>
      {figures ? (
        <OrderSummary figures={figures} showLines testIdPrefix="checkout" />
      ) : (
        <p role="status" data-testid="checkout-pricing">
          {m.pricing}
        </p>
      )}
    </PageSection>
  );
}

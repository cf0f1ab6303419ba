import { useEffect } from 'react';
import { Navigate, useRouter } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { BottomBarButton, OfflineNotice, Page, Stack } from '@cx/shared-ui';
import { markBusy, useOnlineStatus } from '@cx/shared-pwa';
import { checkoutDraftAtom, type PaymentMethod } from '@cx/checkout-data-access';
import { summarizeCart, useCart } from '@cx/shop-data-access';
import { messages } from './messages';
import styles from './checkout.module.css';

const m = messages.payment;

/**
 * /shop/payment: cash on delivery (1) or card (2), kept in the checkout draft. An order of bonus
 * items only is paid with XP: there is nothing to choose, so the step is skipped.
 */
export function PaymentScreen() {
  const brand = useBrand();
  const router = useRouter();
  const online = useOnlineStatus();
  const cart = useCart();
  const [draft, setDraft] = useAtom(checkoutDraftAtom(brand.id));
  useEffect(() => markBusy('checkout'), []);
  // Codes and orders count change no XP figure: the rules need no customer context here.
  const summary = summarizeCart(cart, { ordersCount: Number.POSITIVE_INFINITY, usedPromoCodes: [] }, brand.loyalty.earn);
  if (summary.onlyBonusItems && summary.total === 0) return <Navigate to="/shop/checkout" replace />;
  return (
    <PaymentView
      online={online}
      payment={draft.payment}
      onChoose={(method) => setDraft((current) => ({ ...current, payment: method }))}
      onNext={() => void router.navigate({ to: '/shop/checkout' })}
    />
  );
}

export interface PaymentViewProps {
  online: boolean;
  payment: PaymentMethod;
  onChoose: (method: PaymentMethod) => void;
  onNext: () => void;
}

/** The payment step itself, driven by props (stories show each state). */
export function PaymentView({ online, payment, onChoose, onNext }: PaymentViewProps) {
  return (
    <Page
      as="main"
      title={m.title}
      bottomBar={
        <BottomBarButton data-testid="payment-next" onClick={onNext}>
          {m.next}
        </BottomBarButton>
      }
    >
      <Stack gap={4}>
        <OfflineNotice online={online}>{messages.checkout.offline}</OfflineNotice>
        <fieldset className={styles.methods}>
          <legend>{m.legend}</legend>
          {([1, 2] as const).map((method) => (
            <label key={method}>
              <input type="radio" name="payment" checked={payment === method} onChange={() => onChoose(method)} />
              {m.methods[method]}
            </label>
          ))}
        </fieldset>
        {payment === 2 ? (
          <p className={styles.notice} data-testid="card-note">
            {m.cardNote}
          </p>
        ) : null}
      </Stack>
    </Page>
  );
}

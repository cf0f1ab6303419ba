import type { CertDeps, CertPartner, CertSession } from '@cx/certificates-data-access';
import { PurchaseView } from './purchase-view';
import { usePurchase } from './use-purchase';

export interface PurchaseSheetProps {
  deps: CertDeps;
  partner: CertPartner;
  amount: number;
  /** What get-auth (or the remembered registration) says; undefined while it loads. */
  session: CertSession | undefined;
  /** Names and e-mail of the customer record, to fill the registration. */
  prefill?: { firstName?: string | null; lastName?: string | null; email?: string | null };
  onClose: () => void;
}

/** The purchase of one nominal, in its bottom sheet (usePurchase holds the steps). */
export function PurchaseSheet({ onClose, ...props }: PurchaseSheetProps) {
  const purchase = usePurchase(props);
  const priceXp = props.partner.nominals.find((nominal) => nominal.amount === props.amount)?.price_xp ?? 0;
  return (
    <PurchaseView
      open
      partnerName={props.partner.name}
      amount={props.amount}
      priceXp={priceXp}
      step={purchase.step}
      values={purchase.values}
      errors={purchase.errors}
      formError={purchase.formError}
      busy={purchase.busy}
      result={purchase.result}
      onChange={purchase.change}
      onSubmit={purchase.submit}
      onForgotPin={purchase.forgotPin}
      onResendSms={purchase.resendSms}
      onClose={onClose}
    />
  );
}

import type { FormEvent } from 'react';
import { BottomSheet, Button, FormAlert } from '@cx/shared-ui';
import { formatMoney, formatXp } from '@cx/shared-util-format';
import type { CertPurchaseResult } from '@cx/certificates-data-access';
import { messages } from './messages';
import { PurchaseDone } from './purchase-done';
import { PurchaseStepFields } from './purchase-step-fields';
import styles from './certificates.module.css';

const t = messages.purchase;

export type PurchaseStep = 'register' | 'enter-pin' | 'create-pin' | 'sms' | 'done';

export interface PurchaseValues {
  firstName: string;
  lastName: string;
  email: string;
  pin: string;
  newPin: string;
  repeatPin: string;
  sms: string;
}

export type PurchaseField = keyof PurchaseValues;

export interface PurchaseViewProps {
  open: boolean;
  partnerName: string;
  amount: number;
  priceXp: number;
  step: PurchaseStep;
  values: PurchaseValues;
  errors: Partial<Record<PurchaseField, string>>;
  /** A failure of the step as a whole (offline, not enough XP…). */
  formError?: string | null;
  busy?: boolean;
  result?: CertPurchaseResult | null;
  onChange: (field: PurchaseField, value: string) => void;
  onSubmit: () => void;
  onForgotPin?: () => void;
  onResendSms?: () => void;
  onClose: () => void;
}

/** The purchase in a bottom sheet: registration once, the PIN (or a new one by SMS), the result. */
export function PurchaseView(props: PurchaseViewProps) {
  const { open, partnerName, amount, priceXp, step, busy, onClose } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) props.onSubmit();
  };
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={t.title(partnerName)}
      description={step === 'done' ? undefined : t.summary(formatMoney(amount), formatXp(priceXp))}
      closeLabel={t.close}
      dismissOnBackdrop={false}
    >
      {step === 'done' ? (
        <PurchaseDone result={props.result ?? null} onClose={onClose} />
      ) : (
        <form className={styles.steps} onSubmit={submit} noValidate>
          <PurchaseStepFields {...props} />
          <FormAlert>{props.formError}</FormAlert>
          <Button type="submit" fullWidth loading={busy}>
            {submitLabel(step)}
          </Button>
          {step === 'enter-pin' && props.onForgotPin ? (
            <button type="button" className={styles.linkButton} onClick={props.onForgotPin}>
              {t.forgotPin}
            </button>
          ) : null}
          {step === 'sms' && props.onResendSms ? (
            <button type="button" className={styles.linkButton} onClick={props.onResendSms} disabled={busy}>
              {t.resend}
            </button>
          ) : null}
        </form>
      )}
    </BottomSheet>
  );
}

function submitLabel(step: Exclude<PurchaseStep, 'done'>): string {
  switch (step) {
    case 'register':
      return t.register;
    case 'enter-pin':
      return t.buy;
    case 'create-pin':
      return t.sendSms;
    case 'sms':
      return t.confirmAndBuy;
  }
}

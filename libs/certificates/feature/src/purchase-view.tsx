import type { FormEvent, ReactNode } from 'react';
import { BottomSheet, Button, CheckIcon, CodeField, FormAlert, TextField } from '@cx/shared-ui';
import { formatDate, formatMoney, formatXp } from '@cx/shared-util-format';
import type { CertPurchaseResult } from '@cx/certificates-data-access';
import { MY_LIST_PATH } from './certificates-view';
import { messages } from './messages';
import styles from './certificates.module.css';
import { useLinkClick } from '@cx/shared-routing';

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
        <DoneStep result={props.result ?? null} onClose={onClose} />
      ) : (
        <form className={styles.steps} onSubmit={submit} noValidate>
          <StepFields {...props} />
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

function Intro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className={styles.partnerName}>{title}</h3>
      <p className={styles.stepIntro}>{children}</p>
    </div>
  );
}

function StepFields({ step, values, errors, onChange }: PurchaseViewProps) {
  const pinProps = {
    type: 'password' as const,
    inputMode: 'numeric' as const,
    pattern: '[0-9]*',
    maxLength: 4,
    autoComplete: 'off',
  };
  switch (step) {
    case 'register':
      return (
        <>
          <Intro title={t.registerTitle}>{t.registerIntro}</Intro>
          <TextField
            label={t.firstName}
            name="first_name"
            autoComplete="given-name"
            value={values.firstName}
            error={errors.firstName}
            onChange={(event) => onChange('firstName', event.target.value)}
          />
          <TextField
            label={t.lastName}
            name="last_name"
            autoComplete="family-name"
            value={values.lastName}
            error={errors.lastName}
            onChange={(event) => onChange('lastName', event.target.value)}
          />
          <TextField
            label={t.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(event) => onChange('email', event.target.value)}
          />
        </>
      );
    case 'enter-pin':
      return (
        <>
          <Intro title={t.enterPinTitle}>{t.enterPinIntro}</Intro>
          <TextField
            {...pinProps}
            label={t.pin}
            name="pin"
            value={values.pin}
            error={errors.pin}
            onChange={(event) => onChange('pin', event.target.value.replace(/\D+/g, ''))}
          />
        </>
      );
    case 'create-pin':
      return (
        <>
          <Intro title={t.createPinTitle}>{t.createPinIntro}</Intro>
          <TextField
            {...pinProps}
            label={t.newPin}
            name="new_pin"
            value={values.newPin}
            error={errors.newPin}
            onChange={(event) => onChange('newPin', event.target.value.replace(/\D+/g, ''))}
          />
          <TextField
            {...pinProps}
            label={t.repeatPin}
            name="repeat_pin"
            value={values.repeatPin}
            error={errors.repeatPin}
            onChange={(event) => onChange('repeatPin', event.target.value.replace(/\D+/g, ''))}
          />
        </>
      );
    case 'sms':
      return (
        <>
          <Intro title={t.smsTitle}>{t.smsIntro}</Intro>
          <CodeField
            label={t.smsCode}
            name="sms_code"
            length={4}
            value={values.sms}
            error={errors.sms}
            onValueChange={(value) => onChange('sms', value)}
          />
        </>
      );
    default:
      return null;
  }
}

function DoneStep({ result, onClose }: { result: CertPurchaseResult | null; onClose: () => void }) {
  const linkClick = useLinkClick();
  if (!result) return null;
  const { certificate, balance } = result;
  return (
    <div className={styles.steps} role="status">
      <p className={styles.partnerName}>
        <CheckIcon size={20} /> {t.doneTitle}: {certificate.partner_name}, {formatMoney(certificate.amount)}
      </p>
      <div className={styles.code}>
        <span>
          {t.doneCode}: <span className={styles.codeValue}>{certificate.code}</span>
        </span>
      </div>
      <p className={styles.meta}>
        {certificate.expires_at ? <span>{t.doneExpires(formatDate(certificate.expires_at))}</span> : null}
        <span>{t.doneBalance(formatXp(balance))}</span>
      </p>
      <Button
        href={MY_LIST_PATH}
        fullWidth
        onClick={(event) => {
          linkClick(MY_LIST_PATH)(event);
          onClose();
        }}
      >
        {t.toMyList}
      </Button>
      <Button variant="secondary" fullWidth onClick={onClose}>
        {t.done}
      </Button>
    </div>
  );
}

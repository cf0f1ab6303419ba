import type { ReactNode } from 'react';
import { CodeField, EmailField, TextField, fieldBinder } from '@cx/shared-ui';
import { messages } from './messages';
import type { PurchaseField, PurchaseViewProps } from './purchase-view';
import styles from './certificates.module.css';

const t = messages.purchase;

type FieldsProps = Pick<PurchaseViewProps, 'values' | 'errors' | 'onChange'>;

function Intro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className={styles.partnerName}>{title}</h3>
      <p className={styles.stepIntro}>{children}</p>
    </div>
  );
}

/** A four-digit PIN, typed hidden; anything but digits is dropped. */
function PinField({ label, name, field, values, errors, onChange }: FieldsProps & { label: string; name: string; field: PurchaseField }) {
  return (
    <TextField
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={4}
      autoComplete="off"
      label={label}
      name={name}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => onChange(field, event.target.value.replace(/\D+/g, ''))}
    />
  );
}

const NAME_FIELDS = [
  { key: 'firstName', label: t.firstName, name: 'first_name', autoComplete: 'given-name' },
  { key: 'lastName', label: t.lastName, name: 'last_name', autoComplete: 'family-name' },
] as const;

function RegisterFields({ values, errors, onChange }: FieldsProps) {
  const field = fieldBinder(values, errors, onChange);
  return (
    <>
      <Intro title={t.registerTitle}>{t.registerIntro}</Intro>
      {NAME_FIELDS.map(({ key, label, name, autoComplete }) => (
        <TextField key={key} label={label} name={name} autoComplete={autoComplete} {...field(key)} />
      ))}
      <EmailField label={t.email} name="email" {...field('email')} />
    </>
  );
}

/** The fields of the purchase's current step (none once it is done). */
export function PurchaseStepFields({ step, ...fields }: PurchaseViewProps) {
  switch (step) {
    case 'register':
      return <RegisterFields {...fields} />;
    case 'enter-pin':
      return (
        <>
          <Intro title={t.enterPinTitle}>{t.enterPinIntro}</Intro>
          <PinField {...fields} label={t.pin} name="pin" field="pin" />
        </>
      );
    case 'create-pin':
      return (
        <>
          <Intro title={t.createPinTitle}>{t.createPinIntro}</Intro>
          <PinField {...fields} label={t.newPin} name="new_pin" field="newPin" />
          <PinField {...fields} label={t.repeatPin} name="repeat_pin" field="repeatPin" />
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
            value={fields.values.sms}
            error={fields.errors.sms}
            onValueChange={(value) => fields.onChange('sms', value)}
          />
        </>
      );
    default:
      return null;
  }
}

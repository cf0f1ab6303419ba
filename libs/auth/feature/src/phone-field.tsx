import { TextField } from '@cx/shared-ui';
import { signInMessages as messages } from './sign-in-messages';

export interface PhoneFieldProps {
  value: string;
  onChange: (phone: string) => void;
  error?: string;
  /** Kept while the form is being sent. */
  readOnly: boolean;
}

/** The phone number field of the sign-in and registration forms. */
export function PhoneField({ value, onChange, error, readOnly }: PhoneFieldProps) {
  return (
    <TextField
      label={messages.phoneLabel}
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={messages.phonePlaceholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      readOnly={readOnly}
      maxLength={24}
    />
  );
}

import { TextField, type TextFieldProps } from './text-field';

/** A TextField for an e-mail address: the e-mail keyboard, and the browser offers the saved address. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}

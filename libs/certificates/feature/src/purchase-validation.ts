import { messages } from './messages';
import type { PurchaseField, PurchaseStep, PurchaseValues } from './purchase-view';

export type PurchaseErrors = Partial<Record<PurchaseField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PIN = /^\d{4}$/;

/** What the step's fields lack before anything is sent (empty when nothing). */
export function purchaseStepErrors(step: Exclude<PurchaseStep, 'done'>, values: PurchaseValues): PurchaseErrors {
  const e = messages.errors;
  const found: PurchaseErrors = {};
  if (step === 'register') {
    if (!values.firstName.trim()) found.firstName = e.firstName;
    if (!values.lastName.trim()) found.lastName = e.lastName;
    if (!EMAIL.test(values.email.trim())) found.email = e.email;
  } else if (step === 'enter-pin') {
    if (!PIN.test(values.pin)) found.pin = e.pinFormat;
  } else if (step === 'create-pin') {
    if (!PIN.test(values.newPin)) found.newPin = e.pinFormat;
    else if (values.repeatPin !== values.newPin) found.repeatPin = e.pinMismatch;
  } else if (!/^\d{4}$/.test(values.sms)) {
    found.sms = e.smsFormat;
  }
  return found;
}

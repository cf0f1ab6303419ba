import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  afterPurchase,
  buyCertificate,
  certKeys,
  confirmCertPin,
  errorMessage,
  errorTypeOf,
  registerForCertificates,
  requestPinToken,
  storeCertPin,
  type CertDeps,
  type CertPartner,
  type CertPurchaseResult,
  type CertSession,
} from '@cx/certificates-data-access';
import { messages } from './messages';
import { PurchaseView, type PurchaseField, type PurchaseStep, type PurchaseValues } from './purchase-view';

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PIN = /^\d{4}$/;

export function firstStep(session: CertSession | undefined): PurchaseStep {
  if (session && !session.registered) return 'register';
  return session?.pinSet === false ? 'create-pin' : 'enter-pin';
}

type Errors = Partial<Record<PurchaseField, string>>;

/**
 * The purchase of one nominal: registration when needed, then PIN → pin/token → create; a new
 * PIN goes pin/store → SMS → pin/enter-sms first. Whatever was typed stays after a failure.
 */
export function PurchaseSheet({ deps, partner, amount, session, prefill, onClose }: PurchaseSheetProps) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<PurchaseStep>(() => firstStep(session));
  const [values, setValues] = useState<PurchaseValues>({
    firstName: prefill?.firstName ?? '',
    lastName: prefill?.lastName ?? '',
    email: prefill?.email ?? '',
    pin: '',
    newPin: '',
    repeatPin: '',
    sms: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CertPurchaseResult | null>(null);
  const priceXp = partner.nominals.find((nominal) => nominal.amount === amount)?.price_xp ?? 0;

  const go = (next: PurchaseStep) => {
    setStep(next);
    setErrors({});
    setFormError(null);
  };

  const rememberSession = (next: CertSession) => queryClient.setQueryData(certKeys.session(), next);

  /** pin/token with `pin`, then create. Failures land on the PIN step with the PIN kept. */
  const buyWith = async (pin: string) => {
    let pinToken: string;
    try {
      pinToken = await requestPinToken(deps, pin);
    } catch (error) {
      const type = errorTypeOf(error);
      if (type === 'pin_not_set') {
        go('create-pin');
        return;
      }
      setStep('enter-pin');
      if (type === 'pin_invalid') setErrors({ pin: errorMessage(error) });
      else setFormError(errorMessage(error));
      return;
    }
    try {
      const bought = await buyCertificate(deps, { pinToken, partnerId: partner.id, amount });
      void afterPurchase(queryClient, bought);
      setResult(bought);
      go('done');
    } catch (error) {
      if (errorTypeOf(error) === 'cert_not_registered') {
        go('register');
        return;
      }
      setStep('enter-pin');
      setFormError(
        errorTypeOf(error) === 'pin_token_invalid'
          ? messages.errors.pinTokenExpired
          : errorMessage(error, messages.errors.purchase),
      );
    }
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFormError(null);
    try {
      await work();
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    const e = messages.errors;
    if (step === 'register') {
      const found: Errors = {};
      if (!values.firstName.trim()) found.firstName = e.firstName;
      if (!values.lastName.trim()) found.lastName = e.lastName;
      if (!EMAIL.test(values.email.trim())) found.email = e.email;
      setErrors(found);
      if (Object.keys(found).length) return;
      void run(async () => {
        const next = await registerForCertificates(deps, {
          first_name: values.firstName.trim(),
          last_name: values.lastName.trim(),
          email: values.email.trim(),
        });
        rememberSession(next);
        go(next.pinSet ? 'enter-pin' : 'create-pin');
      });
    } else if (step === 'enter-pin') {
      if (!PIN.test(values.pin)) return setErrors({ pin: e.pinFormat });
      setErrors({});
      void run(() => buyWith(values.pin));
    } else if (step === 'create-pin') {
      const found: Errors = {};
      if (!PIN.test(values.newPin)) found.newPin = e.pinFormat;
      else if (values.repeatPin !== values.newPin) found.repeatPin = e.pinMismatch;
      setErrors(found);
      if (Object.keys(found).length) return;
      void run(async () => {
        await storeCertPin(deps, values.newPin);
        go('sms');
      });
    } else if (step === 'sms') {
      if (!/^\d{4}$/.test(values.sms)) return setErrors({ sms: e.smsFormat });
      setErrors({});
      void run(async () => {
        try {
          await confirmCertPin(deps, values.sms);
        } catch (error) {
          setErrors({ sms: errorMessage(error) });
          return;
        }
        if (session) rememberSession({ ...session, registered: true, pinSet: true });
        setValues((current) => ({ ...current, pin: current.newPin }));
        await buyWith(values.newPin);
      });
    }
  };

  return (
    <PurchaseView
      open
      partnerName={partner.name}
      amount={amount}
      priceXp={priceXp}
      step={step}
      values={values}
      errors={errors}
      formError={formError}
      busy={busy}
      result={result}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
      }}
      onSubmit={submit}
      onForgotPin={() => go('create-pin')}
      onResendSms={() => void run(() => storeCertPin(deps, values.newPin))}
      onClose={onClose}
    />
  );
}

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBusyAction } from '@cx/shared-ui';
import {
  certKeys,
  confirmCertPin,
  errorMessage,
  registerForCertificates,
  storeCertPin,
  type CertPurchaseResult,
  type CertSession,
} from '@cx/certificates-data-access';
import { buyWithPin } from './buy-with-pin';
import type { PurchaseSheetProps } from './purchase-sheet';
import { purchaseStepErrors, type PurchaseErrors } from './purchase-validation';
import type { PurchaseField, PurchaseStep, PurchaseValues } from './purchase-view';

export function firstStep(session: CertSession | undefined): PurchaseStep {
  if (session && !session.registered) return 'register';
  return session?.pinSet === false ? 'create-pin' : 'enter-pin';
}

const describe = (error: unknown) => errorMessage(error);

/** The registration filled from the customer record; no PIN or code yet. */
const initialValues = (prefill: PurchaseSheetProps['prefill']): PurchaseValues => ({
  firstName: prefill?.firstName ?? '',
  lastName: prefill?.lastName ?? '',
  email: prefill?.email ?? '',
  pin: '',
  newPin: '',
  repeatPin: '',
  sms: '',
});

/**
 * The purchase's state and steps: registration when needed, then PIN → pin/token → create; a new
 * PIN goes pin/store → SMS → pin/enter-sms first. Whatever was typed stays after a failure.
 */
export function usePurchase({ deps, partner, amount, session, prefill }: Omit<PurchaseSheetProps, 'onClose'>) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<PurchaseStep>(() => firstStep(session));
  const [values, setValues] = useState<PurchaseValues>(() => initialValues(prefill));
  const [errors, setErrors] = useState<PurchaseErrors>({});
  const { busy, error: formError, setError: setFormError, run } = useBusyAction(describe);
  const [result, setResult] = useState<CertPurchaseResult | null>(null);

  const go = (next: PurchaseStep) => {
    setStep(next);
    setErrors({});
    setFormError(null);
  };
  const rememberSession = (next: CertSession) => queryClient.setQueryData(certKeys.session(), next);
  const buyWith = (pin: string) =>
    buyWithPin(pin, {
      deps,
      queryClient,
      partnerId: partner.id,
      amount,
      go,
      backToPin: () => setStep('enter-pin'),
      setErrors,
      setFormError,
      setResult,
    });

  /** What the step sends once its fields are complete. */
  const stepWork: Record<Exclude<PurchaseStep, 'done'>, () => Promise<void>> = {
    register: async () => {
      const next = await registerForCertificates(deps, {
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        email: values.email.trim(),
      });
      rememberSession(next);
      go(next.pinSet ? 'enter-pin' : 'create-pin');
    },
    'enter-pin': () => buyWith(values.pin),
    'create-pin': async () => {
      await storeCertPin(deps, values.newPin);
      go('sms');
    },
    sms: async () => {
      try {
        await confirmCertPin(deps, values.sms);
      } catch (error) {
        setErrors({ sms: errorMessage(error) });
        return;
      }
      if (session) rememberSession({ ...session, registered: true, pinSet: true });
      setValues((current) => ({ ...current, pin: current.newPin }));
      await buyWith(values.newPin);
    },
  };

  const submit = () => {
    if (step === 'done') return;
    const found = purchaseStepErrors(step, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    void run(stepWork[step]);
  };

  const change = (field: PurchaseField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return {
    step,
    values,
    errors,
    formError,
    busy,
    result,
    change,
    submit,
    forgotPin: () => go('create-pin'),
    resendSms: () => void run(() => storeCertPin(deps, values.newPin)),
  };
}

import type { QueryClient } from '@tanstack/react-query';
import {
  afterPurchase,
  buyCertificate,
  errorMessage,
  errorTypeOf,
  requestPinToken,
  type CertDeps,
  type CertPartner,
  type CertPurchaseResult,
} from '@cx/certificates-data-access';
import { messages } from './messages';
import type { PurchaseErrors } from './purchase-validation';
import type { PurchaseStep } from './purchase-view';

export interface BuyWithPinContext {
  deps: CertDeps;
  queryClient: QueryClient;
  partnerId: CertPartner['id'];
  amount: number;
  /** To another step, its errors cleared. */
  go: (step: PurchaseStep) => void;
  /** Back to the PIN step, keeping the PIN typed. */
  backToPin: () => void;
  setErrors: (errors: PurchaseErrors) => void;
  setFormError: (error: string) => void;
  setResult: (result: CertPurchaseResult) => void;
}

/** pin/token with `pin`, then create. Failures land on the PIN step with the PIN kept. */
export async function buyWithPin(pin: string, ctx: BuyWithPinContext): Promise<void> {
  let pinToken: string;
  try {
    pinToken = await requestPinToken(ctx.deps, pin);
  } catch (error) {
    const type = errorTypeOf(error);
    if (type === 'pin_not_set') {
      ctx.go('create-pin');
      return;
    }
    ctx.backToPin();
    if (type === 'pin_invalid') ctx.setErrors({ pin: errorMessage(error) });
    else ctx.setFormError(errorMessage(error));
    return;
  }
  try {
    const bought = await buyCertificate(ctx.deps, { pinToken, partnerId: ctx.partnerId, amount: ctx.amount });
    void afterPurchase(ctx.queryClient, bought);
    ctx.setResult(bought);
    ctx.go('done');
  } catch (error) {
    if (errorTypeOf(error) === 'cert_not_registered') {
      ctx.go('register');
      return;
    }
    ctx.backToPin();
    ctx.setFormError(
      errorTypeOf(error) === 'pin_token_invalid' ? messages.errors.pinTokenExpired : errorMessage(error, messages.errors.purchase),
    );
  }
}

import { ApiClientError, type PaymentLink } from '@cx/api-client';

/** Spec §9: a link that is not ready yet is asked for again every 2 s, at most 5 times. */
export const PAYMENT_LINK_RETRIES = 5;
export const PAYMENT_LINK_INTERVAL_MS = 2000;

export type PaymentLinkOutcome =
  | { kind: 'link'; url: string }
  /** success: false, an error status or a transport error: toast "Сталася помилка". */
  | { kind: 'failed' }
  /** Still no link after the retries. */
  | { kind: 'not-ready' };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** No answer, or the server's own trouble (5xx): worth asking again; a refusal (4xx) is not. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiClientError)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

/**
 * Asks for the payment link; `success: true, link: null` means "not ready": it asks again every
 * 2 s, at most 5 more times. A transient failure (no answer, 5xx) is asked again within the same
 * budget; anything else that is not a link is a failure (spec §4, §8).
 */
export async function requestPaymentLink(
  fetchLink: () => Promise<PaymentLink>,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<PaymentLinkOutcome> {
  for (let attempt = 0; attempt <= PAYMENT_LINK_RETRIES; attempt += 1) {
    if (attempt > 0) await wait(PAYMENT_LINK_INTERVAL_MS);
    let answer: PaymentLink;
    try {
      answer = await fetchLink();
    } catch (error) {
      if (!isTransient(error)) return { kind: 'failed' };
      if (attempt === PAYMENT_LINK_RETRIES) return { kind: 'failed' };
      continue;
    }
    if (!answer.success) return { kind: 'failed' };
    if (answer.link) return { kind: 'link', url: answer.link };
  }
  return { kind: 'not-ready' };
}

import type { AuthFailure } from '@cx/auth-data-access';
import type { CodeStepError } from './code-step';
import { failureMessages, retryAfterMessage } from './failure-messages';

/**
 * The server's own words when it sent some (spec §5: the error data is shown), else ours. A code
 * refused for a while says how long from Retry-After, whatever the server wrote.
 */
export function failureMessage(failure: AuthFailure): string {
  if (failure.kind === 'network') return failureMessages.network;
  if (failure.kind === 'rate-limited' && failure.retryAfter !== undefined && failure.retryAfter >= 60) {
    return retryAfterMessage(failure.retryAfter);
  }
  return failure.message ?? failureMessages[failure.kind];
}

/** A failure of confirming or resending a code, as the code step shows it. */
export function codeStepError(failure: AuthFailure): CodeStepError {
  const kind = failure.kind === 'wrong-code' || failure.kind === 'expired' || failure.kind === 'locked' ? failure.kind : 'other';
  return { kind, message: failureMessage(failure) };
}

import { isApiError, toApiError, type ApiError } from '@cx/api-client';

/**
 * Why an auth call did not succeed, coarse enough for a screen to pick its place and words:
 * - `not-registered`: no customer with this phone (offer registration);
 * - `already-registered`: registration for a phone that already has a customer (offer sign-in);
 * - `email-taken`: check-email says the e-mail is in use (glo);
 * - `wrong-code`, `expired`, `locked`: the SMS code (locked = too many wrong tries);
 * - `rate-limited`: codes asked for too often (`retryAfter` seconds);
 * - `invalid`: the server refused the input (validation);
 * - `network`: no answer (offline, timeout);
 * - `try-again`: anything else, including a success without shopify_id (spec §5 "Спробуй ще раз").
 */
export type AuthFailureKind =
  | 'not-registered'
  | 'already-registered'
  | 'email-taken'
  | 'wrong-code'
  | 'expired'
  | 'locked'
  | 'rate-limited'
  | 'invalid'
  | 'network'
  | 'try-again';

export interface AuthFailure {
  kind: AuthFailureKind;
  /** The server's own words when it sent a human message (spec §5: the error data is shown). */
  message?: string;
  /** Seconds until a new code may be asked for (429). */
  retryAfter?: number;
  /** Which field a validation error is about (`phone`, `email`, …), when the server said. */
  field?: string;
}

export type AuthResult<T> = { ok: true; value: T } | { ok: false; failure: AuthFailure };

const KIND_BY_ERROR_TYPE: Record<string, AuthFailureKind> = {
  customer_not_found: 'not-registered',
  customer_exists: 'already-registered',
  otp_invalid: 'wrong-code',
  otp_expired: 'expired',
  otp_locked: 'locked',
  sms_too_many_attempts: 'locked',
  rate_limited: 'rate-limited',
  sms_resend_too_soon: 'rate-limited',
  sms_hourly_limit: 'rate-limited',
  validation: 'invalid',
};

/** Machine codes (UNAUTHORIZED_IN_APP) are not for people; Ukrainian messages are (contract). */
export function humanMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (/^[A-Z0-9_]+$/.test(message)) return undefined;
  return message;
}

function kindOf(status: number | null, body: ApiError | null): AuthFailureKind {
  const byType = body?.errorType ? KIND_BY_ERROR_TYPE[body.errorType] : undefined;
  if (byType) return byType;
  switch (status) {
    case 404:
      return 'not-registered';
    case 409:
      return 'already-registered';
    case 410:
      return 'expired';
    case 429:
      return 'rate-limited';
    default:
      return 'try-again';
  }
}

function retryAfterOf(response: Response | undefined): number | undefined {
  const raw = response?.headers.get('Retry-After');
  if (!raw) return undefined;
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

function fieldOf(body: ApiError | null): string | undefined {
  const path = body?.details?.[0]?.path;
  return path?.replace(/^\/body\//, '').split('/')[0] || undefined;
}

/** An ApiError answer (the typed `error` of a call) as a failure. */
export function failureFromApiError(error: ApiError, response?: Response): AuthFailure {
  const kind = kindOf(error.statusCode, error);
  const failure: AuthFailure = { kind };
  const message = humanMessage(error.message);
  if (message) failure.message = message;
  const retryAfter = retryAfterOf(response);
  if (retryAfter !== undefined) failure.retryAfter = retryAfter;
  const field = kind === 'invalid' ? fieldOf(error) : undefined;
  if (field) failure.field = field;
  return failure;
}

/** Whatever a call threw (network, timeout, an HTML 500) as a failure. */
export function failureFromThrown(thrown: unknown): AuthFailure {
  const error = toApiError(thrown);
  if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'network' };
  if (error.body) return failureFromApiError(error.body);
  return { kind: 'try-again' };
}

interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Runs one call and turns its three outcomes (data, ApiError, thrown) into an AuthResult. */
export async function attempt<T>(call: () => Promise<CallResult<T>>): Promise<AuthResult<T>> {
  try {
    const { data, error, response } = await call();
    if (error !== undefined) {
      return {
        ok: false,
        failure: isApiError(error) ? failureFromApiError(error, response) : { kind: 'try-again' },
      };
    }
    return { ok: true, value: data as T };
  } catch (thrown) {
    return { ok: false, failure: failureFromThrown(thrown) };
  }
}

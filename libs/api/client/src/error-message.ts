import { isApiClientError } from './api-client-error.ts';

export const ERROR_MESSAGES = {
  offline: 'Немає з’єднання з інтернетом. Перевір мережу та спробуй ще раз.',
  timeout: 'Сервер довго не відповідає. Спробуй ще раз.',
  unknown: 'Щось пішло не так. Спробуй ще раз.',
} as const;

/** A machine code such as UNAUTHORIZED_IN_APP is not for people; a server sentence is. */
const isMachineCode = (message: string) => /^[A-Z0-9_]+$/.test(message);

/**
 * One clear Ukrainian sentence for a failed call: the server's own message when it wrote one for
 * people, otherwise what happened on the way (offline, timeout) or `fallback`.
 */
export function errorMessage(error: unknown, fallback: string = ERROR_MESSAGES.unknown): string {
  if (!isApiClientError(error)) return fallback;
  if (error.kind === 'network') return ERROR_MESSAGES.offline;
  if (error.kind === 'timeout') return ERROR_MESSAGES.timeout;
  const message = error.body?.message?.trim();
  if (error.kind === 'http' && message && !isMachineCode(message) && (error.status ?? 500) < 500) return message;
  return fallback;
}

/**
 * Waits for a call and turns its failure into an Error that carries errorMessage's sentence (the
 * failure itself as `cause`), so the form that made the call shows it as it is.
 */
export async function withErrorMessage<T>(call: Promise<T>, fallback?: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new Error(errorMessage(error, fallback), { cause: error });
  }
}

/** The contract's errorType of a failed call, if the server sent one. */
export function errorTypeOf(error: unknown): string | undefined {
  return isApiClientError(error) ? error.errorType : undefined;
}

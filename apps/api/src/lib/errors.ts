/** The one error shape of the contract: { message, errorType?, statusCode, error?, details? }. */
export interface ApiErrorDetail {
  path?: string;
  message: string;
}

export interface ApiErrorBody {
  message: string;
  errorType?: string;
  statusCode: number;
  error: true;
  details?: ApiErrorDetail[];
}

export interface ApiErrorExtra {
  errorType?: string;
  details?: ApiErrorDetail[];
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: ApiErrorExtra = {},
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { message: this.message, statusCode: this.statusCode, error: true };
    if (this.extra.errorType) body.errorType = this.extra.errorType;
    if (this.extra.details) body.details = this.extra.details;
    return body;
  }
}

export const errorBody = (statusCode: number, message: string, extra: ApiErrorExtra = {}) =>
  new ApiError(statusCode, message, extra).toBody();

/** The body of every unexpected failure's 500 (a thrown bug, a failed commit). */
export const internalErrorBody = () => errorBody(500, 'Внутрішня помилка сервера', { errorType: 'internal' });

export const UNAUTHORIZED_IN_APP = 'UNAUTHORIZED_IN_APP';

/** Shorthands for the errors of docs/contract.md (errorType values). */
export const E = {
  validation: (details: ApiErrorDetail[]) => new ApiError(400, 'Некоректний запит', { errorType: 'validation', details }),
  badRequest: (message: string, errorType: string) => new ApiError(400, message, { errorType }),
  unauthorized: () => new ApiError(401, UNAUTHORIZED_IN_APP),
  serviceUnauthorized: (errorType: string, message = 'Сесія сервісу завершилась. Спробуй ще раз') =>
    new ApiError(401, message, { errorType }),
  apiKey: () => new ApiError(403, 'API_KEY_INVALID', { errorType: 'api_key_invalid' }),
  forbidden: (message = 'Доступ заборонено') => new ApiError(403, message, { errorType: 'forbidden' }),
  notFound: (message = 'Не знайдено', errorType = 'not_found') => new ApiError(404, message, { errorType }),
  conflict: (message: string, errorType: string) => new ApiError(409, message, { errorType }),
  gone: (message: string, errorType: string) => new ApiError(410, message, { errorType }),
  tooLarge: (message = 'Файл завеликий') => new ApiError(413, message, { errorType: 'payload_too_large' }),
  unprocessable: (message: string, errorType: string, details?: ApiErrorDetail[]) => new ApiError(422, message, { errorType, details }),
  rateLimited: (message: string, retryAfterSec: number, errorType = 'rate_limited') =>
    new ApiError(429, message, { errorType, headers: { 'Retry-After': String(retryAfterSec) } }),
  unavailable: (errorType: 'unavailable' | 'draining', message: string) => new ApiError(503, message, { errorType }),
};

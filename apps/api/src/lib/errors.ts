/** The one error shape of the contract: { message, errorType?, statusCode, error?, details? }. */
export interface ApiErrorBody {
  message: string;
  errorType?: string;
  statusCode: number;
  error?: string;
  details?: unknown;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { errorType?: string; details?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { message: this.message, statusCode: this.statusCode, error: REASONS[this.statusCode] ?? 'Error' };
    if (this.extra.errorType) body.errorType = this.extra.errorType;
    if (this.extra.details !== undefined) body.details = this.extra.details;
    return body;
  }
}

export const errorBody = (statusCode: number, message: string, extra: { errorType?: string; details?: unknown } = {}) =>
  new ApiError(statusCode, message, extra).toBody();

export const UNAUTHORIZED_IN_APP = 'UNAUTHORIZED_IN_APP';

/**
 * The one error type of the product, shared by server and client.
 * The server answers it as `{ error, message, statusCode }`; the SPA reads the same shape back.
 *
 * @example
 * throw new AppError('NOT_FOUND', "User doesn't exists. Please click here to create a new account");
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  TOO_EARLY: 425,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** HTTP reason phrases used as the `error` field, like the existing product's API. */
const errorNames: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  425: 'Too Early',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The error body of every failed API call. `message` may be a list (one entry per invalid field). */
export interface ErrorBody {
  error: string;
  message: string | string[];
  statusCode: number;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly messages: string | string[];
  constructor(
    readonly code: ErrorCode,
    message: string | string[],
  ) {
    super(Array.isArray(message) ? message.join('; ') : message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
    this.messages = message;
  }
  toBody(): ErrorBody {
    return {
      error: errorNames[this.statusCode] ?? 'Error',
      message: this.messages,
      statusCode: this.statusCode,
    };
  }
}

/** The first message of an error body, as the SPA shows it (spec 1 §7: a message may be an array). */
export function firstMessage(
  body: Partial<ErrorBody> | undefined,
  fallback = 'Something went wrong',
): string {
  const m = body?.message;
  if (Array.isArray(m)) return m[0] ?? fallback;
  return m || fallback;
}

export function errorName(statusCode: number): string {
  return errorNames[statusCode] ?? 'Error';
}

import { type ErrorBody, errorName, firstMessage } from '@outreach/shared/errors';

/**
 * What every failed API call throws: the body's error name, its first message (spec 1 §7: a message
 * may be an array) and the status code. `statusCode` 0 means the request never got an answer.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly messages: string[];
  constructor(statusCode: number, body?: Partial<ErrorBody>) {
    super(firstMessage(body));
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.error = body?.error ?? errorName(statusCode);
    const m = body?.message;
    this.messages = Array.isArray(m) ? m : m ? [m] : [];
  }
}

export function isApiError(e: unknown, statusCode?: number): e is ApiError {
  return e instanceof ApiError && (statusCode === undefined || e.statusCode === statusCode);
}

/** An error answered the way Stripe answers it: `{ error: { type, code, message, … } }` with its status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type:
        | 'card_error'
        | 'invalid_request_error'
        | 'api_error'
        | 'authentication_error'
        | 'idempotency_error';
      message: string;
      code?: string;
      decline_code?: string;
      param?: string;
      payment_intent?: unknown;
    },
  ) {
    super(body.message);
  }
}

export const notFound = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, param, code });

import { AppError } from '@outreach/shared/errors';

/**
 * Runs a Stripe call and answers its client errors as ours: a card error is a 402 with Stripe's
 * message ("Your card was declined."), an invalid request a 400 with its message (e.g. "Invalid value
 * for eu_vat."). Anything else (network, Stripe's 5xx) stays an error of ours.
 */
export async function stripeCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    // By the SDK's error type name: the SDK itself loads only with the payments port.
    const err = e as { type?: string; statusCode?: number; message?: string };
    if (err?.type === 'StripeCardError')
      throw new AppError('PAYMENT_REQUIRED', err.message ?? 'Your card was declined.');
    if (err?.type === 'StripeInvalidRequestError') {
      throw new AppError(
        err.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
        err.message ?? 'Invalid request',
      );
    }
    throw e;
  }
}

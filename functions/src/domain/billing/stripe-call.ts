import { AppError } from '@outreach/shared/errors';
import Stripe from 'stripe';

/**
 * Runs a Stripe call and answers its client errors as ours: a card error is a 402 with Stripe's
 * message ("Your card was declined."), an invalid request a 400 with its message (e.g. "Invalid value
 * for eu_vat."). Anything else (network, Stripe's 5xx) stays an error of ours.
 */
export async function stripeCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof Stripe.errors.StripeCardError) throw new AppError('PAYMENT_REQUIRED', e.message);
    if (e instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new AppError(e.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', e.message);
    }
    throw e;
  }
}

/** What happens when a card is charged. */
export type CardBehaviour = 'succeeds' | 'declines' | 'requires_authentication';

export interface TestCard {
  brand: string;
  last4: string;
  behaviour: CardBehaviour;
}

/**
 * Stripe's documented test PaymentMethods, usable by id (https://docs.stripe.com/testing#cards):
 * attaching one to a customer makes a new payment method with the same card.
 */
export const testPaymentMethods: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'declines' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'requires_authentication' },
};

/** Stripe's test card numbers, as typed into the card form. */
export const testCardNumbers: Record<string, TestCard> = {
  '4242424242424242': testPaymentMethods.pm_card_visa,
  '5555555555554444': testPaymentMethods.pm_card_mastercard,
  '4000000000000002': testPaymentMethods.pm_card_chargeDeclined,
  '4000002760003184': testPaymentMethods.pm_card_authenticationRequired,
};

/** Stripe's decline, word for word. */
export const DECLINED_MESSAGE = 'Your card was declined.';
/** Stripe's message when 3D Secure authentication fails. */
export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

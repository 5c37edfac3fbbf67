import type Stripe from 'stripe';

/** What the SPA's card form loads: Stripe.js (or, locally, the sandbox's stand-in) and the publishable key. */
export interface CardFormConfig {
  scriptUrl: string;
  publishableKey: string;
}

/**
 * The payment provider: the official Stripe SDK, pointed at real Stripe in AWS and at the Stripe
 * sandbox locally. Keys are read on first use (Secrets Manager in AWS).
 */
export interface Payments {
  stripe(): Promise<Stripe>;
  /** The signing secret of our webhook endpoint (`whsec_…`). */
  webhookSecret(): Promise<string>;
  cardForm(): Promise<CardFormConfig>;
}

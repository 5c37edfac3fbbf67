import Stripe from 'stripe';
import type { CardFormConfig, Payments } from '../ports/payments.ts';

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/**
 * The Stripe SDK as the Payments port. `apiUrl` points it at another host (the local sandbox) through
 * the SDK's host, port and protocol options; without it the SDK talks to api.stripe.com. Keys are
 * loaded once, on first use.
 */
export function stripePayments(opts: {
  keys: () => Promise<StripeKeys>;
  apiUrl?: string;
  jsUrl: string;
}): Payments {
  let client: Promise<{ stripe: Stripe; keys: StripeKeys }> | undefined;
  const load = () => {
    client ??= opts.keys().then((keys) => {
      const api = opts.apiUrl ? new URL(opts.apiUrl) : undefined;
      const stripe = new Stripe(keys.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        ...(api
          ? {
              host: api.hostname,
              port: api.port || (api.protocol === 'https:' ? 443 : 80),
              protocol: api.protocol === 'https:' ? 'https' : 'http',
            }
          : {}),
      });
      return { stripe, keys };
    });
    client.catch(() => {
      client = undefined;
    });
    return client;
  };
  return {
    stripe: async () => (await load()).stripe,
    webhookSecret: async () => (await load()).keys.webhookSecret,
    cardForm: async (): Promise<CardFormConfig> => ({
      scriptUrl: opts.jsUrl,
      publishableKey: (await load()).keys.publishableKey,
    }),
  };
}

/** Keys given directly (the local runtime's sandbox keys). */
export function keysFrom(env: { secretKey?: string; publishableKey?: string; webhookSecret?: string }) {
  return async (): Promise<StripeKeys> => {
    if (!env.secretKey || !env.publishableKey || !env.webhookSecret) {
      throw new Error(
        'Stripe is not configured: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
      );
    }
    return { secretKey: env.secretKey, publishableKey: env.publishableKey, webhookSecret: env.webhookSecret };
  };
}

import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { StripeKeys } from '../stripe-payments.ts';

/**
 * Stripe's keys from a Secrets Manager secret: JSON `{ "secretKey": "sk_live_…",
 * "publishableKey": "pk_live_…", "webhookSecret": "whsec_…" }` (README, Deploy).
 */
export async function secretsManagerStripeKeys(secretArn: string): Promise<StripeKeys> {
  const res = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  const v = JSON.parse(res.SecretString ?? '{}') as Partial<StripeKeys>;
  if (!v.secretKey || !v.publishableKey || !v.webhookSecret) {
    throw new Error('The Stripe secret needs secretKey, publishableKey and webhookSecret');
  }
  return { secretKey: v.secretKey, publishableKey: v.publishableKey, webhookSecret: v.webhookSecret };
}

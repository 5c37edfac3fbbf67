import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * The X app's OAuth 2.0 client from a Secrets Manager secret: JSON `{ "clientId": "…",
 * "clientSecret": "…" }` (README, Deploy: X).
 */
export async function secretsManagerXClient(
  secretArn: string,
): Promise<{ clientId: string; clientSecret: string }> {
  const res = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  const v = JSON.parse(res.SecretString ?? '{}') as { clientId?: string; clientSecret?: string };
  if (!v.clientId || !v.clientSecret) throw new Error('The X secret needs clientId and clientSecret');
  return { clientId: v.clientId, clientSecret: v.clientSecret };
}

import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * The Meta app's id and secret from a Secrets Manager secret: JSON `{ "appId": "…", "appSecret":
 * "…" }` (README, Deploy: Facebook and Instagram).
 */
export async function secretsManagerMetaApp(
  secretArn: string,
): Promise<{ appId: string; appSecret: string }> {
  const res = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  const v = JSON.parse(res.SecretString ?? '{}') as { appId?: string; appSecret?: string };
  if (!v.appId || !v.appSecret) throw new Error('The Meta secret needs appId and appSecret');
  return { appId: v.appId, appSecret: v.appSecret };
}

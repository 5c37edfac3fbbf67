import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { SupportChat } from '../../ports/support-chat.ts';

/**
 * The support chat's app from a Secrets Manager secret: JSON `{ "appId": "…", "identitySecret": "…" }`
 * (README, Deploy: support chat). Read once per container; empty values keep the chat off.
 */
export function secretsManagerSupportChat(secretArn: string): SupportChat {
  let loaded: Promise<{ appId: string; identitySecret: string } | null> | undefined;
  return {
    app() {
      loaded ??= new SecretsManagerClient({})
        .send(new GetSecretValueCommand({ SecretId: secretArn }))
        .then((res) => {
          const v = JSON.parse(res.SecretString ?? '{}') as { appId?: string; identitySecret?: string };
          return v.appId && v.identitySecret ? { appId: v.appId, identitySecret: v.identitySecret } : null;
        });
      return loaded;
    },
  };
}

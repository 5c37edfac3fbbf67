import { UserWebhookKeyEntity } from '../../data/entities/webhook-key.ts';
import type { Deps } from '../../ports/deps.ts';
import { keyContext } from './key-hash.ts';

/** The user's current webhook key, decrypted for its owner; null before the first generation. */
export async function getWebhookKey(deps: Deps, userId: string): Promise<string | null> {
  const row = (await UserWebhookKeyEntity.get({ userId }).go()).data;
  if (!row) return null;
  return deps.secrets.decrypt(row.keyCipher, keyContext(userId));
}

import { randomBytes } from 'node:crypto';
import { UserWebhookKeyEntity, WebhookKeyEntity } from '../../data/entities/webhook-key.ts';
import type { Deps } from '../../ports/deps.ts';
import { assertTeamFeature } from '../content/team-features.ts';
import { keyContext, keyHash } from './key-hash.ts';

/**
 * Generates the user's webhook key, replacing (and revoking) any previous one. The key reaches the
 * user's current team; only its hash is a lookup key, and the key itself is kept encrypted so its
 * owner can see it again in the integrations settings.
 */
export async function regenerateWebhookKey(deps: Deps, userId: string, teamId: string) {
  await assertTeamFeature(deps, teamId, 'webhooks');
  const key = `whk_${randomBytes(24).toString('base64url')}`;
  const hash = keyHash(key);
  const now = deps.clock.now();
  const previous = (await UserWebhookKeyEntity.get({ userId }).go()).data;
  await WebhookKeyEntity.put({ keyHash: hash, userId, teamId, createdAt: now }).go();
  const keyCipher = await deps.secrets.encrypt(key, keyContext(userId));
  await UserWebhookKeyEntity.put({ userId, keyHash: hash, keyCipher, createdAt: now }).go();
  if (previous && previous.keyHash !== hash)
    await WebhookKeyEntity.delete({ keyHash: previous.keyHash }).go();
  return { webhookKey: key };
}

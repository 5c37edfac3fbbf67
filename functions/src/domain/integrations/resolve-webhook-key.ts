import { AppError } from '@outreach/shared/errors';
import { integrationApiMessages } from '@outreach/shared/schemas/integration-api';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { UserEntity } from '../../data/entities/user.ts';
import { WebhookKeyEntity } from '../../data/entities/webhook-key.ts';
import type { Deps } from '../../ports/deps.ts';
import { assertTeamFeature } from '../content/team-features.ts';
import { keyHash } from './key-hash.ts';

/**
 * The user and team a `webhook_key` acts for: 401 for an unknown or revoked key (or one whose user
 * left the team), 403 with the upgrade hint when the team's plan has no webhooks.
 */
export async function resolveWebhookKey(
  deps: Deps,
  key: string | undefined,
): Promise<{ userId: string; teamId: string; name: string }> {
  const bad = () => new AppError('UNAUTHORIZED', integrationApiMessages.badKey);
  if (!key || key.length > 200) throw bad();
  const row = (await WebhookKeyEntity.get({ keyHash: keyHash(key) }).go()).data;
  if (!row) throw bad();
  const [member, user] = await Promise.all([
    MembershipEntity.get({ teamId: row.teamId, userId: row.userId }).go(),
    UserEntity.get({ userId: row.userId }).go(),
  ]);
  if (!member.data || !user.data || user.data.isBlocked) throw bad();
  await assertTeamFeature(deps, row.teamId, 'webhooks');
  return {
    userId: row.userId,
    teamId: row.teamId,
    name: `${user.data.firstName} ${user.data.lastName}`.trim(),
  };
}

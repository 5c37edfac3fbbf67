import { LinkedInAccountEntity } from '../../data/entities/linkedin-account.ts';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { UserEntity } from '../../data/entities/user.ts';

/** The member an activity row names as its sender (issue #9): id and display name, nothing else. */
export type ActivitySender = { id: string; name: string } | null;

type SenderFields = { senderId?: string; senderName?: string; userId: string };

/**
 * Whose account a row says acted: the sender recorded with it; for a row written before senders were
 * recorded, the campaign's owner when the campaign does not rotate, else nobody (unknown).
 *
 * @example
 * senderIdOf({ userId: 'owner' }, false) // 'owner'
 * senderIdOf({ userId: 'owner' }, true) // null
 * senderIdOf({ userId: 'owner', senderId: 'b' }, true) // 'b'
 */
export function senderIdOf(r: SenderFields, rotates: boolean): string | null {
  return r.senderId ?? (rotates ? null : r.userId);
}

/**
 * A row's sender: a current member of the team by their name now (`members`); a sender no longer in
 * the team by the name stored with the row; anyone else (no stored name: outside the team) is null.
 */
export function senderOf(
  r: SenderFields,
  rotates: boolean,
  members: ReadonlyMap<string, string>,
): ActivitySender {
  const id = senderIdOf(r, rotates);
  if (id === null) return null;
  const name = members.get(id) ?? (r.senderId === id ? r.senderName : undefined);
  return name ? { id, name } : null;
}

/**
 * Names of the team's current members among `userIds`, as the Senders card shows them (first and last
 * name, else the LinkedIn profile name, else the id). One batch read of memberships (only the team's
 * members answer), one of users, and one of accounts for the nameless.
 */
export async function teamMemberNames(
  teamId: string,
  userIds: Iterable<string>,
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const members = (
    await MembershipEntity.get(ids.map((userId) => ({ teamId, userId }))).go({ attributes: ['userId'] })
  ).data.map((m) => m.userId);
  if (members.length === 0) return new Map();
  const users = (
    await UserEntity.get(members.map((userId) => ({ userId }))).go({
      attributes: ['userId', 'firstName', 'lastName'],
    })
  ).data;
  const names = new Map(members.map((id) => [id, id]));
  for (const u of users) {
    const name = `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim();
    if (name) names.set(u.userId, name);
  }
  const nameless = members.filter((id) => names.get(id) === id);
  if (nameless.length > 0) {
    const accounts = (
      await LinkedInAccountEntity.get(nameless.map((userId) => ({ teamId, userId }))).go({
        attributes: ['userId', 'profileName'],
      })
    ).data;
    for (const a of accounts) if (a.profileName) names.set(a.userId, a.profileName);
  }
  return names;
}

/**
 * The senders of a page of activity rows, keyed by activity id (`rotates` tells a campaign rotates).
 * Names come from one batch read per page, never a per-row read of the bot account.
 */
export async function activitySenders(
  teamId: string,
  rows: readonly (SenderFields & { activityId: string; campaignId: string })[],
  rotates: (campaignId: string) => boolean,
): Promise<Map<string, ActivitySender>> {
  const members = await teamMemberNames(
    teamId,
    rows.flatMap((r) => senderIdOf(r, rotates(r.campaignId)) ?? []),
  );
  return new Map(rows.map((r) => [r.activityId, senderOf(r, rotates(r.campaignId), members)]));
}

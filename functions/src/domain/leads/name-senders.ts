import { LinkedInAccountEntity } from '../../data/entities/linkedin-account.ts';
import { UserEntity } from '../../data/entities/user.ts';

/**
 * Display names of the members whose LinkedIn accounts work leads (issue #9): the member's name as the
 * Senders card shows it, else the LinkedIn profile name, else the id. Reads one user (and, for a
 * nameless one, its account) per distinct sender; a page of leads has at most ten.
 */
export async function nameSenders(teamId: string, userIds: Iterable<string>): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  const named = await Promise.all(
    ids.map(async (userId) => {
      const user = (await UserEntity.get({ userId }).go()).data;
      const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
      if (name) return [userId, name] as const;
      const account = (await LinkedInAccountEntity.get({ teamId, userId }).go()).data;
      return [userId, account?.profileName || userId] as const;
    }),
  );
  return new Map(named);
}

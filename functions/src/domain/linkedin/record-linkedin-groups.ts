import type { TLinkedInGroupsResponse } from '@outreach/shared/schemas/linkedin-groups';
import { LinkedInGroupsEntity } from '../../data/entities/linkedin-groups.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey, ActionOutcomes } from '../bot/types.ts';

type GroupsRow = {
  groups?: { id: string; name: string; url: string; membersCount?: number }[];
  refreshedAt?: number;
};

/** The stored groups in the API's shape. */
export function linkedInGroupsView(row: GroupsRow | null | undefined): TLinkedInGroupsResponse {
  return {
    groups: (row?.groups ?? []).map((g) => ({
      id: g.id,
      name: g.name,
      url: g.url,
      membersCount: g.membersCount ?? null,
    })),
    refreshedAt: row?.refreshedAt ? new Date(row.refreshedAt).toISOString() : null,
  };
}

/**
 * Stores the groups a finished `sync-groups` action read: they replace the account's list whole (a
 * group left on LinkedIn leaves it). Applied once, when the bot reports (apply-outcome); the
 * waiting refresh reads what it wrote.
 */
export async function recordLinkedInGroups(
  deps: Deps,
  acc: AccountKey,
  outcome: ActionOutcomes['sync-groups'],
): Promise<void> {
  // The same group twice on the page (a re-render) is kept once; names and URLs are bounded.
  const seen = new Set<string>();
  const groups = outcome.groups
    .filter((g) => g.id && !seen.has(g.id) && seen.add(g.id))
    .slice(0, 200)
    .map((g) => ({
      id: g.id.slice(0, 64),
      name: g.name.slice(0, 200),
      url: g.url.slice(0, 500),
      ...(typeof g.membersCount === 'number' ? { membersCount: g.membersCount } : {}),
    }));
  await LinkedInGroupsEntity.upsert({
    teamId: acc.teamId,
    userId: acc.userId,
    groups,
    refreshedAt: deps.clock.now(),
  }).go();
}

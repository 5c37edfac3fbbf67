import { AppError } from '@outreach/shared/errors';
import { integrationApiMessages } from '@outreach/shared/schemas/integration-api';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { KeyOwner } from './integration-rows.ts';

/** The members of the key's team; only the team owner's key may list them (spec 4). */
export async function listIntegrationTeamMembers(_deps: Deps, owner: KeyOwner) {
  const { data: members } = await MembershipEntity.query
    .byTeam({ teamId: owner.teamId })
    .go({ pages: 'all' });
  const me = members.find((m) => m.userId === owner.userId);
  if (me?.role !== 'owner') throw new AppError('FORBIDDEN', integrationApiMessages.ownerOnly);
  const users = await Promise.all(members.map((m) => UserEntity.get({ userId: m.userId }).go()));
  return {
    members: members.map((m, i) => {
      const u = users[i]?.data;
      return {
        id: m.userId,
        name: u ? `${u.firstName} ${u.lastName}`.trim() : '',
        email: u?.email ?? '',
        role: m.role,
      };
    }),
  };
}

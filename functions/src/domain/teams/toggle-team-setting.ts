import { TeamEntity } from '../../data/entities/team.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { currentTeamId } from './current-team.ts';
import { requireTeamRole } from './team-access.ts';

const features = {
  isMemberInboxEnabled: 'memberInbox',
  isShareMemberLeads: 'shareMemberLeads',
  isVerifyOnTheFlyEnabled: 'verifyOnTheFly',
  isSendDisconnectedEmailEnabled: 'teamMembers',
} as const;

export type TeamSetting = keyof typeof features;

/** PATCH /teams/toggle-…: the owner's team settings (Permissions page, feature teamSettings). */
export async function toggleTeamSetting(
  deps: Deps,
  auth: AuthContext,
  setting: TeamSetting,
  enabled: boolean | undefined,
) {
  const teamId = await currentTeamId(deps, auth);
  const { team } = await requireTeamRole(deps, teamId, auth.userId, ['owner'], features[setting]);
  const value = enabled ?? !team[setting];
  await TeamEntity.patch({ teamId })
    .set({ [setting]: value, updatedAt: deps.clock.now() })
    .go();
  return { [setting]: value };
}

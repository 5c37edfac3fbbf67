import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { TEAM_TOAST_MS } from '@outreach/shared/constants/account';
import { canAssignGroups } from '@outreach/shared/rules/roles';
import {
  inviteResultToast,
  isInviteButtonVisible,
  seatsAvailableForInvites,
} from '@outreach/shared/rules/team';
import type { TInviteView } from '@outreach/shared/schemas/team';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { useFeatures } from '../modules/session/hooks/useFeatures.ts';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { useViewer } from '../modules/session/hooks/useViewer.ts';
import { invitesKey, type MembersPage, membersKey } from '../modules/teams/api/teamsApi.ts';
import { InviteMemberDialog } from '../modules/teams/components/InviteMemberDialog.tsx';
import { MembersTable } from '../modules/teams/components/MembersTable.tsx';
import { TeamTabs } from '../modules/teams/components/TeamTabs.tsx';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** /team/manage-team: the Members tab with the Invite Member button (spec 2 §5). */
export function TeamMembersPage() {
  const { data: profile } = useProfile();
  const viewer = useViewer();
  const { features } = useFeatures();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [inviting, setInviting] = useState(false);
  const [search] = useSearchParams();
  const team = profile?.team;
  const teamId = team?.id;
  const count = useSWR<MembersPage>(teamId ? membersKey(teamId, { page: 1, perPage: 1 }) : null);
  const invites = useSWR<{ invites: TInviteView[] }>(teamId ? invitesKey(teamId) : null);
  if (!profile || !viewer || !team || !teamId) return <CircularProgress />;
  const seatInput = {
    role: viewer.role,
    seats: team.seats,
    memberCount: count.data?.total ?? 0,
    invites: invites.data?.invites ?? [],
  };
  return (
    <Box data-testid="team-members-page">
      <PageHeader
        title="Members"
        subtitle={team.name}
        actions={
          isInviteButtonVisible(seatInput) && (
            <Button variant="contained" onClick={() => setInviting(true)}>
              Invite Member
            </Button>
          )
        }
      />
      <TeamTabs />
      <MembersTable
        teamId={teamId}
        viewer={viewer}
        viewerUserId={profile.id}
        impersonationEnabled={features.has('impersonation')}
        canAssignGroups={canAssignGroups(viewer)}
        initialGroupIds={search.get('groupIds')?.split(',').filter(Boolean) ?? []}
      />
      <InviteMemberDialog
        teamId={teamId}
        seatsAvailable={seatsAvailableForInvites(seatInput)}
        open={inviting}
        onClose={() => setInviting(false)}
        onDone={(type) => {
          setInviting(false);
          toast.show({ message: inviteResultToast(type), type: 'success', autoCloseTime: TEAM_TOAST_MS });
          void mutate((k) => typeof k === 'string' && k.startsWith(`/teams/${teamId}/`));
        }}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { canCopyInviteLink, removeAction } from '@outreach/shared/rules/team';
import type { TInviteView } from '@outreach/shared/schemas/team';
import useSWR from 'swr';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { useViewer } from '../modules/session/hooks/useViewer.ts';
import { invitesKey, teamsApi } from '../modules/teams/api/teamsApi.ts';
import { TeamTabs } from '../modules/teams/components/TeamTabs.tsx';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** /team/invited: pending and rejected invites, with link copy and delete (spec 2 §6). */
export function TeamInvitedPage() {
  const { data: profile } = useProfile();
  const viewer = useViewer();
  const toast = useToast();
  const teamId = profile?.team?.id;
  const { data, mutate } = useSWR<{ invites: TInviteView[] }>(teamId ? invitesKey(teamId) : null);
  return (
    <Box data-testid="team-invited-page">
      <PageHeader title="Invited" subtitle={profile?.team?.name} />
      <TeamTabs />
      <Paper variant="outlined">
        <Table size="small" aria-label="Invited">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.invites.map((i) => (
              <TableRow key={i.id}>
                <TableCell>{i.name}</TableCell>
                <TableCell>{i.email}</TableCell>
                <TableCell>{i.role}</TableCell>
                <TableCell>{i.status}</TableCell>
                <TableCell align="right">
                  {canCopyInviteLink(i.status) && (
                    <Button
                      size="small"
                      onClick={() =>
                        void navigator.clipboard?.writeText(i.inviteLink).then(() =>
                          toast.show({
                            message: 'Copied to clipboard',
                            type: 'success',
                            autoCloseTime: 3000,
                          }),
                        )
                      }
                    >
                      Copy link
                    </Button>
                  )}
                  {viewer &&
                    removeAction({
                      viewerUserId: profile!.id,
                      viewerRole: viewer.role,
                      target: { role: i.role, status: i.status },
                    }) === 'deleteInvite' && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() =>
                          teamsApi
                            .deleteInvite(i.id)
                            .then(() => mutate())
                            .catch(toast.showError)
                        }
                      >
                        Delete
                      </Button>
                    )}
                </TableCell>
              </TableRow>
            ))}
            {data && data.invites.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>No pending invitations</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}

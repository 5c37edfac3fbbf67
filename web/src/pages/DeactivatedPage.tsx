import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { bannerTexts } from '@outreach/shared/rules/banners';
import { blockedPageAudience } from '@outreach/shared/rules/gates';
import type { TBillingInfo } from '@outreach/shared/schemas/billing';
import useSWR from 'swr';
import { BILLING_KEY } from '../modules/billing/api/billingApi.ts';
import { ContactOwnerScreen } from '../modules/billing/components/ContactOwnerScreen.tsx';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { useViewer } from '../modules/session/hooks/useViewer.ts';
import { type MembersPage, membersKey } from '../modules/teams/api/teamsApi.ts';
import { PlansView } from './BillingPlansPage.tsx';

/**
 * /deactivated: the only page of a deactivated account (spec 2 §2, §4). The owner sees the plans
 * (choosing one subscribes on /deactivated/subscription) and, with more than one member, the team;
 * other members are told to contact the team owner.
 */
export function DeactivatedPage() {
  const viewer = useViewer();
  if (!viewer) return null;
  if (blockedPageAudience(viewer.role) !== 'owner')
    return <ContactOwnerScreen title={bannerTexts.deactivated} testId="deactivated-page" />;
  return <OwnerView />;
}

function OwnerView() {
  const { data: profile } = useProfile();
  const teamId = profile?.team?.id;
  const q = useSWR<TBillingInfo>(BILLING_KEY);
  const members = useSWR<MembersPage>(teamId ? membersKey(teamId, { page: 1, perPage: 50 }) : null);
  if (!q.data) return null;
  return (
    <Box data-testid="deactivated-page">
      <Alert severity="error" sx={{ mb: 3 }} data-testid="deactivated-banner">
        {bannerTexts.deactivated}
      </Alert>
      <PlansView info={q.data} />
      {members.data && members.data.total > 1 && (
        <Paper variant="outlined" sx={{ mt: 4, p: 2 }} id="team" data-testid="deactivated-team">
          <Typography variant="h6" sx={{ mb: 1 }}>
            Your team members
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Role</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.data.members.map((m) => (
                <TableRow key={m.memberId}>
                  <TableCell>{m.name}</TableCell>
                  <TableCell>{m.user?.email}</TableCell>
                  <TableCell sx={{ textTransform: 'capitalize' }}>{m.role}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}

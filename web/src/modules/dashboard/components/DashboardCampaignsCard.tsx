import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { activityEmptyStates } from '@outreach/shared/rules/outreach/activity';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { DashboardData } from '../../activity/api/activityApi.ts';
import { type CampaignProgress, campaignKeys } from '../../campaigns/api/campaignsApi.ts';

function ProgressCell({ id }: { id: string }) {
  const q = useSWR<CampaignProgress>(campaignKeys.progress(id));
  const v = q.data?.progress ?? 0;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={v}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
        aria-label="Progress"
      />
      <Typography variant="caption">{q.data ? `${v}%` : ''}</Typography>
    </Stack>
  );
}

/** Dashboard campaigns table: Name, Contacts, Days, Steps, Actions, Replies, Progress (spec 3 §2). */
export function DashboardCampaignsCard({ campaigns }: { campaigns: DashboardData['campaigns'] | undefined }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }} data-testid="dashboard-campaigns">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h5" component="h2">
          Campaigns
        </Typography>
        <Button component={RouterLink} to="/campaign/stats" size="small">
          Go to Campaigns
        </Button>
      </Stack>
      <Table size="small" aria-label="Campaigns">
        <TableHead>
          <TableRow>
            {['Name', 'Contacts', 'Days', 'Steps', 'Actions', 'Replies', 'Progress'].map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {/* One empty row's height while the campaigns load, so the card grows less when they arrive. */}
          {!campaigns && (
            <TableRow aria-hidden>
              <TableCell colSpan={7}>{'\u00a0'}</TableCell>
            </TableRow>
          )}
          {campaigns?.items.map((c) => (
            <TableRow key={c.id} hover>
              <TableCell>
                <Link component={RouterLink} to={`/campaign/details/overview/${c.id}`}>
                  {c.name}
                </Link>
              </TableCell>
              <TableCell>{c.contacts}</TableCell>
              <TableCell>{c.days}</TableCell>
              <TableCell>{c.steps}</TableCell>
              <TableCell>{c.actions}</TableCell>
              <TableCell>{c.replies}</TableCell>
              <TableCell>
                <ProgressCell id={c.id} />
              </TableCell>
            </TableRow>
          ))}
          {campaigns && campaigns.items.length === 0 && (
            <TableRow>
              <TableCell colSpan={7} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {activityEmptyStates.dashboardCampaigns}{' '}
                <Link component={RouterLink} to="/campaign/new/linkedin">
                  Create Campaign
                </Link>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}

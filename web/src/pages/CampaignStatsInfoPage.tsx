import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { campaignListStatus } from '@outreach/shared/rules/outreach/campaigns';
import { leadTypeFilterNames } from '@outreach/shared/rules/outreach/leads';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { type Campaign, campaignKeys } from '../modules/campaigns/api/campaignsApi.ts';
import { campaignStatTitle } from '../modules/campaigns/campaignStatTitle.ts';
import { CampaignLeadsTable } from '../modules/campaigns/components/CampaignLeadsTable.tsx';
import { CampaignStatusChip } from '../modules/campaigns/components/CampaignStatusChip.tsx';
import { useProfile } from '../modules/session/hooks/useProfile.ts';

/**
 * /campaign/stats/info/{stat}/{campaignId}: the leads behind one counter of a campaign (a list
 * column's count), `stat` being spec 4's lead `type`. An unknown stat opens the campaign's Leads tab.
 */
export function CampaignStatsInfoPage() {
  const { stat = '', campaignId = '' } = useParams();
  const profile = useProfile().data;
  const known = (leadTypeFilterNames as readonly string[]).includes(stat);
  const q = useSWR<Campaign>(known ? campaignKeys.one(campaignId) : null);
  if (!known) return <Navigate to={`/campaign/details/leads/${campaignId}`} replace />;
  if (q.error)
    return (
      <Alert severity="error" data-testid="campaign-stats-info-error">
        {(q.error as Error).message}
      </Alert>
    );
  const c = q.data;
  if (!c) return <CircularProgress aria-label="Loading campaign" />;
  return (
    <Box data-testid="campaign-stats-info-page">
      <Link component={RouterLink} to={`/campaign/details/overview/${c.id}`} variant="body2">
        ← Back to campaign
      </Link>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1, mb: 2 }}>
        <Typography variant="h2" component="h1" data-testid="campaign-stats-info-title">
          {c.name}: {campaignStatTitle(stat)}
        </Typography>
        <CampaignStatusChip status={campaignListStatus(c)} />
      </Stack>
      <CampaignLeadsTable key={stat} campaign={c} timezone={profile?.timezone} stat={stat} />
    </Box>
  );
}

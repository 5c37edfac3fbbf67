import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  campaignDetailTabs,
  campaignListPath,
  campaignListStatus,
  canDoCampaignAction,
  takesLeadSources,
} from '@outreach/shared/rules/outreach/campaigns';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { type Campaign, campaignKeys } from '../modules/campaigns/api/campaignsApi.ts';
import { takesCsvAudience } from '../modules/campaigns/components/AddCsvAudience.tsx';
import { CampaignActionButtons } from '../modules/campaigns/components/CampaignActionButtons.tsx';
import { CampaignActivityTable } from '../modules/campaigns/components/CampaignActivityTable.tsx';
import { CampaignLeadsTable } from '../modules/campaigns/components/CampaignLeadsTable.tsx';
import { CampaignOverview } from '../modules/campaigns/components/CampaignOverview.tsx';
import { CampaignSenders } from '../modules/campaigns/components/CampaignSenders.tsx';
import { CampaignStatusChip } from '../modules/campaigns/components/CampaignStatusChip.tsx';
import { RehearseInSandbox } from '../modules/campaigns/components/RehearseInSandbox.tsx';
import { useProfile } from '../modules/session/hooks/useProfile.ts';

const tabPaths: Record<string, string> = {
  Overview: 'overview',
  Leads: 'leads',
  'Ignored Leads': 'ignored-leads',
  Activity: 'activity',
};

/** /campaign/details/{overview|leads|ignored-leads|activity}/{campaignId} (spec 3 §2). */
export function CampaignDetailsPage() {
  const { campaignId = '' } = useParams();
  const { pathname } = useLocation();
  const tab = pathname.split('/')[3] ?? 'overview';
  const profile = useProfile().data;
  const q = useSWR<Campaign>(campaignKeys.one(campaignId), {
    refreshInterval: (c) => (c?.status === 'active' && c.runState === 'running' ? 5_000 : 0),
  });
  const c = q.data;
  if (q.error)
    return (
      <Alert severity="error" data-testid="campaign-details-error">
        {(q.error as Error).message}
      </Alert>
    );
  if (!c) return <CircularProgress aria-label="Loading campaign" />;
  const tabs = campaignDetailTabs(c.ignoredLeadsCount);
  const list = campaignListStatus(c);
  return (
    <Box data-testid="campaign-details-page">
      <Link component={RouterLink} to={campaignListPath(c.category, list)} variant="body2">
        ← Back to campaigns
      </Link>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1, mb: 2 }}>
        <Typography variant="h2" component="h1" data-testid="campaign-title">
          {c.name}
        </Typography>
        <CampaignStatusChip status={list} />
        <Box sx={{ flex: 1 }} />
        {canDoCampaignAction(c, 'editSequence') && (
          <Button
            component={RouterLink}
            to={`/campaign/${c.id}/sequence`}
            variant="outlined"
            size="small"
            data-testid="campaign-edit-sequence"
          >
            Edit sequence
          </Button>
        )}
        {canDoCampaignAction(c, 'publish') && (
          <Button
            component={RouterLink}
            to={`/campaign/${c.id}/publish`}
            variant="outlined"
            size="small"
            data-testid="campaign-review-publish"
          >
            Review & publish
          </Button>
        )}
        {(takesCsvAudience(c) || takesLeadSources(c)) && canDoCampaignAction(c, 'addLeads') && (
          <Button
            component={RouterLink}
            to={
              takesCsvAudience(c)
                ? `/campaign/${c.id}/audience`
                : `/campaign/add-leads/${c.category}?campaignId=${c.id}`
            }
            variant="outlined"
            size="small"
            data-testid="campaign-add-leads"
          >
            Add leads
          </Button>
        )}
        <RehearseInSandbox campaign={c} />
        <CampaignActionButtons campaign={c} full />
      </Stack>
      {c.searchUrl && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, wordBreak: 'break-all' }}>
          Lead source: {c.searchUrl}
        </Typography>
      )}
      <Tabs value={tab} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }} aria-label="Campaign details">
        {tabs.map((t) => (
          <Tab
            key={t}
            value={tabPaths[t]}
            label={t === 'Ignored Leads' ? `${t} (${c.ignoredLeadsCount})` : t}
            component={RouterLink}
            to={`/campaign/details/${tabPaths[t]}/${c.id}`}
            data-testid={`campaign-details-tab-${tabPaths[t]}`}
          />
        ))}
      </Tabs>
      {tab === 'overview' && <CampaignSenders campaign={c} />}
      {tab === 'overview' && <CampaignOverview campaign={c} />}
      {tab === 'leads' && <CampaignLeadsTable campaign={c} timezone={profile?.timezone} />}
      {tab === 'ignored-leads' && <CampaignLeadsTable campaign={c} timezone={profile?.timezone} ignored />}
      {tab === 'activity' && <CampaignActivityTable campaign={c} timezone={profile?.timezone} />}
    </Box>
  );
}

import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { sortDefaults } from '@outreach/shared/constants/outreach';
import { activityEmptyStates } from '@outreach/shared/rules/outreach/activity';
import {
  type CampaignStatus,
  campaignCategoryTitles,
  campaignListPath,
  campaignStatuses,
  isCategoryActive,
  parseCampaignCategory,
} from '@outreach/shared/rules/outreach/campaigns';
import { defaultPerPage } from '@outreach/shared/rules/outreach/pagination';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  type Campaign,
  type CampaignCounts,
  type CampaignList as CampaignListData,
  campaignKeys,
} from '../modules/campaigns/api/campaignsApi.ts';
import { CampaignActionButtons } from '../modules/campaigns/components/CampaignActionButtons.tsx';
import { CampaignStatusChip } from '../modules/campaigns/components/CampaignStatusChip.tsx';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { formatDateTime } from '../modules/ui/formatDateTime.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';
import { PaginationBar } from '../modules/ui/PaginationBar.tsx';
import { useCursorPages } from '../modules/ui/useCursorPages.ts';

const statusLabels: Record<CampaignStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  draft: 'Drafts',
  archived: 'Archived',
};

/** /campaign/stats/{category}/{status}: the campaigns of a category per status tab (spec 3 §2). */
export function CampaignListPage() {
  const { category, status } = useParams();
  const canonical = campaignListPath(category, status);
  if (canonical !== `/campaign/stats/${category}/${status}`) return <Navigate to={canonical} replace />;
  return <CampaignListView category={parseCampaignCategory(category)!} status={status as CampaignStatus} />;
}

function CampaignListView({
  category,
  status,
}: {
  category: NonNullable<ReturnType<typeof parseCampaignCategory>>;
  status: CampaignStatus;
}) {
  const profile = useProfile().data;
  const pages = useCursorPages(`${category}/${status}`, defaultPerPage);
  const key = `${campaignKeys.list({ category, status, pageQuery: pages.query })}&sortField=${sortDefaults.campaigns.sortField}&sortOrder=${sortDefaults.campaigns.sortOrder}`;
  const list = useSWR<CampaignListData>(key);
  const counts = useSWR<CampaignCounts>(campaignKeys.counts(category));
  const active = isCategoryActive(category, {
    linkedinLoginValid: Boolean(profile?.isLinkedInLoginValid),
    isEmailActive: Boolean(profile?.isEmailActive),
    isTwitterActive: Boolean(profile?.isTwitterActive),
  });

  const applyRunState = (c: Campaign, runState: Campaign['runState']) => {
    const before = list.data;
    void list.mutate(
      (d) => d && { ...d, campaigns: d.campaigns.map((x) => (x.id === c.id ? { ...x, runState } : x)) },
      { revalidate: false },
    );
    return () => void list.mutate(before, { revalidate: false });
  };

  return (
    <Box data-testid="campaign-list-page">
      <PageHeader
        title={campaignCategoryTitles[category]}
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            component={RouterLink}
            to={`/campaign/new/${category}`}
            data-testid="campaign-create"
          >
            Create Campaign
          </Button>
        }
      />
      {profile && !active && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This channel is not connected, so these campaigns cannot run.{' '}
          <Link component={RouterLink} to="/integrations?tab=linkedin">
            Go to Integrations
          </Link>
        </Alert>
      )}
      <Tabs
        value={status}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        aria-label="Campaign status"
      >
        {campaignStatuses.map((s) => (
          <Tab
            key={s}
            value={s}
            label={`${statusLabels[s]}${counts.data ? ` (${counts.data[s]})` : ''}`}
            component={RouterLink}
            to={`/campaign/stats/${category}/${s}`}
            data-testid={`campaign-tab-${s}`}
          />
        ))}
      </Tabs>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Campaigns" data-testid="campaign-table">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Leads</TableCell>
              <TableCell align="right">Viewed</TableCell>
              <TableCell align="right">Invited</TableCell>
              <TableCell align="right">Connected</TableCell>
              <TableCell align="right">Messaged</TableCell>
              <TableCell align="right">Replies</TableCell>
              <TableCell>Created</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data?.campaigns.map((c) => (
              <TableRow key={c.id} hover data-testid="campaign-row" data-campaign-id={c.id}>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={`/campaign/details/overview/${c.id}`}
                    sx={{ fontWeight: 600 }}
                  >
                    {c.name}
                  </Link>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {c.numOfTouches} steps · {c.campaignType}
                  </Typography>
                </TableCell>
                <TableCell>
                  <CampaignStatusChip
                    status={c.runState === 'paused' && c.status === 'active' ? 'paused' : c.status}
                  />
                </TableCell>
                <TableCell align="right">{c.leadsCount}</TableCell>
                <TableCell align="right">{c.viewedLeadsCount}</TableCell>
                <TableCell align="right">{c.requestedLeadsCount}</TableCell>
                <TableCell align="right">{c.connectedLeadsCount}</TableCell>
                <TableCell align="right">{c.messagedLeadsCount}</TableCell>
                <TableCell align="right">{c.repliesCount}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(c.createdAt, profile?.timezone)}
                </TableCell>
                <TableCell align="right">
                  <CampaignActionButtons campaign={c} onRunState={applyRunState} />
                </TableCell>
              </TableRow>
            ))}
            {list.data && list.data.campaigns.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={10}
                  align="center"
                  sx={{ py: 6, color: 'text.secondary' }}
                  data-testid="campaign-empty"
                >
                  {activityEmptyStates.campaigns}
                </TableCell>
              </TableRow>
            )}
            {list.error && (
              <TableRow>
                <TableCell colSpan={10}>
                  <Alert severity="error">{(list.error as Error).message}</Alert>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <PaginationBar
        page={pages.page}
        perPage={pages.perPage}
        total={list.data?.total ?? 0}
        hasMore={list.data ? Boolean(list.data.nextCursor) : undefined}
        onPage={(p) => pages.goTo(p, list.data?.nextCursor)}
        onPerPage={pages.setPerPage}
      />
    </Box>
  );
}

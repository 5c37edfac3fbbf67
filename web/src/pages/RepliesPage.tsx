import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { pagination } from '@outreach/shared/constants/outreach';
import { activityEmptyStates } from '@outreach/shared/rules/outreach/activity';
import { type ActivityTimeFilter, activityTimeFilters } from '@outreach/shared/rules/outreach/dashboard';
import {
  canReturnToCampaign,
  leadCampaignLabel,
  leadCampaignLabels,
  returnedMark,
} from '@outreach/shared/rules/outreach/leads';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { api } from '../modules/api/apiClient.ts';
import { campaignKeys, type RepliesPage as RepliesData } from '../modules/campaigns/api/campaignsApi.ts';
import { PersonCell } from '../modules/campaigns/components/PersonCell.tsx';
import { useCampaignActions } from '../modules/campaigns/hooks/useCampaignActions.ts';
import { ExportCsvDialog } from '../modules/contacts/components/ExportCsvDialog.tsx';
import { LeadDrawerLink } from '../modules/contacts/components/LeadDrawerLink.tsx';
import { DirectReplyDrawer } from '../modules/inbox/components/DirectReplyDrawer.tsx';
import { useFeatures } from '../modules/session/hooks/useFeatures.ts';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { formatDateTime } from '../modules/ui/formatDateTime.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';
import { PaginationBar } from '../modules/ui/PaginationBar.tsx';
import { useCursorPages } from '../modules/ui/useCursorPages.ts';

/** /campaign/replies: the team's replies with return-to-campaign (spec 3 §2, §4). */
export function RepliesPage() {
  const profile = useProfile().data;
  const { features } = useFeatures();
  const [timeFilter, setTimeFilter] = useState<ActivityTimeFilter>('all');
  const pages = useCursorPages(`replies/${timeFilter}`, pagination.repliesPerPage);
  const q = useSWR<RepliesData>(campaignKeys.replies(`${pages.query}&timeFilter=${timeFilter}`), {
    refreshInterval: 15_000,
  });
  const actions = useCampaignActions();
  const [directReply, setDirectReply] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const canDirectReply = features.has('directReply');
  const featureAvailable = features.has('returnToCampaign');
  const rows = q.data?.replies ?? [];
  return (
    <>
      <PageHeader title="Replies" />
      <Stack direction="row" sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="Time"
          value={timeFilter}
          onChange={(e) => setTimeFilter(e.target.value as ActivityTimeFilter)}
          sx={{ width: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'replies-time-filter' } }}
        >
          {(Object.keys(activityTimeFilters) as ActivityTimeFilter[])
            .filter((k) => k !== 'custom')
            .map((k) => (
              <MenuItem key={k} value={k}>
                {activityTimeFilters[k]}
              </MenuItem>
            ))}
        </TextField>
        <Button
          variant="outlined"
          sx={{ ml: 'auto' }}
          onClick={() => setExporting(true)}
          data-testid="replies-export"
        >
          Export CSV
        </Button>
      </Stack>
      <ExportCsvDialog
        open={exporting}
        onClose={() => setExporting(false)}
        entityUrns={[]}
        what="replies"
        post={(email) =>
          api.post('/campaigns/replies/csv', { email, offset: new Date().getTimezoneOffset(), timeFilter })
        }
      />
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Replies" data-testid="replies-table">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Message</TableCell>
              <TableCell>Campaign</TableCell>
              <TableCell>Date</TableCell>
              <TableCell align="right">Return to campaign</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const label = leadCampaignLabel(r);
              const enabled = canReturnToCampaign({
                featureAvailable,
                isReturnToCampaign: r.isReturnToCampaign,
                leadStatus: r.leadStatus ?? '',
                isCampaignRemoved: r.isCampaignRemoved,
              });
              return (
                <TableRow key={r.id} hover data-testid="reply-row">
                  <TableCell>
                    {r.person?.key ? (
                      <LeadDrawerLink person={r.person.key}>
                        <PersonCell person={r.person} compact />
                      </LeadDrawerLink>
                    ) : (
                      <PersonCell person={r.person} compact />
                    )}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 360 }}>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                      {r.message}
                    </Typography>
                    {r.isReturnToCampaign && (
                      <Typography variant="caption" color="text.secondary" data-testid="reply-returned">
                        {returnedMark}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {r.isCampaignRemoved ? (
                      <Tooltip title={leadCampaignLabels.campaignDeleted}>
                        <span>{r.campaignName} •</span>
                      </Tooltip>
                    ) : (
                      <Link component={RouterLink} to={`/campaign/details/overview/${r.campaignId}`}>
                        {r.campaignName}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(r.createdAt, profile?.timezone)}
                  </TableCell>
                  <TableCell align="right">
                    {r.conversationUrn && r.description === 'linkedin reply detected' && (
                      <Tooltip
                        title={canDirectReply ? '' : 'Unlock this feature by upgrading to one of our plans.'}
                      >
                        <span>
                          <Button
                            size="small"
                            disabled={!canDirectReply}
                            data-testid="reply-direct"
                            onClick={() => setDirectReply(r.conversationUrn ?? null)}
                            sx={{ mr: 1 }}
                          >
                            Direct reply
                          </Button>
                        </span>
                      </Tooltip>
                    )}
                    <Tooltip
                      title={
                        !featureAvailable
                          ? 'Unlock this feature by upgrading to one of our plans.'
                          : (label ?? '')
                      }
                    >
                      <span>
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={!enabled}
                          data-testid="reply-return"
                          onClick={async () => {
                            if (await actions.returnLeads(r.campaignId, [r.entityUrn ?? r.personKey]))
                              await q.mutate();
                          }}
                        >
                          {r.isReturnToCampaign
                            ? leadCampaignLabels.returnedToCampaign
                            : leadCampaignLabels.returnToCampaign}
                        </Button>
                      </span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
            {q.data && rows.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={5}
                  align="center"
                  sx={{ py: 6, color: 'text.secondary' }}
                  data-testid="replies-empty"
                >
                  {activityEmptyStates.replies}
                </TableCell>
              </TableRow>
            )}
            {q.error && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Alert severity="error">{(q.error as Error).message}</Alert>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <PaginationBar
        page={pages.page}
        perPage={pages.perPage}
        total={q.data ? q.data.total : 0}
        hasMore={Boolean(q.data?.nextCursor)}
        onPage={(p) => pages.goTo(p, q.data?.nextCursor)}
        onPerPage={pages.setPerPage}
      />
      <DirectReplyDrawer conversationId={directReply} onClose={() => setDirectReply(null)} />
    </>
  );
}

import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { pagination } from '@outreach/shared/constants/outreach';
import {
  actionLabel,
  activityColumnsWithSender,
  activityEmptyStates,
  activitySenderLabel,
  campaignActivityColumns,
} from '@outreach/shared/rules/outreach/activity';
import useSWR from 'swr';
import type { ActivityItem, ActivityPage } from '../../activity/api/activityApi.ts';
import { LeadPersonCell } from '../../contacts/components/LeadPersonCell.tsx';
import { formatDateTime } from '../../ui/formatDateTime.ts';
import { PaginationBar } from '../../ui/PaginationBar.tsx';
import { useCursorPages } from '../../ui/useCursorPages.ts';
import type { Campaign } from '../api/campaignsApi.ts';
import { stepTitle } from '../sequenceTexts.ts';

/**
 * Activity tab: Name, Last action, Message, Step, Time, 50 per page (spec 3 §2, §9), with Sender after
 * Name when the campaign rotates senders (issue #9).
 */
export function CampaignActivityTable({
  campaign,
  timezone,
}: {
  campaign: Campaign;
  timezone?: { name?: string | null } | null;
}) {
  const pages = useCursorPages(campaign.id, pagination.campaignActivityInboxPerPage);
  const q = useSWR<ActivityPage>(`/campaigns/${campaign.id}/actions?${pages.query}`);
  const steps = campaign.touchSequence.sequence;
  const step = (a: ActivityItem) =>
    a.touchIndex != null && steps[a.touchIndex] ? stepTitle(steps, a.touchIndex) : '—';
  const rotates = Boolean(q.data?.rotates);
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Campaign activity" data-testid="campaign-activity-table">
          <TableHead>
            <TableRow>
              {activityColumnsWithSender(campaignActivityColumns, rotates).map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {q.data?.actions.map((a) => (
              <TableRow key={a.id} hover>
                <TableCell>
                  <LeadPersonCell person={a.person} />
                </TableCell>
                {rotates && (
                  <TableCell data-testid="campaign-activity-sender">
                    {activitySenderLabel(a.sender)}
                  </TableCell>
                )}
                <TableCell>{a.label ?? actionLabel(a.description)}</TableCell>
                <TableCell sx={{ maxWidth: 360 }}>{a.message ?? '—'}</TableCell>
                <TableCell>{step(a)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.createdAt, timezone)}</TableCell>
              </TableRow>
            ))}
            {q.data && q.data.actions.length === 0 && (
              <TableRow>
                <TableCell colSpan={rotates ? 6 : 5} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                  {activityEmptyStates.actions}
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
        hasMore={q.data ? Boolean(q.data.nextCursor) : undefined}
        onPage={(p) => pages.goTo(p, q.data?.nextCursor)}
      />
    </>
  );
}

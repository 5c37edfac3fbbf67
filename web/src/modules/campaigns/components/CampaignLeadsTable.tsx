import Alert from '@mui/material/Alert';
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
import { campaignLeadsPageFilters } from '@outreach/shared/rules/outreach/campaigns';
import { noLeadsYetMessage } from '@outreach/shared/rules/outreach/leads';
import { defaultPerPage } from '@outreach/shared/rules/outreach/pagination';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { formatDateTime } from '../../ui/formatDateTime.ts';
import { PaginationBar } from '../../ui/PaginationBar.tsx';
import { useCursorPages } from '../../ui/useCursorPages.ts';
import { type Campaign, type CampaignLeadsPage, campaignKeys } from '../api/campaignsApi.ts';
import { lastActionLabel, leadStatusLabel } from '../leadLabels.ts';
import { stepTitle } from '../sequenceTexts.ts';
import { PersonCell } from './PersonCell.tsx';

const filterLabels: Record<(typeof campaignLeadsPageFilters)[number], string> = {
  requested: 'Invites sent',
  connected: 'Connected',
  replies: 'LinkedIn replies',
  inmailReplies: 'InMail replies',
  allReplies: 'All replies',
  emailReplies: 'Email replies',
};

/** Leads tab: the campaign's leads with status, last action and next step; `?filter=` as in spec 3 §2. */
export function CampaignLeadsTable({
  campaign,
  timezone,
  ignored,
}: {
  campaign: Campaign;
  timezone?: { name?: string | null } | null;
  /** The Ignored Leads tab: spec 4's `type=ignored`, no filter. */
  ignored?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter') ?? '';
  const filter = (campaignLeadsPageFilters as readonly string[]).includes(raw) ? raw : '';
  const type = ignored ? 'ignored' : filter || undefined;
  const pages = useCursorPages(`${campaign.id}/${type ?? ''}`, defaultPerPage);
  const running = campaign.status === 'active' && campaign.runState === 'running';
  const leads = useSWR<CampaignLeadsPage>(campaignKeys.leads(campaign.id, pages.query, type), {
    refreshInterval: running ? 5_000 : 0,
  });
  const steps = campaign.touchSequence.sequence;
  return (
    <>
      <Stack direction="row" sx={{ mb: 2, display: ignored ? 'none' : undefined }}>
        <TextField
          select
          label="Show"
          value={filter}
          onChange={(e) => {
            setParams(e.target.value ? { filter: e.target.value } : {}, { replace: true });
          }}
          sx={{ width: 220 }}
          slotProps={{
            select: { displayEmpty: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'campaign-leads-filter' },
          }}
        >
          <MenuItem value="">All leads</MenuItem>
          {campaignLeadsPageFilters.map((f) => (
            <MenuItem key={f} value={f}>
              {filterLabels[f]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Campaign leads" data-testid="campaign-leads-table">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Last action</TableCell>
              <TableCell>Next step</TableCell>
              <TableCell>Last activity</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {leads.data?.leads.map((l) => (
              <TableRow key={l.id} hover data-testid="campaign-lead-row">
                <TableCell>
                  <PersonCell person={l.person} />
                </TableCell>
                <TableCell>{leadStatusLabel(l.status)}</TableCell>
                <TableCell data-testid="campaign-lead-action">
                  {lastActionLabel(l.actionDescription)}
                </TableCell>
                <TableCell>
                  {l.status === 'approved' && l.nextTouchIndex < steps.length
                    ? `${stepTitle(steps, l.nextTouchIndex)}${l.nextDueAt ? ` · ${formatDateTime(l.nextDueAt, timezone)}` : ''}`
                    : '—'}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(l.lastActionAt ?? l.createdAt, timezone)}
                </TableCell>
              </TableRow>
            ))}
            {leads.data && leads.data.leads.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={5}
                  align="center"
                  sx={{ py: 6, color: 'text.secondary' }}
                  data-testid="campaign-leads-empty"
                >
                  {noLeadsYetMessage}
                </TableCell>
              </TableRow>
            )}
            {leads.error && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Alert severity="error">{(leads.error as Error).message}</Alert>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <PaginationBar
        page={pages.page}
        perPage={pages.perPage}
        total={leads.data ? leads.data.total : 0}
        hasMore={Boolean(leads.data?.nextCursor)}
        onPage={(p) => pages.goTo(p, leads.data?.nextCursor)}
        onPerPage={pages.setPerPage}
      />
    </>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
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
import Typography from '@mui/material/Typography';
import { campaignLeadsPageFilters } from '@outreach/shared/rules/outreach/campaigns';
import { noLeadsYetMessage } from '@outreach/shared/rules/outreach/leads';
import { defaultPerPage } from '@outreach/shared/rules/outreach/pagination';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { ExportCsvDialog } from '../../contacts/components/ExportCsvDialog.tsx';
import { LeadDrawerLink } from '../../contacts/components/LeadDrawerLink.tsx';
import { formatDateTime } from '../../ui/formatDateTime.ts';
import { PaginationBar } from '../../ui/PaginationBar.tsx';
import { useCursorPages } from '../../ui/useCursorPages.ts';
import { type Campaign, type CampaignLeadsPage, campaignKeys } from '../api/campaignsApi.ts';
import { useCampaignActions } from '../hooks/useCampaignActions.ts';
import { lastActionLabel, leadStatusLabel } from '../leadLabels.ts';
import { stepTitle } from '../sequenceTexts.ts';
import { PersonCell } from './PersonCell.tsx';
import { SelectAllCampaignLeads } from './SelectAllCampaignLeads.tsx';

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
  stat,
}: {
  campaign: Campaign;
  timezone?: { name?: string | null } | null;
  /** The Ignored Leads tab: spec 4's `type=ignored`, no filter. */
  ignored?: boolean;
  /** The stats info page's lead type (spec 4 `type`), fixed: no filter. */
  stat?: string;
}) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter') ?? '';
  const filter = (campaignLeadsPageFilters as readonly string[]).includes(raw) ? raw : '';
  const type = ignored ? 'ignored' : (stat ?? (filter || undefined));
  const pages = useCursorPages(`${campaign.id}/${type ?? ''}`, defaultPerPage);
  const running = campaign.status === 'active' && campaign.runState === 'running';
  const leads = useSWR<CampaignLeadsPage>(campaignKeys.leads(campaign.id, pages.query, type), {
    refreshInterval: running ? 5_000 : 0,
  });
  const steps = campaign.touchSequence.sequence;
  const actions = useCampaignActions();
  const [selected, setSelected] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const rows = leads.data?.leads ?? [];
  const selectable = ignored ? rows : rows.filter((l) => l.status === 'approved');
  const allSelected = selectable.length > 0 && selectable.every((l) => selected.includes(l.entityUrn));
  const toggle = (urn: string, on: boolean) =>
    setSelected((prev) => (on ? [...prev, urn] : prev.filter((x) => x !== urn)));
  const after = async (ok: boolean) => {
    if (ok) setSelected([]);
    await leads.mutate();
  };
  // The Sender column (issue #9) shows only in a campaign that rotates through several accounts.
  const rotates = Boolean(leads.data?.rotates);
  const cols = rotates ? 7 : 6;
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2, alignItems: 'center' }}
        data-testid="campaign-leads-toolbar"
      >
        {ignored ? (
          <>
            <Button
              variant="outlined"
              size="small"
              disabled={selected.length === 0}
              onClick={async () => after(await actions.returnLeads(campaign.id, selected))}
              data-testid="ignored-return"
            >
              Return to campaign
            </Button>
            <Button
              variant="outlined"
              size="small"
              color="error"
              disabled={selected.length === 0}
              onClick={async () => after(await actions.deleteIgnored(campaign, selected))}
              data-testid="ignored-delete"
            >
              Delete
            </Button>
            <Button
              size="small"
              color="error"
              onClick={async () => {
                if (window.confirm('Delete all ignored leads of this campaign?'))
                  await after(Boolean(await actions.deleteAllIgnored(campaign)));
              }}
              data-testid="ignored-delete-all"
            >
              Delete all
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="outlined"
              size="small"
              disabled={selected.length === 0}
              onClick={async () => after(await actions.skipLeads(campaign, selected))}
              data-testid="leads-skip"
            >
              Remove from campaign
            </Button>
            <Button size="small" onClick={() => setExporting(true)} data-testid="campaign-leads-export">
              Export CSV
            </Button>
          </>
        )}
        {allSelected && (leads.data?.total ?? 0) > selected.length && (
          <SelectAllCampaignLeads
            campaignId={campaign.id}
            type={type}
            ignored={ignored}
            total={leads.data?.total ?? 0}
            onSelect={setSelected}
          />
        )}
        {selected.length > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="campaign-leads-selected">
            {selected.length} selected
          </Typography>
        )}
      </Stack>
      <Stack direction="row" sx={{ mb: 2, display: ignored || stat ? 'none' : undefined }}>
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
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={allSelected}
                  disabled={selectable.length === 0}
                  onChange={(e) => setSelected(e.target.checked ? selectable.map((l) => l.entityUrn) : [])}
                  slotProps={{ input: { 'aria-label': 'Select all leads' } }}
                />
              </TableCell>
              <TableCell>Name</TableCell>
              {rotates && <TableCell>Sender</TableCell>}
              <TableCell>{ignored ? 'Reason' : 'Status'}</TableCell>
              <TableCell>Last action</TableCell>
              <TableCell>Next step</TableCell>
              <TableCell>Last activity</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {leads.data?.leads.map((l) => (
              <TableRow key={l.id} hover data-testid="campaign-lead-row">
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={selected.includes(l.entityUrn)}
                    disabled={!ignored && l.status !== 'approved'}
                    onChange={(e) => toggle(l.entityUrn, e.target.checked)}
                    slotProps={{ input: { 'aria-label': `Select ${l.person.name ?? l.entityUrn}` } }}
                    data-testid="campaign-lead-select"
                  />
                </TableCell>
                <TableCell>
                  <LeadDrawerLink person={l.entityUrn}>
                    <PersonCell person={l.person} />
                  </LeadDrawerLink>
                </TableCell>
                {rotates && (
                  <TableCell data-testid="campaign-lead-sender">
                    {l.sender ? (
                      l.sender.name
                    ) : (
                      <Typography component="span" variant="body2" color="text.secondary">
                        Not chosen yet
                      </Typography>
                    )}
                  </TableCell>
                )}
                <TableCell data-testid="campaign-lead-status">
                  {ignored ? (l.exclusionReason ?? leadStatusLabel(l.status)) : leadStatusLabel(l.status)}
                </TableCell>
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
                  colSpan={cols}
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
                <TableCell colSpan={cols}>
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
      <ExportCsvDialog
        open={exporting}
        onClose={() => setExporting(false)}
        path={`/leads/campaign/${campaign.id}/csv`}
        entityUrns={selected}
        what="leads"
      />
    </>
  );
}

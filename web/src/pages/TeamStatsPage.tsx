import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { teamStatsTimeFilters } from '@outreach/shared/schemas/account';
import type { TTeamStatsQuery, TTeamStatsResponse } from '@outreach/shared/schemas/team-stats';
import { useState } from 'react';
import useSWR from 'swr';
import { useFeatures } from '../modules/session/hooks/useFeatures.ts';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { ExportTeamStatsDialog } from '../modules/teams/components/ExportTeamStatsDialog.tsx';
import { PageHeader } from '../modules/ui/PageHeader.tsx';
import { StatTile } from '../modules/ui/StatTile.tsx';

type SortField = TTeamStatsQuery['sortField'];

const filterLabels: Record<TTeamStatsQuery['timeFilter'], string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  'this-week': 'This week',
  'this-month': 'This month',
  'this-year': 'This year',
  custom: 'Custom',
};

const columns: { field: SortField; label: string }[] = [
  { field: 'name', label: 'Name' },
  { field: 'profileViews', label: 'Profile views' },
  { field: 'invitesSent', label: 'Invites sent' },
  { field: 'invitesAccepted', label: 'Invites accepted' },
  { field: 'messages', label: 'Messages' },
  { field: 'replies', label: 'Replies' },
  { field: 'inmails', label: 'InMails' },
  { field: 'emails', label: 'Emails' },
  { field: 'greetings', label: 'Greetings' },
];

/**
 * /team/stats: each member's outreach over a period (the dashboard's tabs), sortable, with the
 * team's totals; owners with the export feature mail it as CSV.
 */
export function TeamStatsPage() {
  const { data: profile } = useProfile();
  const { features } = useFeatures();
  const [timeFilter, setTimeFilter] = useState<TTeamStatsQuery['timeFilter']>('this-month');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sortField, setSortField] = useState<SortField>('name');
  const [sortOrder, setSortOrder] = useState<'ASC' | 'DESC'>('ASC');
  const [exporting, setExporting] = useState(false);
  const custom = timeFilter === 'custom';
  const ready = !custom || (from && to && from <= to);
  const query: TTeamStatsQuery = {
    timeFilter,
    sortField,
    sortOrder,
    ...(custom ? { customFromDate: from, customToDate: to } : {}),
  };
  const qs = new URLSearchParams(query as Record<string, string>);
  const { data, error } = useSWR<TTeamStatsResponse>(ready ? `/teams/stats?${qs}` : null, {
    keepPreviousData: true,
  });
  const sortBy = (f: SortField) => {
    setSortOrder(sortField === f && sortOrder === 'ASC' ? 'DESC' : f === 'name' ? 'ASC' : 'DESC');
    setSortField(f);
  };
  const t = data?.totals;
  return (
    <Box data-testid="team-stats-page">
      <PageHeader
        title="Team Stats"
        subtitle={profile?.team?.name}
        actions={
          features.has('exportTeamStats') && (
            <Button variant="outlined" onClick={() => setExporting(true)}>
              Export CSV
            </Button>
          )
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Period"
          value={timeFilter}
          sx={{ minWidth: 160 }}
          onChange={(e) => setTimeFilter(e.target.value as TTeamStatsQuery['timeFilter'])}
        >
          {teamStatsTimeFilters.map((f) => (
            <MenuItem key={f} value={f}>
              {filterLabels[f]}
            </MenuItem>
          ))}
        </TextField>
        {custom && (
          <>
            <TextField
              size="small"
              type="date"
              label="From"
              value={from}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || data?.range.to } }}
              onChange={(e) => setFrom(e.target.value)}
            />
            <TextField
              size="small"
              type="date"
              label="To"
              value={to}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from } }}
              onChange={(e) => setTo(e.target.value)}
            />
          </>
        )}
        {data && (
          <Typography color="text.secondary" data-testid="team-stats-range">
            {data.range.from === data.range.to ? data.range.from : `${data.range.from} – ${data.range.to}`}
          </Typography>
        )}
      </Stack>
      {error && <Typography color="error">{(error as Error).message}</Typography>}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {(
          [
            ['Profile views', t?.profileViews],
            ['Invites sent', t?.invitesSent],
            ['Invites accepted', t ? `${t.invitesAccepted} (${t.invitesAcceptedPercent}%)` : undefined],
            ['Messages', t?.messages],
            ['Replies', t ? `${t.replies} (${t.repliesPercent}%)` : undefined],
          ] as const
        ).map(([label, value]) => (
          <Grid key={label} size={{ xs: 12, sm: 6, md: 2.4 }}>
            <StatTile label={label} value={value ?? '—'} testId={`team-total-${label}`} />
          </Grid>
        ))}
      </Grid>
      <Paper variant="outlined">
        <Table size="small" aria-label="Team stats">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.field} align={c.field === 'name' ? 'left' : 'right'}>
                  <TableSortLabel
                    active={sortField === c.field}
                    direction={sortField === c.field && sortOrder === 'DESC' ? 'desc' : 'asc'}
                    onClick={() => sortBy(c.field)}
                  >
                    {c.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.members.map((m) => (
              <TableRow key={m.memberId} data-testid={`team-stats-row-${m.email ?? m.name}`}>
                <TableCell>
                  <Typography variant="body2">{m.name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[m.email, m.group?.name].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                {columns.slice(1).map((c) => (
                  <TableCell key={c.field} align="right">
                    {m.stats[c.field as Exclude<SortField, 'name'>]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <ExportTeamStatsDialog open={exporting} onClose={() => setExporting(false)} query={query} />
    </Box>
  );
}

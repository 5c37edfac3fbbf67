import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { filterSearchDebounceMs } from '@outreach/shared/constants/outreach';
import { activityActionFilterLabels } from '@outreach/shared/rules/outreach/activity';
import {
  type ActivityTimeFilter,
  activityTimeFilters,
  clampDateRange,
} from '@outreach/shared/rules/outreach/dashboard';
import { localDate, resolveTimezone } from '@outreach/shared/rules/outreach/zoned-time';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  type ActivityFilters,
  activityApiPath,
  readActivityFilters,
  writeActivityFilters,
} from '../modules/activity/activityQuery.ts';
import type { ActivityPage as ActivityPageData } from '../modules/activity/api/activityApi.ts';
import { ActivityTable } from '../modules/activity/components/ActivityTable.tsx';
import type { CampaignList } from '../modules/campaigns/api/campaignsApi.ts';
import { useProductNow } from '../modules/clock/hooks/useProductNow.ts';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';
import { PaginationBar } from '../modules/ui/PaginationBar.tsx';

/** /campaign/activity: every action of the team's campaigns with name, action, campaign and time filters. */
export function ActivityPage() {
  const profile = useProfile().data;
  const tz = resolveTimezone(profile?.timezone);
  const today = localDate(useProductNow(), tz);
  const [params, setParams] = useSearchParams();
  const f = useMemo(() => readActivityFilters(params, today), [params, today]);
  const update = (patch: Partial<ActivityFilters>) =>
    setParams(writeActivityFilters({ ...f, page: 1, ...patch }), { replace: true });

  // Names are typed: wait 500 ms before asking (spec 3 §9 filter search debounce).
  const [names, setNames] = useState(f.names);
  useEffect(() => setNames(f.names), [f.names]);
  useEffect(() => {
    if (names === f.names) return;
    const t = setTimeout(() => update({ names }), filterSearchDebounceMs);
    return () => clearTimeout(t);
  });

  // Cursors that open the pages reached so far, for the current filters (page 1 needs none).
  const listKey = activityApiPath({ ...f, page: 1 }, today);
  const [cursors, setCursors] = useState<{ listKey: string; byPage: Record<number, string> }>({
    listKey,
    byPage: {},
  });
  const byPage = cursors.listKey === listKey ? cursors.byPage : {};
  const q = useSWR<ActivityPageData>(activityApiPath(f, today, byPage[f.page]), { refreshInterval: 15_000 });
  const goTo = (page: number) => {
    const next = q.data?.nextCursor;
    if (page === f.page + 1 && next) setCursors({ listKey, byPage: { ...byPage, [page]: next } });
    update({ page });
  };
  const campaigns = useSWR<CampaignList>('/campaigns?page=1&perPage=500');
  const campaignOptions = campaigns.data?.campaigns ?? [];

  return (
    <Box data-testid="activity-page">
      <PageHeader title="Activity" subtitle="Everything your campaigns did, newest first" />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
          <TextField
            label="Names"
            placeholder="Search by name"
            value={names}
            onChange={(e) => setNames(e.target.value)}
            sx={{ width: 220 }}
            slotProps={{ htmlInput: { 'data-testid': 'activity-filter-names' } }}
          />
          <Autocomplete
            multiple
            size="small"
            options={activityActionFilterLabels}
            value={f.actions}
            onChange={(_, v) => update({ actions: v })}
            sx={{ width: 300 }}
            renderInput={(p) => (
              <TextField {...p} label="Actions" placeholder={f.actions.length ? '' : 'All actions'} />
            )}
            data-testid="activity-filter-actions"
          />
          <Autocomplete
            multiple
            size="small"
            options={campaignOptions.map((c) => c.id)}
            getOptionLabel={(id) => campaignOptions.find((c) => c.id === id)?.name ?? id}
            value={f.campaigns}
            onChange={(_, v) => update({ campaigns: v })}
            sx={{ width: 300 }}
            renderInput={(p) => (
              <TextField {...p} label="Campaigns" placeholder={f.campaigns.length ? '' : 'All campaigns'} />
            )}
            data-testid="activity-filter-campaigns"
          />
          <TextField
            select
            label="Time"
            value={f.time}
            onChange={(e) => update({ time: e.target.value as ActivityTimeFilter })}
            sx={{ width: 170 }}
            slotProps={{ htmlInput: { 'data-testid': 'activity-filter-time' } }}
          >
            {Object.entries(activityTimeFilters).map(([k, label]) => (
              <MenuItem key={k} value={k}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          {f.time === 'custom' && (
            <>
              <TextField
                label="From"
                type="date"
                value={f.from}
                onChange={(e) => update(clampDateRange({ from: e.target.value, to: f.to }, today, 'from'))}
                sx={{ width: 170 }}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { max: f.to, 'data-testid': 'activity-filter-from' },
                }}
              />
              <TextField
                label="To"
                type="date"
                value={f.to}
                onChange={(e) => update(clampDateRange({ from: f.from, to: e.target.value }, today, 'to'))}
                sx={{ width: 170 }}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { min: f.from, max: today, 'data-testid': 'activity-filter-to' },
                }}
              />
            </>
          )}
        </Stack>
      </Paper>
      {q.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {(q.error as Error).message}
        </Alert>
      )}
      <Paper variant="outlined">
        <ActivityTable actions={q.data?.actions} rotates={q.data?.rotates} timezone={profile?.timezone} />
      </Paper>
      <PaginationBar
        page={f.page}
        perPage={f.perPage}
        total={q.data ? q.data.total : 0}
        hasMore={q.data ? Boolean(q.data.nextCursor) : undefined}
        onPage={goTo}
        onPerPage={(perPage) => update({ perPage })}
      />
    </Box>
  );
}

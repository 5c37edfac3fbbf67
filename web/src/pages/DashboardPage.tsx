import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DASHBOARD_TABS } from '@outreach/shared/constants/account';
import { pagination } from '@outreach/shared/constants/outreach';
import { type DateRange, dashboardRange, parseDashboardTab } from '@outreach/shared/rules/outreach/dashboard';
import { localDate, resolveTimezone } from '@outreach/shared/rules/outreach/zoned-time';
import { resolveDashboardTab } from '@outreach/shared/rules/shell';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { ActivityPage, DashboardData } from '../modules/activity/api/activityApi.ts';
import { ActivityTable } from '../modules/activity/components/ActivityTable.tsx';
import { useProductNow } from '../modules/clock/hooks/useProductNow.ts';
import { CustomRangePickers } from '../modules/dashboard/components/CustomRangePickers.tsx';
import { DashboardCampaignsCard } from '../modules/dashboard/components/DashboardCampaignsCard.tsx';
import { dashboardCards } from '../modules/dashboard/dashboardCards.ts';
import { dashboardTabLabels } from '../modules/dashboard/dashboardTabs.ts';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';
import { StatTile } from '../modules/ui/StatTile.tsx';

const LIVE_MS = 15_000;

export function DashboardPage() {
  const { tab } = useParams();
  const redirect = resolveDashboardTab(tab);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Dashboard tab={parseDashboardTab(tab)} />;
}

function Dashboard({ tab }: { tab: ReturnType<typeof parseDashboardTab> }) {
  const profile = useProfile().data;
  const tz = resolveTimezone(profile?.timezone);
  const now = useProductNow();
  const today = localDate(now, tz);
  // Unset ends mean "today" on the product clock, which may move while the page is open.
  const [custom, setCustom] = useState<Partial<DateRange>>({});
  const range = dashboardRange(tab, now, tz, custom);
  const q = new URLSearchParams({
    timeFilter: tab,
    page: '1',
    perPage: String(pagination.dashboardCampaignsPerPage),
  });
  if (tab === 'custom') {
    q.set('customFromDate', range.from);
    q.set('customToDate', range.to);
  }
  const dashboard = useSWR<DashboardData>(`/campaigns/dashboard?${q}`, { refreshInterval: LIVE_MS });
  const recent = useSWR<ActivityPage>(
    `/campaigns/activity?page=1&perPage=${pagination.dashboardActivityCardRows}&sortField=date&sortOrder=DESC`,
    { refreshInterval: LIVE_MS },
  );
  return (
    <Box data-testid="dashboard">
      <PageHeader title="Dashboard" />
      <Tabs value={tab} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }} aria-label="Dashboard period">
        {DASHBOARD_TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={dashboardTabLabels[t]}
            component={RouterLink}
            to={`/dashboard/${t}`}
            data-testid={`dashboard-tab-${t}`}
          />
        ))}
      </Tabs>
      {tab === 'custom' && <CustomRangePickers value={range} today={today} onChange={setCustom} />}
      {/* A no-break space holds each hint's line until the stats arrive: the cards keep their height. */}
      <Grid container spacing={2} data-testid="dashboard-stat-cards">
        {dashboardCards(dashboard.data?.stats).map((c) => (
          <Grid key={c.card} size={2}>
            <StatTile
              label={c.card}
              value={c.value ?? '—'}
              hint={c.hint ?? '\u00a0'}
              to={c.to}
              testId={c.testId}
            />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <DashboardCampaignsCard campaigns={dashboard.data?.campaigns} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Paper
            variant="outlined"
            sx={{ p: 2.5, height: '100%', overflowX: 'auto' }}
            data-testid="dashboard-recent-activity"
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="h5" component="h2">
                Recent activity
              </Typography>
              <Button
                component={RouterLink}
                to="/campaign/activity"
                size="small"
                data-testid="dashboard-go-to-activity"
              >
                Go to Activity
              </Button>
            </Stack>
            <ActivityTable
              actions={recent.data?.actions}
              rotates={recent.data?.rotates}
              timezone={profile?.timezone}
              testId="dashboard-activity-table"
              compact
            />
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}

import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DASHBOARD_TABS } from '@outreach/shared/constants/account';
import { resolveDashboardTab } from '@outreach/shared/rules/shell';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { CustomRangePickers } from '../modules/dashboard/components/CustomRangePickers.tsx';
import { StatCardsPlaceholder } from '../modules/dashboard/components/StatCardsPlaceholder.tsx';
import { dashboardTabLabels } from '../modules/dashboard/dashboardTabs.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

export function DashboardPage() {
  const { tab } = useParams();
  const redirect = resolveDashboardTab(tab);
  if (redirect) return <Navigate to={redirect} replace />;
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
          />
        ))}
      </Tabs>
      {tab === 'custom' && <CustomRangePickers />}
      <StatCardsPlaceholder />
      <Paper variant="outlined" sx={{ mt: 3, p: 4, textAlign: 'center', borderStyle: 'dashed' }}>
        <ConstructionOutlined sx={{ color: 'primary.main', fontSize: 36 }} />
        <Typography color="text.secondary">
          Campaigns, replies and recent activity are not built yet.
        </Typography>
      </Paper>
    </Box>
  );
}

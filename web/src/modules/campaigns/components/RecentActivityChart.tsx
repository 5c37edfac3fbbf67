import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { activityChartBarWidth } from '@outreach/shared/constants/outreach';
import { activityEmptyStates } from '@outreach/shared/rules/outreach/activity';
import type { ActivityChart } from '../api/campaignsApi.ts';
import { chartSeries } from '../chartSeries.ts';

/** 'Recent Activity': actions per day of the last 30 days, stacked per kind, labelled MM/DD (spec 3 §2). */
export function RecentActivityChart({ chart }: { chart: ActivityChart | undefined }) {
  const data = chart ? chartSeries(chart) : null;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="recent-activity-chart">
      <Typography variant="h5" component="h2" gutterBottom>
        Recent Activity
      </Typography>
      {data && data.series.length === 0 && (
        <Box sx={{ py: 8, textAlign: 'center', color: 'text.secondary' }} data-testid="recent-activity-empty">
          {activityEmptyStates.chart}
        </Box>
      )}
      {data && data.series.length > 0 && (
        <BarChart
          height={300}
          xAxis={[{ scaleType: 'band', data: data.labels, categoryGapRatio: 1 - activityChartBarWidth }]}
          series={data.series.map((s) => ({ ...s, stack: 'actions' }))}
          slotProps={{
            legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'end' } },
          }}
        />
      )}
    </Paper>
  );
}

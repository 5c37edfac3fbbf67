import type { ActivityChart } from './api/campaignsApi.ts';

export interface ChartData {
  /** MM/DD labels, oldest first. */
  labels: string[];
  /** One series per activity label that has any count in the 30 days. */
  series: { id: string; label: string; data: number[] }[];
}

/**
 * The chart answer as bar series: days in date order, one stack per label with actions; empty
 * when nothing happened (the chart then shows 'No actions for the last 30 days').
 */
export function chartSeries(chart: ActivityChart): ChartData {
  const dates = Object.keys(chart.days).sort();
  const labels = dates.map((d) => chart.days[d].label);
  const series = chart.labels
    .map((label) => ({ id: label, label, data: dates.map((d) => chart.days[d].counts[label] ?? 0) }))
    .filter((s) => s.data.some((n) => n > 0));
  return { labels, series };
}

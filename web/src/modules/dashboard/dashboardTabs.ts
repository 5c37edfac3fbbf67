import type { DashboardTab } from '@outreach/shared/constants/account';

export const dashboardTabLabels: Record<DashboardTab, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  'this-week': 'This week',
  'this-month': 'This month',
  'this-year': 'This year',
  custom: 'Custom',
};

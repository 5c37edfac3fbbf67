import type { DashboardTab } from '@outreach/shared/constants/account';

export const dashboardTabLabels: Record<DashboardTab, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  'this-week': 'This week',
  'this-month': 'This month',
  'this-year': 'This year',
  custom: 'Custom',
};

/** Spec 3 dashboard stats cards and the activity action each one presets. */
export const dashboardStatCards = [
  { label: 'Invites Sent', action: 'invites' },
  { label: 'Accepted', action: 'accepted' },
  { label: 'Messages', action: 'messages' },
  { label: 'Replies', action: 'replies' },
  { label: 'Profile Views', action: 'views' },
  { label: 'Greetings', action: 'greetings' },
] as const;

import {
  type DashboardStatCard,
  dashboardCardLink,
  dashboardStatCards,
} from '@outreach/shared/rules/outreach/activity';
import { formatRate } from '@outreach/shared/rules/outreach/rates';
import type { DashboardData } from '../activity/api/activityApi.ts';

export interface DashboardCardView {
  card: DashboardStatCard;
  value: number | null;
  hint: string | null;
  to: string;
  testId: string;
}

const statField: Record<DashboardStatCard, keyof DashboardData['stats']> = {
  'Invites Sent': 'invitesSent',
  Accepted: 'invitesAccepted',
  Messages: 'messages',
  Replies: 'replies',
  'Profile Views': 'profileViews',
  Greetings: 'greetings',
};

/** The six cards of spec 3 §2 in order, each linking to the activity page with its action preset. */
export function dashboardCards(stats: DashboardData['stats'] | undefined): DashboardCardView[] {
  return (Object.keys(dashboardStatCards) as DashboardStatCard[]).map((card) => ({
    card,
    value: stats ? stats[statField[card]] : null,
    hint:
      stats && card === 'Accepted'
        ? `${formatRate(stats.invitesAcceptedPercent)} of invites`
        : stats && card === 'Replies'
          ? `${formatRate(stats.repliesPercent)} reply rate`
          : null,
    to: dashboardCardLink(card),
    testId: `dashboard-card-${card.toLowerCase().replace(/\s+/g, '-')}`,
  }));
}

import { describe, expect, it } from 'vitest';
import { dashboardCards } from './dashboardCards.ts';

describe('dashboardCards', () => {
  it('maps stats to the six cards with activity links', () => {
    const cards = dashboardCards({
      invitesSent: 10,
      invitesAccepted: 4,
      invitesAcceptedPercent: 40,
      messages: 3,
      replies: 1,
      repliesPercent: 33.3,
      profileViews: 12,
      greetings: 0,
    });
    expect(cards.map((c) => [c.card, c.value])).toEqual([
      ['Invites Sent', 10],
      ['Accepted', 4],
      ['Messages', 3],
      ['Replies', 1],
      ['Profile Views', 12],
      ['Greetings', 0],
    ]);
    expect(cards[1]).toMatchObject({ hint: '40.0% of invites', to: '/campaign/activity?actions=Connected' });
    expect(cards[4].testId).toBe('dashboard-card-profile-views');
  });
  it('shows no values before the stats load', () => {
    expect(dashboardCards(undefined).every((c) => c.value === null)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  activityActionFilterLabels,
  activityColumns,
  activityColumnsWithSender,
  activityFilterOf,
  activitySenderLabel,
  campaignActivityColumns,
  canDirectReply,
  dashboardCardLink,
  dashboardStatCards,
  leadActionKinds,
} from './activity.ts';

describe('spec 3 §8 activity action labels', () => {
  it('has the sixteen filter labels in the spec order', () => {
    expect(activityActionFilterLabels).toEqual([
      'Found',
      'Viewed',
      'Invites',
      'Connected',
      'Messages',
      'Replies',
      'Email opened',
      'Emailed',
      'Email bounced',
      'InMails',
      'Greetings',
      'Group and Event Messages',
      'X (Twitter) DMs',
      'Follows and replies',
      'Invites withdrawn',
      'Returned to campaign',
    ]);
  });

  it('puts each kind in at most one filter', () => {
    for (const kind of leadActionKinds) {
      const hits = activityActionFilterLabels.filter((l) => activityFilterOf(kind) === l);
      expect(hits.length).toBeLessThanOrEqual(1);
    }
    expect(activityFilterOf('group message sent')).toBe('Group and Event Messages');
  });

  it("spells 'Could not send Follow up' and 'Unable to resend invitation'", () => {
    expect(actionLabel('could not send follow up')).toBe('Could not send Follow up');
    expect(actionLabel('unable to resend invitation')).toBe('Unable to resend invitation');
    expect(actionLabel('email bounced')).toBe('Email bounced');
  });
});

describe('spec 3 §2 dashboard cards link to activity with a filter', () => {
  it('covers the six cards', () => {
    expect(Object.keys(dashboardStatCards)).toEqual([
      'Invites Sent',
      'Accepted',
      'Messages',
      'Replies',
      'Profile Views',
      'Greetings',
    ]);
    expect(dashboardCardLink('Invites Sent')).toBe('/campaign/activity?actions=Invites');
  });
});

describe('spec 3 §6 direct reply', () => {
  it('works only for LinkedIn reply actions', () => {
    expect(canDirectReply('linkedin reply detected')).toBe(true);
    expect(canDirectReply('email reply detected')).toBe(false);
    expect(canDirectReply('inmail reply detected')).toBe(false);
    expect(canDirectReply('twitter reply detected')).toBe(false);
  });
});

describe('the Sender column of activity tables (issue #9)', () => {
  it('comes after Name only when a row of the page rotates senders', () => {
    expect(activityColumnsWithSender(activityColumns, true)).toEqual([
      'Name',
      'Sender',
      'Action',
      'Campaign',
      'Date',
    ]);
    expect(activityColumnsWithSender(activityColumns, false)).toEqual([...activityColumns]);
    expect(activityColumnsWithSender(campaignActivityColumns, true)).toEqual([
      'Name',
      'Sender',
      'Last action',
      'Message',
      'Step',
      'Time',
    ]);
  });

  it('names the sender, or Unknown', () => {
    expect(activitySenderLabel({ name: 'Taylor Second' })).toBe('Taylor Second');
    expect(activitySenderLabel(null)).toBe('Unknown');
    expect(activitySenderLabel(undefined)).toBe('Unknown');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadActionKinds } from './activity.ts';
import {
  canEditNotes,
  canReturnToCampaign,
  exclusionReasonLabel,
  exclusionReasonLabels,
  ignoredLeadStatuses,
  leadCampaignLabel,
  leadMatchesType,
  leadStatuses,
  leadTypeFilterNames,
  leadTypeFilters,
} from './leads.ts';

describe('spec 3 §3 lead statuses and exclusion reason labels', () => {
  it('has the fourteen statuses', () => {
    expect(leadStatuses).toHaveLength(14);
    expect(ignoredLeadStatuses).not.toContain('approved');
    expect(ignoredLeadStatuses).not.toContain('pending');
  });

  it('uses each of the twelve labels exactly once', () => {
    expect(Object.values(exclusionReasonLabels).sort()).toEqual([
      'Abandoned',
      'Active in other member campaign',
      'Cannot send message',
      'In other campaign',
      'Is first connection',
      'Is not open profile',
      'Is not premium profile',
      'Moved to other campaign',
      'Non-existing X (Twitter) profile',
      'Non-existing profile',
      'Removed from the campaign',
      'Without profile picture',
    ]);
    expect(exclusionReasonLabel('approved')).toBeNull();
    expect(exclusionReasonLabel('no_twitter_data')).toBe('Non-existing X (Twitter) profile');
  });
});

describe('spec 4 lead `type` filter values', () => {
  it('covers every value spec 4 lists', () => {
    expect(leadTypeFilterNames.sort()).toEqual(
      [
        'approved',
        'alreadyConnected',
        'alreadyInvited',
        'viewed',
        'requested',
        'invitesPending',
        'connected',
        'followedUp',
        'messaged',
        'inmailed',
        'inmailSkipped',
        'replies',
        'allReplies',
        'inmailReplies',
        'eventMessages',
        'userInteraction',
        'invitesWithdraw',
        'emailed',
        'emailsBounced',
        'emailReplies',
        'emailOpened',
        'followedTwitter',
        'twitterMessageSent',
        'groupMessageSent',
        'twitterUnableToMessage',
        'noEmailFound',
        'unableToSendMessage',
        'emailUnsubscribed',
        'leadPostponed',
        'messagePostponed',
        'ignored',
        'unableToSendInmail',
        'inviteToEventFailed',
        'inviteToEventSent',
        'inviteToCompanyFailed',
        'inviteToCompanySent',
        'chainedMessagesSent',
        'unableToSendChainedMessages',
      ].sort(),
    );
  });

  it('maps approved and ignored to statuses', () => {
    expect(leadTypeFilters.approved.statuses).toEqual(['approved']);
    expect(leadMatchesType({ status: 'skipped', actions: [] }, 'ignored')).toBe(true);
    expect(leadMatchesType({ status: 'approved', actions: [] }, 'ignored')).toBe(false);
  });

  it('selects approved leads by their history for action types', () => {
    expect(
      leadMatchesType({ status: 'approved', actions: ['connect requested', 'connected'] }, 'connected'),
    ).toBe(true);
    expect(leadMatchesType({ status: 'approved', actions: ['connect requested'] }, 'invitesPending')).toBe(
      true,
    );
    expect(
      leadMatchesType({ status: 'approved', actions: ['connect requested', 'connected'] }, 'invitesPending'),
    ).toBe(false);
    expect(leadMatchesType({ status: 'approved', actions: ['email reply detected'] }, 'allReplies')).toBe(
      true,
    );
    expect(leadMatchesType({ status: 'approved', actions: ['email reply detected'] }, 'replies')).toBe(false);
  });

  it('a lead is never both approved-filtered and ignored (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...leadStatuses),
        fc.array(fc.constantFrom(...leadActionKinds)),
        (status, actions) => {
          const lead = { status, actions };
          expect(leadMatchesType(lead, 'approved') && leadMatchesType(lead, 'ignored')).toBe(false);
        },
      ),
    );
  });
});

describe('spec 3 §3/§4 lead in a campaign and the return button', () => {
  it('labels deleted campaigns, deleted leads, returned leads and absent leads', () => {
    expect(leadCampaignLabel({ isCampaignRemoved: true, isLeadRemoved: true })).toBe('Campaign deleted');
    expect(leadCampaignLabel({ isLeadRemoved: true })).toBe('Deleted from campaign');
    expect(leadCampaignLabel({ isReturnToCampaign: true })).toBe('Returned to campaign');
    expect(leadCampaignLabel({ inCampaign: false })).toBe('The Lead is not in the campaign');
    expect(leadCampaignLabel({ inCampaign: true })).toBeNull();
  });

  it('enables return only when available, not returned, approved and the campaign exists', () => {
    const ok = {
      featureAvailable: true,
      isReturnToCampaign: false,
      leadStatus: 'approved',
      isCampaignRemoved: false,
    };
    expect(canReturnToCampaign(ok)).toBe(true);
    expect(canReturnToCampaign({ ...ok, featureAvailable: false })).toBe(false);
    expect(canReturnToCampaign({ ...ok, isReturnToCampaign: true })).toBe(false);
    expect(canReturnToCampaign({ ...ok, leadStatus: 'skipped' })).toBe(false);
    expect(canReturnToCampaign({ ...ok, isCampaignRemoved: true })).toBe(false);
  });

  it('allows notes only for 1st-degree connections (§5)', () => {
    expect(canEditNotes(1)).toBe(true);
    expect(canEditNotes(2)).toBe(false);
  });
});

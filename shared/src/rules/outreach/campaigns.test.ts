import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activationForbiddenMessage,
  type CampaignStatus,
  campaignActionBlock,
  campaignCategories,
  campaignCategoryTitles,
  campaignDetailTabs,
  campaignListPath,
  campaignListStatus,
  campaignMovingMessage,
  campaignStatuses,
  canConfirmRestart,
  canTransition,
  effectiveCampaignName,
  isCategoryActive,
  isDefaultCampaignName,
  nextDraftCampaignName,
  parseCampaignCategory,
  pathAfterCampaignChange,
  restartSearchOptions,
  takesLeadSources,
  unarchivedState,
} from './campaigns.ts';

describe('spec 3 §2/§3 categories, titles and list paths', () => {
  it('has the eight categories with their titles', () => {
    expect(campaignCategories).toHaveLength(8);
    expect(campaignCategoryTitles).toEqual({
      linkedin: 'LinkedIn Campaigns',
      group: 'LinkedIn Group Campaigns',
      event: 'LinkedIn Event Campaigns',
      inmail: 'InMails Campaigns',
      company: 'LinkedIn Company Campaigns',
      email: 'Email Campaigns',
      twitter: 'X (Twitter) Campaigns',
      multichannel: 'Multichannel Campaigns',
    });
  });

  it("reads 'multi-channel' as multichannel", () => {
    expect(parseCampaignCategory('multi-channel')).toBe('multichannel');
    expect(parseCampaignCategory('fax')).toBeNull();
  });

  it('defaults the status tab to active and sends unknown paths to linkedin/active', () => {
    expect(campaignListPath('email')).toBe('/campaign/stats/email/active');
    expect(campaignListPath('email', 'archived')).toBe('/campaign/stats/email/archived');
    expect(campaignListPath('email', 'weird')).toBe('/campaign/stats/email/active');
    expect(campaignListPath('nope', 'draft')).toBe('/campaign/stats/linkedin/active');
  });

  it('shows the Ignored Leads tab only when the ignored count is above 0', () => {
    expect(campaignDetailTabs(0)).toEqual(['Overview', 'Leads', 'Activity']);
    expect(campaignDetailTabs(1)).toEqual(['Overview', 'Leads', 'Ignored Leads', 'Activity']);
  });

  it('marks a type inactive when its channel is not connected', () => {
    const none = { linkedinLoginValid: false, isEmailActive: false, isTwitterActive: false };
    expect(isCategoryActive('linkedin', none)).toBe(false);
    expect(isCategoryActive('group', { ...none, linkedinLoginValid: true })).toBe(true);
    expect(isCategoryActive('email', { ...none, isEmailActive: true })).toBe(true);
    expect(isCategoryActive('twitter', { ...none, linkedinLoginValid: true })).toBe(false);
    expect(isCategoryActive('twitter', { ...none, isTwitterActive: true })).toBe(true);
  });
});

describe('spec 3 §4 campaign status transitions', () => {
  it('publishes drafts, toggles active/paused, archives them, and unarchives', () => {
    expect(canTransition('draft', 'active')).toBe(true);
    expect(canTransition('draft', 'paused')).toBe(false);
    expect(canTransition('draft', 'archived')).toBe(false);
    expect(canTransition('active', 'paused')).toBe(true);
    expect(canTransition('paused', 'active')).toBe(true);
    expect(canTransition('active', 'archived')).toBe(true);
    expect(canTransition('paused', 'archived')).toBe(true);
    expect(canTransition('archived', 'active')).toBe(true);
    expect(canTransition('archived', 'paused')).toBe(false);
  });

  it('never returns to draft and never stays put (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...campaignStatuses), fc.constantFrom(...campaignStatuses), (from, to) => {
        if (to === 'draft' || from === to) expect(canTransition(from, to)).toBe(false);
      }),
    );
  });

  it('unarchive sets active with runState paused, which shows in the paused list', () => {
    expect(unarchivedState).toEqual({ status: 'active', runState: 'paused' });
    expect(campaignListStatus(unarchivedState)).toBe('paused');
    expect(pathAfterCampaignChange({ category: 'email', status: 'archived' }, 'unarchive')).toBe(
      '/campaign/stats/email/paused',
    );
    expect(pathAfterCampaignChange({ category: 'group', status: 'archived' }, 'delete')).toBe(
      '/campaign/stats/group/archived',
    );
  });

  it('drafts show no pause/resume and no archive', () => {
    const draft = { status: 'draft' as CampaignStatus, category: 'linkedin' as const };
    expect(campaignActionBlock(draft, 'pause')).toBe('not-allowed');
    expect(campaignActionBlock(draft, 'resume')).toBe('not-allowed');
    expect(campaignActionBlock(draft, 'archive')).toBe('not-allowed');
    expect(campaignActionBlock(draft, 'publish')).toBeNull();
    expect(campaignActionBlock(draft, 'clone')).toBeNull();
  });

  it('a campaign moving to its owner’s new team takes no change but a clone until it has moved', () => {
    const moving = {
      status: 'paused' as CampaignStatus,
      runState: 'paused' as const,
      category: 'linkedin' as const,
      movingTo: 'team-b',
    };
    for (const action of ['resume', 'archive', 'editSequence', 'rename', 'restartSearch'] as const)
      expect(campaignActionBlock(moving, action)).toBe(campaignMovingMessage);
    expect(campaignActionBlock(moving, 'clone')).toBeNull();
    expect(campaignActionBlock({ ...moving, movingTo: null }, 'resume')).toBeNull();
  });

  it('archived campaigns can be unarchived or deleted', () => {
    const archived = { status: 'archived' as CampaignStatus, category: 'linkedin' as const };
    expect(campaignActionBlock(archived, 'unarchive')).toBeNull();
    expect(campaignActionBlock(archived, 'delete')).toBeNull();
    expect(campaignActionBlock(archived, 'pause')).toBe('not-allowed');
    expect(campaignActionBlock({ status: 'active', category: 'linkedin' }, 'delete')).toBe('not-allowed');
  });

  it('X campaigns: add leads, edit sequence, resume and unarchive are under maintenance (§6)', () => {
    expect(campaignActionBlock({ status: 'paused', category: 'twitter' }, 'resume')).toBe(
      'Feature under Maintenance',
    );
    expect(campaignActionBlock({ status: 'archived', category: 'twitter' }, 'unarchive')).toBe(
      'Feature under Maintenance',
    );
    expect(campaignActionBlock({ status: 'active', category: 'twitter' }, 'editSequence')).toBe(
      'Feature under Maintenance',
    );
    expect(campaignActionBlock({ status: 'active', category: 'twitter' }, 'pause')).toBeNull();
  });

  it('add more leads only for active campaigns that are not group, post or event (§6)', () => {
    expect(
      campaignActionBlock({ status: 'active', category: 'linkedin', campaignType: 'csv upload' }, 'addLeads'),
    ).toBeNull();
    expect(campaignActionBlock({ status: 'paused', category: 'linkedin' }, 'addLeads')).toBe('not-allowed');
    expect(campaignActionBlock({ status: 'active', category: 'group' }, 'addLeads')).toBe('not-allowed');
    expect(campaignActionBlock({ status: 'active', category: 'event' }, 'addLeads')).toBe('not-allowed');
    expect(
      campaignActionBlock(
        { status: 'active', category: 'linkedin', campaignType: 'linkedin post' },
        'addLeads',
      ),
    ).toBe('not-allowed');
  });
});

describe('spec 3 §8 activation 403', () => {
  it('maps the Pro-plan message, else the active-campaign limit', () => {
    expect(activationForbiddenMessage('Available only in Pro Plan', 3)).toBe(
      'This type of campaign is not available on your current subscription plan.',
    );
    expect(activationForbiddenMessage('Forbidden', 3)).toBe(
      'You have reached the maximum limit of 3 active campaigns for your current subscription plan.',
    );
  });
});

describe("spec 3 §5 default name 'Campaign draft (n)' is treated as empty", () => {
  it('recognises the default name only in its exact form', () => {
    expect(isDefaultCampaignName('Campaign draft (1)')).toBe(true);
    expect(isDefaultCampaignName('  Campaign draft (12) ')).toBe(true);
    expect(isDefaultCampaignName('Campaign draft')).toBe(false);
    expect(isDefaultCampaignName('Campaign draft (1) v2')).toBe(false);
    expect(effectiveCampaignName('Campaign draft (4)')).toBe('');
    expect(effectiveCampaignName(' Sales ')).toBe('Sales');
  });
  it('numbers the next draft after the highest in use', () => {
    expect(nextDraftCampaignName([])).toBe('Campaign draft (1)');
    expect(nextDraftCampaignName(['Campaign draft (1)', 'Campaign draft (7)', 'x'])).toBe(
      'Campaign draft (8)',
    );
  });
});

describe('spec 3 §4 restart search', () => {
  it('offers the campaign and sources only once their search has ended', () => {
    expect(
      restartSearchOptions({ isSearchEnded: false }, [
        { id: 1, isSearchEnded: true },
        { id: 2, isSearchEnded: false },
      ]),
    ).toEqual({ campaign: false, sourceIds: [1] });
  });
  it('disables the confirmation unless something is selected', () => {
    expect(canConfirmRestart({ restartCampaign: false, leadSourceIds: [] })).toBe(false);
    expect(canConfirmRestart({ restartCampaign: true, leadSourceIds: [] })).toBe(true);
    expect(canConfirmRestart({ restartCampaign: false, leadSourceIds: [3] })).toBe(true);
  });
});

describe('more lead sources (POST /lead-sources, OURS)', () => {
  it('LinkedIn, InMail and multichannel campaigns fed by a people search or a CSV of profiles take more searches', () => {
    expect(takesLeadSources({ category: 'linkedin', campaignType: 'linkedin search' })).toBe(true);
    expect(takesLeadSources({ category: 'inmail', campaignType: 'sales navigator search' })).toBe(true);
    expect(takesLeadSources({ category: 'multichannel', campaignType: 'recruiter search' })).toBe(true);
    expect(takesLeadSources({ category: 'linkedin', campaignType: 'csv upload' })).toBe(true);
  });
  it('a group, event, page, post or newsletter campaign, and email or X ones, take none', () => {
    expect(takesLeadSources({ category: 'group', campaignType: 'group' })).toBe(false);
    expect(takesLeadSources({ category: 'event', campaignType: 'event' })).toBe(false);
    expect(takesLeadSources({ category: 'company', campaignType: 'company' })).toBe(false);
    expect(takesLeadSources({ category: 'linkedin', campaignType: 'linkedin post' })).toBe(false);
    expect(takesLeadSources({ category: 'linkedin', campaignType: 'newsletter' })).toBe(false);
    expect(takesLeadSources({ category: 'email', campaignType: 'email_only' })).toBe(false);
    expect(takesLeadSources({ category: 'twitter', campaignType: 'twitter_csv' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { inviteToCompanyOutcomeKind, planInviteToCompany } from './company-steps.ts';

const base = { campaignId: 'c1', leadId: 'l1', stepIndex: 1, profileUrl: 'https://www.linkedin.com/in/ada/' };

describe('company steps', () => {
  it('plans an invitation through the campaign company page, with the lead name for the picker search', () => {
    // Act
    const plan = planInviteToCompany(
      'https://www.linkedin.com/company/Acme-Inc/people/',
      base,
      ' Ada Lovelace ',
    );
    // Assess
    expect(plan).toEqual({
      type: 'invite-to-company',
      payload: { ...base, companySlug: 'acme-inc', name: 'Ada Lovelace' },
    });
    expect(
      planInviteToCompany('https://www.linkedin.com/company/acme-inc/', base, undefined)?.payload,
    ).not.toHaveProperty('name');
    expect(planInviteToCompany(undefined, base, 'Ada')).toBeNull();
    expect(
      planInviteToCompany('https://www.linkedin.com/events/7212345678901234567/', base, 'Ada'),
    ).toBeNull();
    // Only LinkedIn's origin: a look-alike host plans nothing.
    expect(planInviteToCompany('https://evil.example/company/acme-inc/', base, 'Ada')).toBeNull();
  });

  it('maps outcomes to activity kinds: sent, failed, none when already following, dropped when not found', () => {
    expect(inviteToCompanyOutcomeKind('invited')).toEqual({ kind: 'invite to company sent' });
    expect(inviteToCompanyOutcomeKind('already-invited')).toEqual({ kind: 'invite to company sent' });
    expect(inviteToCompanyOutcomeKind('following')).toEqual({ kind: null });
    for (const r of ['not-connection', 'not-admin', 'limit-reached', 'refused', 'failed'])
      expect(inviteToCompanyOutcomeKind(r)).toEqual({ kind: 'invite to company failed' });
    expect(inviteToCompanyOutcomeKind('not-found')).toBeNull();
  });
});

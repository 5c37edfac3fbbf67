import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeatureKey } from '../plans/features.ts';
import {
  accountSwitcherEntry,
  canAssignGroups,
  canEditPlan,
  canImpersonate,
  canManageOwnGroup,
  canManageTeam,
  canSeeBilling,
  canSeeHelpLink,
  canSeeReferFriend,
  canSeeTeamGroups,
  canSeeTeamMembers,
  canSeeTeamSettings,
  canSeeTeamStats,
  canSeeWhiteLabelPage,
  canUseAccountSwitcher,
  compareRoles,
  type ImpersonationTarget,
  type Impersonator,
  impersonateButtonState,
  isIntegrationEnabled,
  messagesTabState,
  roleOrder,
  shouldFetchBillingInfo,
  shouldStopImpersonation,
  type Viewer,
  visibleEmailProviderCards,
} from './roles.ts';

const all = new Set<FeatureKey>([
  'teamStats',
  'teamMembers',
  'teamGroups',
  'teamGroup',
  'manageTeam',
  'teamSettings',
]);
const viewer = (over: Partial<Viewer> = {}): Viewer => ({
  role: 'owner',
  isPlatformAdmin: false,
  isWhiteLabelUser: false,
  isOwnDomain: true,
  groupId: null,
  features: all,
  ...over,
});

describe('role order (spec 1 §6, spec 2 §6)', () => {
  it('orders member < admin < owner', () => {
    expect(roleOrder).toEqual(['member', 'admin', 'owner']);
    expect(compareRoles('member', 'admin')).toBeLessThan(0);
    expect(compareRoles('owner', 'admin')).toBeGreaterThan(0);
  });
});

describe('page gates (spec 1 §6)', () => {
  it('team stats and members need teamStats and owner or admin', () => {
    expect(canSeeTeamStats(viewer())).toBe(true);
    expect(canSeeTeamStats(viewer({ role: 'admin' }))).toBe(true);
    expect(canSeeTeamStats(viewer({ role: 'member' }))).toBe(false);
    expect(canSeeTeamStats(viewer({ features: new Set() }))).toBe(false);
    expect(canSeeTeamMembers(viewer({ role: 'admin' }))).toBe(true);
    expect(canSeeTeamMembers(viewer({ features: new Set(['teamStats']) }))).toBe(false);
  });

  it('team groups need teamGroups and owner', () => {
    expect(canSeeTeamGroups(viewer())).toBe(true);
    expect(canSeeTeamGroups(viewer({ role: 'admin' }))).toBe(false);
  });

  it('own group management needs teamGroup, admin and a group', () => {
    expect(canManageOwnGroup(viewer({ role: 'admin', groupId: 'g' }))).toBe(true);
    expect(canManageOwnGroup(viewer({ role: 'admin', groupId: null }))).toBe(false);
    expect(canManageOwnGroup(viewer({ role: 'owner', groupId: 'g' }))).toBe(false);
  });

  it('manage team needs manageTeam and owner, or admin without a group', () => {
    expect(canManageTeam(viewer())).toBe(true);
    expect(canManageTeam(viewer({ role: 'admin' }))).toBe(true);
    expect(canManageTeam(viewer({ role: 'admin', groupId: 'g' }))).toBe(false);
    expect(canManageTeam(viewer({ role: 'member' }))).toBe(false);
  });

  it('team settings need teamSettings and owner', () => {
    expect(canSeeTeamSettings(viewer())).toBe(true);
    expect(canSeeTeamSettings(viewer({ role: 'admin' }))).toBe(false);
  });

  it('billing is owner and not white-label', () => {
    expect(canSeeBilling(viewer())).toBe(true);
    expect(canSeeBilling(viewer({ isWhiteLabelUser: true }))).toBe(false);
    expect(canSeeBilling(viewer({ role: 'admin' }))).toBe(false);
  });

  it('white-label page is platform admin, or owner when not white-label', () => {
    expect(canSeeWhiteLabelPage(viewer({ role: 'member', isPlatformAdmin: true }))).toBe(true);
    expect(canSeeWhiteLabelPage(viewer())).toBe(true);
    expect(canSeeWhiteLabelPage(viewer({ isWhiteLabelUser: true }))).toBe(false);
  });

  it('refer-a-friend is own domain, platform admin or white-label owner', () => {
    expect(canSeeReferFriend(viewer({ role: 'member' }))).toBe(true);
    expect(canSeeReferFriend(viewer({ role: 'member', isOwnDomain: false, isWhiteLabelUser: true }))).toBe(
      false,
    );
    expect(canSeeReferFriend(viewer({ isOwnDomain: false, isWhiteLabelUser: true }))).toBe(true);
    expect(canSeeReferFriend(viewer({ role: 'member', isOwnDomain: false, isPlatformAdmin: true }))).toBe(
      true,
    );
  });

  it('help link is platform admin, owner or non-white-label user', () => {
    expect(canSeeHelpLink(viewer({ role: 'member', isWhiteLabelUser: true }))).toBe(false);
    expect(canSeeHelpLink(viewer({ role: 'member' }))).toBe(true);
    expect(canSeeHelpLink(viewer({ isWhiteLabelUser: true }))).toBe(true);
  });

  it('edit plan is owner with canUpdateSeats; billing info only for verified owners', () => {
    expect(canEditPlan({ role: 'owner', canUpdateSeats: true })).toBe(true);
    expect(canEditPlan({ role: 'owner', canUpdateSeats: false })).toBe(false);
    expect(canEditPlan({ role: 'admin', canUpdateSeats: true })).toBe(false);
    expect(shouldFetchBillingInfo({ role: 'owner', isEmailVerified: false })).toBe(false);
    expect(shouldFetchBillingInfo({ role: 'owner', isEmailVerified: true })).toBe(true);
  });

  it('groups are assigned by owners with the group feature (spec 2 §6)', () => {
    expect(canAssignGroups(viewer())).toBe(true);
    expect(canAssignGroups(viewer({ features: new Set() }))).toBe(false);
  });

  it('integrations are gated by integrations and SMTPIntegration', () => {
    expect(isIntegrationEnabled('gmail', new Set(['integrations']))).toBe(true);
    expect(isIntegrationEnabled('smtp', new Set(['integrations']))).toBe(false);
    expect(isIntegrationEnabled('smtp', new Set(['SMTPIntegration']))).toBe(true);
    expect(visibleEmailProviderCards({ isWhiteLabelUser: true })).toEqual(['smtp']);
    expect(visibleEmailProviderCards({ isWhiteLabelUser: false, connected: 'gmail' })).toEqual(['gmail']);
  });
});

describe('impersonation (spec 1 §5, §6; spec 2 §6)', () => {
  const admin: Impersonator = {
    userId: 'a',
    role: 'admin',
    isPlatformAdmin: false,
    isImpersonating: false,
    featureEnabled: true,
  };
  const member: ImpersonationTarget = {
    userId: 'm',
    role: 'member',
    isPlatformAdmin: false,
    status: 'active',
  };

  it('lets an admin impersonate a member', () => {
    expect(canImpersonate(admin, member)).toEqual({ allowed: true });
  });

  it('refuses admin → owner', () => {
    expect(canImpersonate(admin, { ...member, role: 'owner' })).toEqual({
      allowed: false,
      reason: 'adminToOwner',
    });
  });

  it('refuses non-platform-admin → platform admin', () => {
    expect(canImpersonate({ ...admin, role: 'owner' }, { ...member, isPlatformAdmin: true })).toEqual({
      allowed: false,
      reason: 'platformAdminTarget',
    });
  });

  it('refuses members, self, an active impersonation and pending or rejected targets', () => {
    expect(canImpersonate({ ...admin, role: 'member' }, member)).toMatchObject({ reason: 'memberViewer' });
    expect(canImpersonate(admin, { ...member, userId: 'a' })).toMatchObject({ reason: 'self' });
    expect(canImpersonate({ ...admin, isImpersonating: true }, member)).toMatchObject({
      reason: 'alreadyImpersonating',
    });
    expect(canImpersonate(admin, { ...member, status: 'pending' })).toMatchObject({
      reason: 'inactiveTarget',
    });
    expect(canImpersonate(admin, { ...member, status: 'rejected' })).toMatchObject({
      reason: 'inactiveTarget',
    });
  });

  it('lets a platform admin impersonate any active account', () => {
    const staff = { ...admin, role: 'member' as const, isPlatformAdmin: true };
    expect(canImpersonate(staff, { ...member, role: 'owner', isPlatformAdmin: true })).toEqual({
      allowed: true,
    });
  });

  it('needs the feature: the button is disabled, not hidden', () => {
    expect(impersonateButtonState({ ...admin, featureEnabled: false }, member)).toBe('disabled');
    expect(impersonateButtonState(admin, { ...member, role: 'owner' })).toBe('hidden');
    expect(impersonateButtonState(admin, member)).toBe('enabled');
  });

  it('greys switcher entries with the tooltip', () => {
    expect(accountSwitcherEntry(admin, { ...member, role: 'owner' })).toEqual({
      disabled: true,
      tooltip: 'This account cannot be impersonated',
    });
    expect(accountSwitcherEntry(admin, member)).toEqual({ disabled: false, tooltip: null });
  });

  it('never allows a non-platform-admin to reach an owner unless the viewer is the owner', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...roleOrder),
        fc.constantFrom(...roleOrder),
        fc.boolean(),
        (vr, tr, tpa) => {
          const r = canImpersonate({ ...admin, role: vr }, { ...member, role: tr, isPlatformAdmin: tpa });
          if (!r.allowed) return true;
          return vr !== 'member' && !tpa && !(vr === 'admin' && tr === 'owner');
        },
      ),
    );
  });

  it('keeps members away from the switcher and stops their impersonation', () => {
    expect(canUseAccountSwitcher({ role: 'member', isPlatformAdmin: false })).toBe(false);
    expect(canUseAccountSwitcher({ role: 'admin', isPlatformAdmin: false })).toBe(true);
    expect(
      shouldStopImpersonation({
        isImpersonating: true,
        realUserRole: 'member',
        realUserIsPlatformAdmin: false,
      }),
    ).toBe(true);
    expect(
      shouldStopImpersonation({
        isImpersonating: true,
        realUserRole: 'admin',
        realUserIsPlatformAdmin: false,
      }),
    ).toBe(false);
  });
});

describe('Messages tab under impersonation (spec 3 §6, impersonation rule)', () => {
  const base = {
    isImpersonating: true,
    isMemberInboxEnabled: false,
    isGhostUser: false,
    impersonatorIsPlatformAdmin: false,
  };

  it('is disabled with the spec text while impersonating', () => {
    expect(messagesTabState(base)).toEqual({
      disabled: true,
      tooltip: 'You are only allowed to view your own messages inbox.',
    });
  });

  it('opens with the members inbox, a ghost user, a platform admin, or without impersonation', () => {
    expect(messagesTabState({ ...base, isMemberInboxEnabled: true }).disabled).toBe(false);
    expect(messagesTabState({ ...base, isGhostUser: true }).disabled).toBe(false);
    expect(messagesTabState({ ...base, impersonatorIsPlatformAdmin: true }).disabled).toBe(false);
    expect(messagesTabState({ ...base, isImpersonating: false }).disabled).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterInviteAccepted,
  canAcceptInvite,
  canCopyInviteLink,
  canRemoveEmail,
  defaultInviteRole,
  invitedCount,
  inviteLink,
  inviteResultToast,
  isInviteButtonVisible,
  needsSelfDowngradeConfirmation,
  removeAction,
  roleOptions,
  seatsAvailableForInvites,
  shouldClearTeam,
  showsDeactivatedTeamTable,
  teamTexts,
} from './team.ts';

describe('invited count and invite button (spec 2 §5)', () => {
  it('counts members plus non-rejected invites', () => {
    const invites = [
      { status: 'pending' as const },
      { status: 'rejected' as const },
      { isRejected: true },
      { status: 'active' as const },
    ];
    expect(invitedCount({ memberCount: 3, invites })).toBe(5);
  });

  it('shows the button only to owners while seats exceed the invited count', () => {
    expect(isInviteButtonVisible({ role: 'owner', seats: 5, memberCount: 4, invites: [] })).toBe(true);
    expect(
      isInviteButtonVisible({ role: 'owner', seats: 5, memberCount: 4, invites: [{ status: 'pending' }] }),
    ).toBe(false);
    expect(
      isInviteButtonVisible({ role: 'owner', seats: 5, memberCount: 4, invites: [{ status: 'rejected' }] }),
    ).toBe(true);
    expect(isInviteButtonVisible({ role: 'admin', seats: 5, memberCount: 1, invites: [] })).toBe(false);
  });

  it('agrees with the available-seat count', () => {
    fc.assert(
      fc.property(
        fc.nat(50),
        fc.nat(50),
        fc.array(fc.constantFrom('pending', 'rejected', 'active' as const)),
        (seats, memberCount, st) => {
          const invites = st.map((status) => ({ status }));
          return (
            isInviteButtonVisible({ role: 'owner', seats, memberCount, invites }) ===
            seatsAvailableForInvites({ seats, memberCount, invites }) > 0
          );
        },
      ),
    );
  });
});

describe('remove user and remove email (spec 2 §6)', () => {
  const owner = { viewerUserId: 'o', viewerRole: 'owner' as const };

  it('removes members, deletes pending or rejected invites, never oneself, owner only', () => {
    expect(removeAction({ ...owner, target: { userId: 'm', role: 'member', status: 'active' } })).toBe(
      'removeMember',
    );
    expect(removeAction({ ...owner, target: { role: 'admin', status: 'pending' } })).toBe('deleteInvite');
    expect(removeAction({ ...owner, target: { role: 'admin', status: 'rejected' } })).toBe('deleteInvite');
    expect(removeAction({ ...owner, target: { userId: 'o', role: 'owner', status: 'active' } })).toBeNull();
    expect(
      removeAction({
        viewerUserId: 'a',
        viewerRole: 'admin',
        target: { userId: 'm', role: 'member', status: 'active' },
      }),
    ).toBeNull();
  });

  it('offers email removal to the owner for a member whose email exists', () => {
    const t = { userId: 'm', role: 'member' as const, status: 'active' as const, email: 'm@x.io' };
    expect(canRemoveEmail({ ...owner, target: t })).toBe(true);
    expect(canRemoveEmail({ ...owner, target: { ...t, email: null } })).toBe(false);
    expect(canRemoveEmail({ viewerUserId: 'a', viewerRole: 'admin', target: t })).toBe(false);
    expect(canRemoveEmail({ ...owner, target: { ...t, userId: 'o' } })).toBe(false);
  });
});

describe('invites (spec 1 §6, spec 2 §4–§6)', () => {
  it('copies links for pending and rejected invites', () => {
    expect(canCopyInviteLink('pending')).toBe(true);
    expect(canCopyInviteLink('rejected')).toBe(true);
    expect(canCopyInviteLink('active')).toBe(false);
  });

  it('uses the white-label domain only when active and validated', () => {
    const base = { inviteKey: 'k1', productOrigin: 'https://app.example.com/' };
    expect(inviteLink(base)).toBe('https://app.example.com/team/invite/k1');
    expect(
      inviteLink({ ...base, whiteLabel: { isActive: true, domain: 'go.acme.io', isDomainValidated: true } }),
    ).toBe('https://go.acme.io/team/invite/k1');
    expect(
      inviteLink({ ...base, whiteLabel: { isActive: true, domain: 'go.acme.io', isDomainValidated: false } }),
    ).toBe('https://app.example.com/team/invite/k1');
  });

  it('defaults the role to owner, member without email; disables other roles without email', () => {
    expect(defaultInviteRole({ withoutEmail: false })).toBe('owner');
    expect(defaultInviteRole({ withoutEmail: true })).toBe('member');
    expect(
      roleOptions({ hasEmail: false })
        .filter((o) => !o.disabled)
        .map((o) => o.role),
    ).toEqual(['member']);
    expect(roleOptions({ hasEmail: true }).every((o) => !o.disabled)).toBe(true);
  });

  it('confirms a downgrade of one’s own role only', () => {
    expect(
      needsSelfDowngradeConfirmation({ viewerUserId: 'u', targetUserId: 'u', from: 'owner', to: 'admin' }),
    ).toBe(true);
    expect(
      needsSelfDowngradeConfirmation({ viewerUserId: 'u', targetUserId: 'u', from: 'admin', to: 'owner' }),
    ).toBe(false);
    expect(
      needsSelfDowngradeConfirmation({ viewerUserId: 'u', targetUserId: 'v', from: 'owner', to: 'member' }),
    ).toBe(false);
  });

  it('words invite results and team toasts like the spec', () => {
    expect(inviteResultToast('invitation')).toBe('Invite has been sent');
    expect(inviteResultToast('member')).toBe('User has been added to team');
    expect(teamTexts.removed('Ann')).toBe('Removed Ann from the org');
    expect(teamTexts.roleChanged('Ann', 'admin')).toBe("Changed Ann's role to admin");
  });

  it('needs a password to accept a custom-domain invite', () => {
    expect(canAcceptInvite({ havePassword: false, isCustomDomainInvite: true })).toBe(false);
    expect(canAcceptInvite({ havePassword: false, isCustomDomainInvite: false })).toBe(true);
  });

  it('goes to login with the exchange token when a redirect is returned, else reloads', () => {
    expect(afterInviteAccepted({ redirectTo: 'https://go.acme.io', authToken: 't' })).toEqual({
      kind: 'login',
      redirectTo: 'https://go.acme.io',
      exchangeToken: 't',
    });
    expect(afterInviteAccepted({ redirectTo: null })).toEqual({ kind: 'reload' });
  });

  it('clears the team on 403 and 404 only; shows the deactivated team table above one member', () => {
    expect(shouldClearTeam(403)).toBe(true);
    expect(shouldClearTeam(404)).toBe(true);
    expect(shouldClearTeam(500)).toBe(false);
    expect(showsDeactivatedTeamTable({ isDeactivated: true, memberCount: 1 })).toBe(false);
    expect(showsDeactivatedTeamTable({ isDeactivated: true, memberCount: 2 })).toBe(true);
  });
});

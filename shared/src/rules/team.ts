import type { MemberStatus, Role } from './roles.ts';
import { roleOrder } from './roles.ts';

/** Team toasts, word for word (spec 1 §8, spec 2 §8). */
export const teamTexts = {
  inviteSent: 'Invite has been sent',
  userAdded: 'User has been added to team',
  emailRemoved: 'User email was successfully removed',
  removed: (name: string) => `Removed ${name} from the org`,
  roleChanged: (name: string, role: Role) => `Changed ${name}'s role to ${role}`,
  groupCreated: 'The group has been created',
  // Ours (the spec gives only the create toast and the name message).
  groupRenamed: 'The group has been renamed',
  groupDeleted: 'The group has been deleted',
  noGroups: 'No groups yet',
  noGroupsMatch: 'No groups meet your search criteria',
  noGroupMembers: 'No members yet',
  movedToGroup: (name: string, group: string) => `Moved ${name} to ${group}`,
  removedFromGroup: (name: string) => `Removed ${name} from the group`,
  // The Manage group page (ours: the spec names the page and its gate only).
  manageGroupTitle: 'Manage group',
  noCandidates: 'No members without a group',
  fallbackError: 'Oops, something has gone wrong!',
  noMembersMatch: 'No members meet your search criteria',
  noMembers: 'No members yet',
  invitationReceived: 'Team invitation received',
} as const;

/** An invite as the seat count sees it. */
export interface InviteLike {
  status?: MemberStatus | null;
  isRejected?: boolean | null;
}

const isRejected = (i: InviteLike) => i.status === 'rejected' || Boolean(i.isRejected);

/**
 * The invited count: members plus non-rejected invites (spec 2 §5).
 *
 * @example
 * invitedCount({ memberCount: 3, invites: [{ status: 'pending' }, { status: 'rejected' }] }) // 4
 */
export function invitedCount(input: { memberCount: number; invites: readonly InviteLike[] }): number {
  return input.memberCount + input.invites.filter((i) => !isRejected(i)).length;
}

/**
 * The Invite Member button: owner, and seats exceed members plus non-rejected invites.
 *
 * @example
 * isInviteButtonVisible({ role: 'owner', seats: 5, memberCount: 4, invites: [] })                      // true
 * isInviteButtonVisible({ role: 'owner', seats: 5, memberCount: 4, invites: [{ status: 'pending' }] }) // false
 */
export function isInviteButtonVisible(input: {
  role: Role;
  seats: number;
  memberCount: number;
  invites: readonly InviteLike[];
}): boolean {
  return input.role === 'owner' && input.seats > invitedCount(input);
}

/**
 * Seats still free for invites (shown in the invite modal), never below 0.
 *
 * @example
 * seatsAvailableForInvites({ seats: 5, memberCount: 3, invites: [{ status: 'pending' }] }) // 1
 */
export function seatsAvailableForInvites(input: {
  seats: number;
  memberCount: number;
  invites: readonly InviteLike[];
}): number {
  return Math.max(0, input.seats - invitedCount(input));
}

/** A row of the members or invited table. */
export interface MemberRow {
  userId?: string | null;
  role: Role;
  status: MemberStatus;
  email?: string | null;
}

/**
 * The remove action on a row: not on oneself and owner only; pending or rejected entries delete
 * the invite instead of removing a member.
 *
 * @example
 * removeAction({ viewerUserId: 'o', viewerRole: 'owner', target: { userId: 'm', role: 'member', status: 'active' } }) // 'removeMember'
 * removeAction({ viewerUserId: 'o', viewerRole: 'owner', target: { role: 'admin', status: 'pending' } })             // 'deleteInvite'
 */
export function removeAction(input: {
  viewerUserId: string;
  viewerRole: Role;
  target: MemberRow;
}): 'removeMember' | 'deleteInvite' | null {
  if (input.viewerRole !== 'owner') return null;
  if (input.target.userId && input.target.userId === input.viewerUserId) return null;
  return input.target.status === 'active' ? 'removeMember' : 'deleteInvite';
}

/**
 * "Remove a user's email" is offered to the owner for an active member-role teammate whose email
 * exists (the user then becomes a ghost user; ours: limited to the member role, since users
 * without email are always members).
 *
 * @example
 * canRemoveEmail({ viewerUserId: 'o', viewerRole: 'owner', target: { userId: 'm', role: 'member', status: 'active', email: 'm@x.io' } }) // true
 */
export function canRemoveEmail(input: {
  viewerUserId: string;
  viewerRole: Role;
  target: MemberRow;
}): boolean {
  const { target } = input;
  return (
    input.viewerRole === 'owner' &&
    target.userId !== input.viewerUserId &&
    target.status === 'active' &&
    target.role === 'member' &&
    Boolean(target.email)
  );
}

/**
 * Invite-link copy is available for pending and rejected invites.
 *
 * @example
 * canCopyInviteLink('pending') // true
 */
export function canCopyInviteLink(status: MemberStatus): boolean {
  return status === 'pending' || status === 'rejected';
}

/**
 * The invite link's origin: the white-label domain if active and validated, else the product's.
 *
 * @example
 * inviteLink({ inviteKey: 'k1', productOrigin: 'https://app.example.com', whiteLabel: { isActive: true, domain: 'go.acme.io', isDomainValidated: true } })
 * // 'https://go.acme.io/team/invite/k1'
 */
export function inviteLink(input: {
  inviteKey: string;
  productOrigin: string;
  whiteLabel?: { isActive: boolean; domain?: string | null; isDomainValidated: boolean } | null;
}): string {
  const wl = input.whiteLabel;
  const origin =
    wl?.isActive && wl.isDomainValidated && wl.domain ? `https://${wl.domain}` : input.productOrigin;
  return `${origin.replace(/\/$/, '')}/team/invite/${encodeURIComponent(input.inviteKey)}`;
}

/**
 * The invite role: defaults to owner; forced to member when the user is created without email.
 *
 * @example
 * defaultInviteRole({ withoutEmail: true }) // 'member'
 */
export function defaultInviteRole(input: { withoutEmail: boolean }): Role {
  return input.withoutEmail ? 'member' : 'owner';
}

/**
 * Role options of the invite and role-change controls: other than member disabled without email.
 *
 * @example
 * roleOptions({ hasEmail: false }) // [{ role: 'member', disabled: false }, { role: 'admin', disabled: true }, { role: 'owner', disabled: true }]
 */
export function roleOptions(input: { hasEmail: boolean }): { role: Role; disabled: boolean }[] {
  return roleOrder.map((role) => ({ role, disabled: role !== 'member' && !input.hasEmail }));
}

/**
 * Changing one's own role downward needs a confirmation and cannot be undone.
 *
 * @example
 * needsSelfDowngradeConfirmation({ viewerUserId: 'u', targetUserId: 'u', from: 'owner', to: 'admin' }) // true
 */
export function needsSelfDowngradeConfirmation(input: {
  viewerUserId: string;
  targetUserId: string;
  from: Role;
  to: Role;
}): boolean {
  return (
    input.viewerUserId === input.targetUserId && roleOrder.indexOf(input.to) < roleOrder.indexOf(input.from)
  );
}

/**
 * The toast after inviting by email, by the answer's type.
 *
 * @example
 * inviteResultToast('member') // 'User has been added to team'
 */
export function inviteResultToast(type: 'invitation' | 'member'): string {
  return type === 'member' ? teamTexts.userAdded : teamTexts.inviteSent;
}

/**
 * An invitation to a custom domain cannot be accepted by a user without a password.
 *
 * @example
 * canAcceptInvite({ havePassword: false, isCustomDomainInvite: true }) // false
 */
export function canAcceptInvite(input: { havePassword: boolean; isCustomDomainInvite: boolean }): boolean {
  return input.havePassword || !input.isCustomDomainInvite;
}

/**
 * After accepting an invitation: with a redirect, go to login carrying the exchange token;
 * otherwise reload. The stored last-invite key is cleared either way.
 *
 * @example
 * afterInviteAccepted({ redirectTo: 'https://go.acme.io', authToken: 'c0de' }) // { kind: 'login', redirectTo: 'https://go.acme.io', exchangeToken: 'c0de' }
 */
export function afterInviteAccepted(answer: {
  redirectTo?: string | null;
  authToken?: string | null;
}): { kind: 'login'; redirectTo: string; exchangeToken: string | null } | { kind: 'reload' } {
  if (answer.redirectTo)
    return { kind: 'login', redirectTo: answer.redirectTo, exchangeToken: answer.authToken ?? null };
  return { kind: 'reload' };
}

/**
 * The invite modal is hidden while the app is deactivated.
 *
 * @example
 * isInviteModalAvailable({ isDeactivated: true }) // false
 */
export function isInviteModalAvailable(input: { isDeactivated: boolean }): boolean {
  return !input.isDeactivated;
}

/**
 * A team fetch answering 403 or 404 clears the team.
 *
 * @example
 * shouldClearTeam(404) // true
 */
export function shouldClearTeam(status: number): boolean {
  return status === 403 || status === 404;
}

/**
 * A deactivated user with more than one team member also sees the Your team members table.
 *
 * @example
 * showsDeactivatedTeamTable({ isDeactivated: true, memberCount: 2 }) // true
 */
export function showsDeactivatedTeamTable(input: { isDeactivated: boolean; memberCount: number }): boolean {
  return input.isDeactivated && input.memberCount > 1;
}

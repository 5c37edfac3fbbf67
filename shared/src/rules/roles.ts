import type { FeatureKey } from '../plans/features.ts';

/** Team roles, ordered member < admin < owner (spec 1 §6, spec 2 §6). */
export const roleOrder = ['member', 'admin', 'owner'] as const;
export type Role = (typeof roleOrder)[number];

/** Member and invite statuses. */
export const memberStatuses = ['active', 'pending', 'rejected'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/**
 * Compares two roles by rank: negative when a is below b.
 *
 * @example
 * compareRoles('member', 'owner') < 0 // true
 */
export function compareRoles(a: Role, b: Role): number {
  return roleOrder.indexOf(a) - roleOrder.indexOf(b);
}

/**
 * Whether a role is at least another.
 *
 * @example
 * isRoleAtLeast('admin', 'admin') // true
 */
export function isRoleAtLeast(role: Role, min: Role): boolean {
  return compareRoles(role, min) >= 0;
}

/** Who is looking: role in the current team and the flags that gate pages. */
export interface Viewer {
  role: Role;
  /** Platform-admin flag (isAlfredAdmin). */
  isPlatformAdmin: boolean;
  isWhiteLabelUser: boolean;
  /** On the product's own domain (not a white-label domain). */
  isOwnDomain: boolean;
  /** The viewer's group in the team, if any. */
  groupId?: string | null;
  /** Enabled features (GET /me/features). */
  features: ReadonlySet<FeatureKey>;
}

const ownerOrAdmin = (v: Viewer) => v.role === 'owner' || v.role === 'admin';

/**
 * Team stats: feature teamStats and (owner or admin).
 *
 * @example
 * canSeeTeamStats({ role: 'admin', isPlatformAdmin: false, isWhiteLabelUser: false, isOwnDomain: true, features: new Set(['teamStats']) }) // true
 */
export function canSeeTeamStats(v: Viewer): boolean {
  return v.features.has('teamStats') && ownerOrAdmin(v);
}

/**
 * Team members tab: features teamStats and teamMembers, and (owner or admin).
 *
 * @example
 * canSeeTeamMembers({ ...viewer, role: 'member' }) // false
 */
export function canSeeTeamMembers(v: Viewer): boolean {
  return v.features.has('teamStats') && v.features.has('teamMembers') && ownerOrAdmin(v);
}

/**
 * Invited members (/team/invited) are visible to owner and admin with the team-members feature.
 *
 * @example
 * canSeeInvitedMembers({ ...viewer, role: 'owner' })
 */
export function canSeeInvitedMembers(v: Viewer): boolean {
  return v.features.has('teamMembers') && ownerOrAdmin(v);
}

/**
 * Team groups: feature teamGroups and owner.
 *
 * @example
 * canSeeTeamGroups({ ...viewer, role: 'owner', features: new Set(['teamGroups']) }) // true
 */
export function canSeeTeamGroups(v: Viewer): boolean {
  return v.features.has('teamGroups') && v.role === 'owner';
}

/**
 * Own group management: feature teamGroup, admin, and being in a group.
 *
 * @example
 * canManageOwnGroup({ ...viewer, role: 'admin', groupId: 'g1', features: new Set(['teamGroup']) }) // true
 */
export function canManageOwnGroup(v: Viewer): boolean {
  return v.features.has('teamGroup') && v.role === 'admin' && Boolean(v.groupId);
}

/**
 * Manage team: feature manageTeam and (owner, or admin without a group).
 *
 * @example
 * canManageTeam({ ...viewer, role: 'admin', groupId: null, features: new Set(['manageTeam']) }) // true
 */
export function canManageTeam(v: Viewer): boolean {
  return v.features.has('manageTeam') && (v.role === 'owner' || (v.role === 'admin' && !v.groupId));
}

/**
 * Team settings (Permissions): feature teamSettings and owner.
 *
 * @example
 * canSeeTeamSettings({ ...viewer, role: 'owner', features: new Set(['teamSettings']) }) // true
 */
export function canSeeTeamSettings(v: Viewer): boolean {
  return v.features.has('teamSettings') && v.role === 'owner';
}

/**
 * Billing: owner and not white-label.
 *
 * @example
 * canSeeBilling({ ...viewer, role: 'owner', isWhiteLabelUser: true }) // false
 */
export function canSeeBilling(v: Pick<Viewer, 'role' | 'isWhiteLabelUser'>): boolean {
  return v.role === 'owner' && !v.isWhiteLabelUser;
}

/**
 * White-label settings page: platform admin, or owner when not white-label.
 *
 * @example
 * canSeeWhiteLabelPage({ ...viewer, role: 'member', isPlatformAdmin: true }) // true
 */
export function canSeeWhiteLabelPage(v: Viewer): boolean {
  return v.isPlatformAdmin || (v.role === 'owner' && !v.isWhiteLabelUser);
}

/**
 * Refer-a-friend: on the product's own domain, or platform admin, or white-label owner.
 *
 * @example
 * canSeeReferFriend({ ...viewer, isOwnDomain: false, isWhiteLabelUser: true, role: 'owner' }) // true
 */
export function canSeeReferFriend(v: Viewer): boolean {
  return v.isOwnDomain || v.isPlatformAdmin || (v.isWhiteLabelUser && v.role === 'owner');
}

/**
 * Help link: platform admin, owner or non-white-label user.
 *
 * @example
 * canSeeHelpLink({ ...viewer, role: 'member', isWhiteLabelUser: true }) // false
 */
export function canSeeHelpLink(v: Viewer): boolean {
  return v.isPlatformAdmin || v.role === 'owner' || !v.isWhiteLabelUser;
}

/**
 * Edit plan: owner with billing canUpdateSeats.
 *
 * @example
 * canEditPlan({ role: 'owner', canUpdateSeats: true }) // true
 */
export function canEditPlan(input: { role: Role; canUpdateSeats: boolean }): boolean {
  return input.role === 'owner' && input.canUpdateSeats;
}

/**
 * Billing info is fetched only for the owner, after email verification.
 *
 * @example
 * shouldFetchBillingInfo({ role: 'owner', isEmailVerified: false }) // false
 */
export function shouldFetchBillingInfo(input: { role: Role; isEmailVerified: boolean }): boolean {
  return input.role === 'owner' && input.isEmailVerified;
}

/**
 * Owner-only abilities: change members' roles, notification tabs (All, Personal, Team), payment
 * reminders, renewal reminders.
 *
 * @example
 * isOwnerOnlyAllowed('member') // false
 */
export function isOwnerOnlyAllowed(role: Role): boolean {
  return role === 'owner';
}

/**
 * The group column, filter and assignment: owner with the group feature on.
 *
 * @example
 * canAssignGroups({ ...viewer, role: 'owner', features: new Set(['teamGroups']) }) // true
 */
export function canAssignGroups(v: Viewer): boolean {
  return v.role === 'owner' && v.features.has('teamGroups');
}

/**
 * Integrations are gated by features; SMTP by SMTPIntegration. Returns whether the connect
 * button is enabled (a tooltip explains when it is not).
 *
 * @example
 * isIntegrationEnabled('smtp', new Set(['integrations'])) // false
 */
export function isIntegrationEnabled(
  kind: 'linkedin' | 'gmail' | 'outlook' | 'smtp' | 'twitter' | 'facebook',
  features: ReadonlySet<FeatureKey>,
): boolean {
  if (kind === 'smtp') return features.has('SMTPIntegration');
  return features.has('integrations');
}

/**
 * White-label users do not see the Gmail and Outlook connect cards.
 *
 * @example
 * visibleEmailProviderCards({ isWhiteLabelUser: true }) // ['smtp']
 */
export function visibleEmailProviderCards(input: {
  isWhiteLabelUser: boolean;
  connected?: 'gmail' | 'outlook' | 'smtp' | null;
}): ('gmail' | 'outlook' | 'smtp')[] {
  // Once one provider is connected only it is shown.
  if (input.connected) return [input.connected];
  return input.isWhiteLabelUser ? ['smtp'] : ['gmail', 'outlook', 'smtp'];
}

// ── Impersonation ────────────────────────────────────────────────────────────

/** A team member as the account switcher and the members table see it. */
export interface ImpersonationTarget {
  userId: string;
  role: Role;
  isPlatformAdmin: boolean;
  status: MemberStatus;
}

/** Who wants to impersonate. */
export interface Impersonator {
  userId: string;
  role: Role;
  isPlatformAdmin: boolean;
  isImpersonating: boolean;
  /** The impersonation feature is in the plan. */
  featureEnabled: boolean;
}

export type ImpersonationDenial =
  | 'self'
  | 'alreadyImpersonating'
  | 'memberViewer'
  | 'inactiveTarget'
  | 'adminToOwner'
  | 'platformAdminTarget'
  | 'featureLocked';

/** Tooltip of a greyed account-switcher entry. */
export const CANNOT_IMPERSONATE_TOOLTIP = 'This account cannot be impersonated';

/**
 * Whether a viewer may impersonate a target (spec 1 §5, §6; spec 2 §6), with the first reason
 * when not. A platform admin may impersonate any account (role rules do not apply); a
 * non-platform-admin may not impersonate a platform admin; an admin may not impersonate an owner;
 * a member may not impersonate; pending or rejected targets cannot be impersonated.
 *
 * @example
 * canImpersonate(
 *   { userId: 'a', role: 'admin', isPlatformAdmin: false, isImpersonating: false, featureEnabled: true },
 *   { userId: 'o', role: 'owner', isPlatformAdmin: false, status: 'active' },
 * ) // { allowed: false, reason: 'adminToOwner' }
 */
export function canImpersonate(
  viewer: Impersonator,
  target: ImpersonationTarget,
): { allowed: true } | { allowed: false; reason: ImpersonationDenial } {
  const deny = (reason: ImpersonationDenial) => ({ allowed: false, reason }) as const;
  if (viewer.userId === target.userId) return deny('self');
  if (viewer.isImpersonating) return deny('alreadyImpersonating');
  if (target.status !== 'active') return deny('inactiveTarget');
  if (!viewer.isPlatformAdmin) {
    if (viewer.role === 'member') return deny('memberViewer');
    if (target.isPlatformAdmin) return deny('platformAdminTarget');
    if (viewer.role === 'admin' && target.role === 'owner') return deny('adminToOwner');
  }
  if (!viewer.featureEnabled) return deny('featureLocked');
  return { allowed: true };
}

/**
 * The members table's Impersonate button: hidden for every denial except a locked feature,
 * which disables it (spec 2 §6).
 *
 * @example
 * impersonateButtonState(viewer, target) // 'enabled' | 'disabled' | 'hidden'
 */
export function impersonateButtonState(
  viewer: Impersonator,
  target: ImpersonationTarget,
): 'enabled' | 'disabled' | 'hidden' {
  const result = canImpersonate(viewer, target);
  if (result.allowed) return 'enabled';
  return result.reason === 'featureLocked' ? 'disabled' : 'hidden';
}

/**
 * An account-switcher entry: entries that cannot be impersonated are greyed with a tooltip.
 *
 * @example
 * accountSwitcherEntry(viewer, ownerTarget) // { disabled: true, tooltip: 'This account cannot be impersonated' }
 */
export function accountSwitcherEntry(
  viewer: Impersonator,
  target: ImpersonationTarget,
): { disabled: boolean; tooltip: string | null } {
  // The switcher also shows entries while impersonating (with '(me)' to stop), so that check is left out.
  const result = canImpersonate({ ...viewer, isImpersonating: false }, target);
  return result.allowed
    ? { disabled: false, tooltip: null }
    : { disabled: true, tooltip: CANNOT_IMPERSONATE_TOOLTIP };
}

/**
 * The member role cannot use the account switcher (platform admins can).
 *
 * @example
 * canUseAccountSwitcher({ role: 'member', isPlatformAdmin: false }) // false
 */
export function canUseAccountSwitcher(input: { role: Role; isPlatformAdmin: boolean }): boolean {
  return input.isPlatformAdmin || input.role !== 'member';
}

/**
 * A member-role user who is impersonating is stopped automatically (the real user's role;
 * platform admins are exempt).
 *
 * @example
 * shouldStopImpersonation({ isImpersonating: true, realUserRole: 'member', realUserIsPlatformAdmin: false }) // true
 */
export function shouldStopImpersonation(input: {
  isImpersonating: boolean;
  realUserRole: Role;
  realUserIsPlatformAdmin: boolean;
}): boolean {
  return input.isImpersonating && input.realUserRole === 'member' && !input.realUserIsPlatformAdmin;
}

/** Tooltip of the disabled Messages tab, word for word (spec 3 §6 impersonation rule). */
export const OWN_INBOX_ONLY_MESSAGE = 'You are only allowed to view your own messages inbox.';

/**
 * The lead drawer's Messages tab while impersonating: disabled unless the members' inbox is
 * enabled for the team, the impersonated user is a ghost user, or the impersonator is a platform
 * admin. Outside impersonation it is always enabled.
 *
 * @example
 * messagesTabState({ isImpersonating: true, isMemberInboxEnabled: false, isGhostUser: false, impersonatorIsPlatformAdmin: false })
 * // { disabled: true, tooltip: 'You are only allowed to view your own messages inbox.' }
 */
export function messagesTabState(input: {
  isImpersonating: boolean;
  isMemberInboxEnabled: boolean;
  isGhostUser: boolean;
  impersonatorIsPlatformAdmin: boolean;
}): { disabled: boolean; tooltip: string | null } {
  const open =
    !input.isImpersonating ||
    input.isMemberInboxEnabled ||
    input.isGhostUser ||
    input.impersonatorIsPlatformAdmin;
  return open ? { disabled: false, tooltip: null } : { disabled: true, tooltip: OWN_INBOX_ONLY_MESSAGE };
}

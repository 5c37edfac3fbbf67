import { campaignCategories, campaignCategoryTitles } from '@outreach/shared/rules/outreach/campaigns';
import {
  canManageOwnGroup,
  canManageTeam,
  canSeeBilling,
  canSeeHelpLink,
  canSeeReferFriend,
  canSeeTeamGroups,
  canSeeTeamSettings,
  canSeeTeamStats,
  canSeeWhiteLabelPage,
  type Viewer,
} from '@outreach/shared/rules/roles';

/** What decides which menu entries show. */
export interface NavContext {
  viewer: Viewer;
  /** The team is on a trial (Billing then opens the plans page). */
  isTrial: boolean;
  /** The notifications feature and flag are on. */
  notificationsShown: boolean;
}

export interface NavLink {
  label: string;
  to: string;
  /** Path prefix that marks the entry active, when it differs from `to`. */
  activeOn?: string;
  external?: boolean;
  visible?: (c: NavContext) => boolean;
}

export interface NavGroup {
  id: string;
  label: string;
  items: NavLink[];
}

export type NavEntry = ({ kind: 'link' } & NavLink) | ({ kind: 'group' } & NavGroup);

export const HELP_CENTER_URL = 'https://help.outreach.example/';

const greetingsOn = (c: NavContext) => c.viewer.features.has('greetings');

/** The top navigation's main menu (spec 1 §2 "Menu tree"), in display order. */
export const mainMenu: NavEntry[] = [
  { kind: 'link', label: 'Dashboard', to: '/dashboard/this-month', activeOn: '/dashboard' },
  { kind: 'link', label: 'Finder', to: '/lead-finder' },
  {
    kind: 'group',
    id: 'contacts',
    label: 'Contacts',
    items: [
      { label: 'Connections', to: '/contacts/connections' },
      { label: 'Leads', to: '/contacts/leads' },
      { label: 'Excluded', to: '/contacts/blacklist' },
      { label: 'Invitations', to: '/invitations' },
      { label: 'Tag Manager', to: '/tags' },
    ],
  },
  {
    kind: 'group',
    id: 'campaigns',
    label: 'Campaigns',
    items: [
      { label: 'Activity', to: '/campaign/activity' },
      ...campaignCategories.map((type) => ({
        label: campaignCategoryTitles[type],
        to: `/campaign/stats/${type}`,
        activeOn: `/campaign/stats/${type}`,
      })),
      { label: 'Greetings', to: '/settings/greetings', visible: greetingsOn },
      { label: 'Message Templates', to: '/templates' },
      { label: 'Campaign Templates', to: '/sequence-templates' },
    ],
  },
  {
    kind: 'group',
    id: 'inbox',
    label: 'Inbox',
    items: [
      { label: 'Replies', to: '/campaign/replies' },
      { label: 'Inbox', to: '/inbox' },
    ],
  },
  {
    kind: 'group',
    id: 'social',
    label: 'Social',
    items: [
      { label: 'Schedule Posts', to: '/posts' },
      { label: 'Trending Topics', to: '/trends' },
    ],
  },
  {
    kind: 'group',
    id: 'team',
    label: 'Team',
    items: [
      { label: 'Team Stats', to: '/team/stats', visible: (c) => canSeeTeamStats(c.viewer) },
      { label: 'Members', to: '/team/manage-team', visible: (c) => canManageTeam(c.viewer) },
      { label: 'Manage group', to: '/team/manage-group', visible: (c) => canManageOwnGroup(c.viewer) },
      { label: 'Groups', to: '/team/groups', visible: (c) => canSeeTeamGroups(c.viewer) },
      { label: 'Permissions', to: '/team/settings', visible: (c) => canSeeTeamSettings(c.viewer) },
      { label: 'White Label', to: '/settings/white-label', visible: (c) => canSeeWhiteLabelPage(c.viewer) },
    ],
  },
];

/** The settings-like button's menu (spec 1 §2 "Settings"). */
export const settingsMenu: NavGroup = {
  id: 'settings',
  label: 'Settings',
  items: [
    { label: 'User Profile', to: '/settings/user-profile' },
    {
      label: 'Billing',
      to: '/billing/subscription',
      activeOn: '/billing',
      visible: (c) => canSeeBilling(c.viewer),
    },
    { label: 'Integrations', to: '/integrations' },
    { label: 'Work Hours', to: '/settings/work-hours' },
    { label: 'Daily Limits', to: '/settings/daily-limits' },
    { label: 'Auto-withdrawals', to: '/settings/auto-withdrawals' },
    { label: 'Notifications', to: '/notification-settings', visible: (c) => c.notificationsShown },
  ],
};

/** The 'Others' entries (spec 1 §2): refer a friend and the external help link. */
export const otherLinks: NavLink[] = [
  { label: 'Refer a friend', to: '/settings/refer-friend', visible: (c) => canSeeReferFriend(c.viewer) },
  { label: 'Help', to: HELP_CENTER_URL, external: true, visible: (c) => canSeeHelpLink(c.viewer) },
];

/** Billing opens the plans page during a trial (spec 1 §2). */
export function resolveNavLink(link: NavLink, c: NavContext): NavLink {
  if (link.to === '/billing/subscription' && c.isTrial) return { ...link, to: '/billing/subscription/plans' };
  return link;
}

export function visibleItems(items: NavLink[], c: NavContext): NavLink[] {
  return items.filter((i) => i.visible?.(c) ?? true).map((i) => resolveNavLink(i, c));
}

export function isLinkActive(link: NavLink, pathname: string): boolean {
  const base = link.activeOn ?? link.to.split('?')[0];
  return pathname === base || pathname.startsWith(`${base}/`);
}

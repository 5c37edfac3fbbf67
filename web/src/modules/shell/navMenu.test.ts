import type { FeatureKey } from '@outreach/shared/plans/features';
import type { Viewer } from '@outreach/shared/rules/roles';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../app/routeTable.ts';
import { createCampaignSectionsFor } from './createCampaignMenu.ts';
import {
  isLinkActive,
  mainMenu,
  type NavContext,
  otherLinks,
  settingsMenu,
  visibleItems,
} from './navMenu.ts';

const viewer = (over: Partial<Viewer> = {}, features: FeatureKey[] = []): Viewer => ({
  role: 'owner',
  isPlatformAdmin: false,
  isWhiteLabelUser: false,
  isOwnDomain: true,
  groupId: null,
  features: new Set(features),
  ...over,
});
const ctx = (v: Viewer, over: Partial<NavContext> = {}): NavContext => ({
  viewer: v,
  isTrial: false,
  notificationsShown: false,
  ...over,
});

const allLinks = [
  ...mainMenu.flatMap((e) => (e.kind === 'group' ? e.items : [e])),
  ...settingsMenu.items,
  ...otherLinks.filter((l) => !l.external),
  ...createCampaignSectionsFor(false).flatMap((s) => s.options),
];

describe('navigation menus', () => {
  it.each(allLinks.map((l) => [l.label, l.to]))('%s (%s) leads to a registered route', (_label, to) => {
    expect(matchRoutes(routeTable as never, to.split('?')[0])).not.toBeNull();
  });

  it('shows team entries by feature and role', () => {
    const team = mainMenu.find((e) => e.kind === 'group' && e.id === 'team');
    if (team?.kind !== 'group') throw new Error('no team menu');
    const owner = ctx(viewer({}, ['teamStats', 'manageTeam', 'teamGroups', 'teamSettings']));
    expect(visibleItems(team.items, owner).map((i) => i.label)).toEqual([
      'Team Stats',
      'Members',
      'Groups',
      'Permissions',
      'White Label',
    ]);
    const member = ctx(viewer({ role: 'member' }, ['teamStats', 'manageTeam', 'teamGroups', 'teamSettings']));
    expect(visibleItems(team.items, member)).toEqual([]);
  });

  it('sends Billing to the plans page during a trial and hides it from non-owners', () => {
    const billing = (c: NavContext) => visibleItems(settingsMenu.items, c).find((i) => i.label === 'Billing');
    expect(billing(ctx(viewer()))?.to).toBe('/billing/subscription');
    expect(billing(ctx(viewer(), { isTrial: true }))?.to).toBe('/billing/subscription/plans');
    expect(billing(ctx(viewer({ role: 'admin' })))).toBeUndefined();
  });

  it('shows notification settings only when notifications are on', () => {
    const labels = (c: NavContext) => visibleItems(settingsMenu.items, c).map((i) => i.label);
    expect(labels(ctx(viewer()))).not.toContain('Notifications');
    expect(labels(ctx(viewer(), { notificationsShown: true }))).toContain('Notifications');
  });

  it('marks Dashboard active on any dashboard tab and Billing on /billing', () => {
    expect(
      isLinkActive(
        { label: 'Dashboard', to: '/dashboard/this-month', activeOn: '/dashboard' },
        '/dashboard/today',
      ),
    ).toBe(true);
    expect(
      isLinkActive(
        { label: 'Billing', to: '/billing/subscription', activeOn: '/billing' },
        '/billing/history',
      ),
    ).toBe(true);
    expect(isLinkActive({ label: 'Leads', to: '/contacts/leads' }, '/contacts/leadsx')).toBe(false);
  });

  it('hides the X campaign option for white-label users', () => {
    const labels = createCampaignSectionsFor(true).flatMap((s) => s.options.map((o) => o.label));
    expect(labels).not.toContain('X (Twitter) Campaign');
    expect(labels).toHaveLength(11);
  });
});

import { describe, expect, it } from 'vitest';
import { completeNext } from '../support/bot-role.ts';
import {
  advanceClock,
  alwaysOpen,
  newSession,
  profileCsv,
  uploadCsv,
  viewConnectMessage,
} from '../support/outreach.ts';

const MIN = 60_000;
const day = (iso: string) => iso.slice(0, 10);
const dayBefore = (d: string) =>
  new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('activity, campaign details and dashboard', () => {
  it('lists activity with the spec params, and counts the dashboard cards for the period', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const key = await uploadCsv(
      s,
      profileCsv([
        { id: 'act-ada', first: 'Ada', last: 'Byron' },
        { id: 'act-alan', first: 'Alan', last: 'Turing' },
      ]),
    );
    const c = (
      await s.call('POST', '/campaigns/linked-in/audience/csv', {
        key,
        name: 'Pioneers',
        touchSequence: viewConnectMessage(),
      })
    ).body;
    await s.call('POST', `/campaigns/${c.id}/publish`);
    const acc = { teamId: s.teamId, userId: s.userId };
    await advanceClock(25 * MIN);
    await completeNext(acc, 'view-profile', () => ({ result: 'viewed' }));
    await completeNext(acc, 'view-profile', () => ({ result: 'viewed' }));
    await advanceClock(25 * MIN);
    await completeNext(acc, 'connect', (a) => ({
      result: a.payload.leadId === 'act-ada' ? 'sent' : 'already-connected',
    }));
    await completeNext(acc, 'connect', (a) => ({
      result: a.payload.leadId === 'act-ada' ? 'sent' : 'already-connected',
    }));

    const all = (await s.call('GET', '/campaigns/activity')).body;
    // 2 found, 2 viewed, 1 invite, 1 already connected.
    expect(all.total).toBe(6);
    expect(all.actions[0]).toMatchObject({
      campaignId: c.id,
      campaignName: 'Pioneers',
      campaignStatus: 'active',
      isCampaignRemoved: false,
    });
    const dates = all.actions.map((a: { createdAt: string }) => day(a.createdAt)).sort();
    const from = dates[0];
    const to = dates[dates.length - 1];

    const q = (params: string) => s.call('GET', `/campaigns/activity?${params}`).then((r) => r.body);
    expect((await q('filters=Viewed')).total).toBe(2);
    expect((await q('filters=Invites,Viewed')).total).toBe(3);
    expect((await q('filters=already%20connected')).total).toBe(1);
    expect(
      (await q(`campaigns=${c.id}&names=ada`)).actions.every((a: any) => a.person.firstName === 'Ada'),
    ).toBe(true);
    expect((await q('campaigns=someone-else')).total).toBe(0);
    expect((await q(`timeFilter=custom&customFromDate=${from}&customToDate=${to}`)).total).toBe(6);
    expect(
      (await q(`timeFilter=custom&customFromDate=${dayBefore(from)}&customToDate=${dayBefore(from)}`)).total,
    ).toBe(0);
    expect((await q('sortOrder=ASC&perPage=1')).actions[0].description).toBe('lead found');
    expect((await s.call('GET', '/campaigns/activity?timeFilter=decade')).status).toBe(400);

    const dash = (
      await s.call('GET', `/campaigns/dashboard?timeFilter=custom&customFromDate=${from}&customToDate=${to}`)
    ).body;
    expect(dash.stats).toEqual({
      invitesSent: 1,
      invitesAccepted: 0,
      invitesAcceptedPercent: 0,
      messages: 0,
      replies: 0,
      repliesPercent: 0,
      profileViews: 2,
      greetings: 0,
    });
    expect(dash.campaigns.items[0]).toMatchObject({
      id: c.id,
      name: 'Pioneers',
      contacts: 2,
      steps: 3,
      actions: 4,
    });
    const empty = (
      await s.call(
        'GET',
        `/campaigns/dashboard?timeFilter=custom&customFromDate=${dayBefore(from)}&customToDate=${dayBefore(from)}`,
      )
    ).body;
    expect(empty.stats.profileViews).toBe(0);
    for (const tab of ['today', 'yesterday', 'this-week', 'this-month', 'this-year']) {
      const r = await s.call('GET', `/campaigns/dashboard?timeFilter=${tab}`);
      expect(r.status, tab).toBe(200);
      expect(r.body.range.from <= r.body.range.to).toBe(true);
      // A tab whose days hold all the activity counts it all (from the month/day/quarter counters).
      if (r.body.range.from <= from && to <= r.body.range.to) expect(r.body.stats.profileViews, tab).toBe(2);
    }

    const chart = (await s.call('GET', `/campaigns/${c.id}/activity/chart`)).body;
    expect(Object.keys(chart.days)).toHaveLength(30);
    const counted = Object.values(chart.days as Record<string, { counts: Record<string, number> }>).reduce(
      (n, d) => n + (d.counts.Viewed ?? 0),
      0,
    );
    expect(counted).toBe(2);

    const statuses = (await s.call('GET', `/leads/campaign/${c.id}/statuses`)).body;
    expect(Object.keys(statuses).sort()).toEqual(
      [
        'leadsCount',
        'repliesCount',
        'viewedLeadsCount',
        'requestedLeadsCount',
        'connectedLeadsCount',
        'followedUpLeadsCount',
        'invitesPendingCount',
        'messagedLeadsCount',
        'inmailedLeadsCount',
        // Beside the observed nine (spec 4): the X steps' counters, which the X campaign tiles read.
        'xFollowedLeadsCount',
        'xMessagedLeadsCount',
      ].sort(),
    );
    expect(statuses).toMatchObject({
      leadsCount: 2,
      viewedLeadsCount: 2,
      requestedLeadsCount: 1,
      invitesPendingCount: 1,
    });
    expect(
      (await s.call('GET', `/leads/campaign/${c.id}?type=requested`)).body.leads.map((l: any) => l.id),
    ).toEqual(['act-ada']);
    expect((await s.call('GET', `/leads/campaign/${c.id}?type=alreadyConnected`)).body.total).toBe(1);
    expect((await s.call('GET', `/leads/campaign/${c.id}?type=nope`)).status).toBe(400);
    const progress = (await s.call('GET', `/campaigns/${c.id}/progress`)).body;
    expect(progress).toMatchObject({ leadsCount: 2, finished: 0, inProgress: 2 });
    const details = (await s.call('GET', `/campaigns/${c.id}`)).body;
    expect(details).toMatchObject({
      viewedLeadsCount: 2,
      requestedLeadsCount: 1,
      leadsCount: 2,
      listStatus: 'active',
    });
  });
});

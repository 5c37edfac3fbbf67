import { pickSender } from '@outreach/functions/domain/scheduling/rotation/assign-sender';
import { describe, expect, it } from 'vitest';
import { linkFromMail } from '../support/api.ts';
import { botActions } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import {
  advanceClock,
  alwaysOpen,
  newSession,
  profileCsv,
  type Session,
  signInLinkedIn,
  uploadCsv,
  waitFor,
} from '../support/outreach.ts';

/** `invitee` joins `o`'s team through the mailed invitation. */
async function join(o: Session, invitee: Session) {
  const sent = await o.call('POST', `/teams/${o.teamId}/invites`, {
    name: 'Second Sender',
    email: invitee.email,
    role: 'member',
  });
  expect(sent.status).toBe(200);
  const key = await linkFromMail(invitee.email, '/team/invite/');
  const read = await invitee.call('GET', `/teams/invites/${key}`);
  expect((await invitee.call('POST', `/teams/invites/${read.body.id}/accept`, {})).status).toBe(200);
}

/** Claims a bot action and reports its outcome, as the bot would (no bot process runs in integration). */
async function complete(a: { teamId: string; userId: string; actionId: string }, outcome: unknown) {
  const deps = await domainDeps();
  const { claimAction, completeAction } = await import('@outreach/functions/domain/bot/actions');
  const key = { teamId: a.teamId, userId: a.userId, actionId: a.actionId };
  expect(await claimAction(deps, key, 'test-bot')).toBeTruthy();
  await completeAction(deps, key, 'test-bot', outcome as never);
}

/**
 * An owner on a plan with seats and a second member with a LinkedIn account of their own, both on
 * UTC and always-open work hours: the two senders a rotated campaign can use.
 */
async function twoSenderTeam() {
  const o = await newSession();
  const deps = await domainDeps();
  await deps.db.entities.team
    .patch({ teamId: o.teamId })
    .set({ plan: 'agency', seats: 10, hasPaidPlan: true })
    .go();
  const b = await newSession({ linkedIn: false });
  await join(o, b);
  await signInLinkedIn({ teamId: o.teamId, userId: b.userId });
  for (const s of [o, b]) {
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
  }
  return { o, b, deps };
}

const people = Array.from({ length: 12 }, (_, i) => ({ id: `rotation-person-${i}`, first: `P${i}` }));

// Sender rotation (issue #9): one campaign, two LinkedIn accounts of the team, each lead sticks to one.
describe('sender rotation', () => {
  it('spreads leads over the chosen senders, stores each lead’s sender and counts limits per sender', async () => {
    const { o, b, deps } = await twoSenderTeam();
    // The owner may view one profile a day; the second sender keeps the default.
    expect((await o.call('PATCH', '/users/edit-daily-limits', { views: 1 })).status).toBe(200);

    const created = await o.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'csv upload',
      csvKey: await uploadCsv(o, profileCsv(people)),
      touchSequence: { sequence: [{ type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 }] },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    // The owner alone until senders are chosen; both members with a LinkedIn account are candidates.
    const before = await o.call('GET', `/campaigns/${id}/senders`);
    expect(before.status).toBe(200);
    expect(before.body.senderIds).toEqual([o.userId]);
    expect(before.body.candidates.map((c: { userId: string }) => c.userId).sort()).toEqual(
      [o.userId, b.userId].sort(),
    );
    // Each candidate carries its own daily limits (what "Rehearse in the sandbox" runs with).
    const limitsOf = new Map(
      before.body.candidates.map((c: { userId: string; dailyLimits: unknown }) => [c.userId, c.dailyLimits]),
    );
    expect(limitsOf.get(o.userId)).toEqual({ views: 1, invites: 20, messages: 50 });
    expect(limitsOf.get(b.userId)).toEqual({ views: 80, invites: 20, messages: 50 });

    // Bad lists answer 400 and change nothing.
    for (const [body, message] of [
      [{ senderIds: [] }, 'Please choose at least one LinkedIn account'],
      [
        { senderIds: ['someone-else'] },
        'Every sender must be a member of this team with a connected LinkedIn account',
      ],
    ] as const) {
      const res = await o.call('PATCH', `/campaigns/${id}/senders`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
      expect(JSON.stringify(res.body.message)).toContain(message);
    }
    expect((await o.call('GET', `/campaigns/${id}/senders`)).body.senderIds).toEqual([o.userId]);

    const senders = [o.userId, b.userId];
    const saved = await o.call('PATCH', `/campaigns/${id}/senders`, { senderIds: senders });
    expect(saved.status).toBe(200);
    expect(saved.body.senderIds).toEqual(senders);

    // Each lead's sender is decided by its id: the test knows where each should go.
    const { data: leads } = await deps.db.entities.lead.query
      .byCampaign({ teamId: o.teamId, campaignId: id })
      .go();
    const expected = new Map(leads.map((l) => [l.leadId, pickSender(senders, l.leadId)]));
    const forB = [...expected.values()].filter((s) => s === b.userId).length;
    const forO = leads.length - forB;
    expect(forB).toBeGreaterThan(0);
    expect(forO).toBeGreaterThan(1);

    // The leads list says the campaign rotates; no lead has a sender before its first step.
    const unsettled = await o.call('GET', `/leads/campaign/${id}?page=1&perPage=25`);
    expect(unsettled.status).toBe(200);
    expect(unsettled.body.rotates).toBe(true);
    expect(unsettled.body.leads.map((l: { sender: unknown }) => l.sender)).toEqual(leads.map(() => null));

    expect((await o.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
    await advanceClock(25 * 60_000);

    // Every lead of the second sender gets its view under that account; the owner's limit holds its
    // own leads to one view today, whatever the other sender does.
    const views = (acc: { teamId: string; userId: string }) =>
      botActions(acc).then((a) => a.filter((x) => x.type === 'view-profile'));
    const bViews = await waitFor(
      async () => {
        const v = await views({ teamId: o.teamId, userId: b.userId });
        return v.length === forB ? v : undefined;
      },
      30_000,
      'the second sender’s views',
    );
    const oViews = await waitFor(
      async () => {
        const v = await views({ teamId: o.teamId, userId: o.userId });
        return v.length === 1 ? v : undefined;
      },
      30_000,
      'the owner’s one view',
    );
    for (const a of bViews) expect(expected.get((a.payload as { leadId: string }).leadId)).toBe(b.userId);
    expect(expected.get((oViews[0]!.payload as { leadId: string }).leadId)).toBe(o.userId);

    // The sender is stored on the lead, once.
    const after = (await deps.db.entities.lead.query.byCampaign({ teamId: o.teamId, campaignId: id }).go())
      .data;
    const settled = after.filter((l) => l.senderAt !== undefined);
    expect(settled.length).toBe(leads.length);
    for (const l of settled) expect(l.userId).toBe(expected.get(l.leadId));
    const counts = (await o.call('GET', `/campaigns/${id}/senders`)).body.leadsBySender;
    expect(counts).toEqual({ [o.userId]: forO, [b.userId]: forB });

    // The leads list names each lead's sender as the Senders card names the member, and nothing secret.
    const names = new Map(
      (await o.call('GET', `/campaigns/${id}/senders`)).body.candidates.map(
        (c: { userId: string; name: string }) => [c.userId, c.name],
      ),
    );
    const listed = await o.call('GET', `/leads/campaign/${id}?page=1&perPage=25`);
    expect(listed.status).toBe(200);
    expect(listed.body.leads).toHaveLength(leads.length);
    for (const l of listed.body.leads as { id: string; sender: { id: string; name: string } }[]) {
      const sender = expected.get(l.id)!;
      expect(l.sender).toEqual({ id: sender, name: names.get(sender) });
      expect(l.sender.name.length).toBeGreaterThan(0);
    }
    expect(JSON.stringify(listed.body)).not.toMatch(/credentials|sessionEnc|password|sandbox\.test/i);

    // The bot reports the views: each activity row names the account that acted (not the owner).
    for (const a of [...bViews, ...oViews]) await complete(a, { result: 'viewed' });
    const viewRows = async (path: string) => {
      const res = await o.call('GET', path);
      expect(res.status).toBe(200);
      return res;
    };
    type Row = { leadId: string; description: string; sender: { id: string; name: string } | null };
    const viewed = (rows: Row[]) => rows.filter((r) => r.description === 'profile viewed');
    const globalPath = `/campaigns/activity?page=1&perPage=100&campaigns=${id}`;
    const activity = await waitFor(
      async () => {
        const res = await viewRows(globalPath);
        return viewed(res.body.actions).length === forB + 1 ? res : undefined;
      },
      20_000,
      'the views’ activity rows',
    );
    const tab = await viewRows(`/campaigns/${id}/actions?page=1&perPage=100`);
    for (const res of [activity, tab]) {
      expect(res.body.rotates).toBe(true);
      for (const r of viewed(res.body.actions)) {
        const sender = expected.get(r.leadId)!;
        expect(r.sender).toEqual({ id: sender, name: names.get(sender) });
      }
      expect(new Set(viewed(res.body.actions).map((r: Row) => r.sender?.id))).toEqual(new Set(senders));
      // No account acted on a lead found in the CSV: its row names nobody in a rotated campaign.
      for (const r of (res.body.actions as Row[]).filter((x) => x.description !== 'profile viewed'))
        expect(r.sender).toBeNull();
      expect(JSON.stringify(res.body)).not.toMatch(/credentials|sessionEnc|password|sandbox\.test/i);
      for (const email of [o.email, b.email]) expect(JSON.stringify(res.body)).not.toContain(email);
    }

    // Another team sees none of these rows, and not the campaign's tab.
    const other = await newSession({ linkedIn: false });
    const theirs = await other.call('GET', '/campaigns/activity?page=1&perPage=100');
    expect(theirs.status).toBe(200);
    expect(theirs.body.actions.filter((r: { campaignId: string }) => r.campaignId === id)).toEqual([]);
    expect(JSON.stringify(theirs.body)).not.toContain(b.userId);
    expect((await other.call('GET', `/campaigns/${id}/actions?page=1&perPage=100`)).status).toBe(404);

    // A renamed member shows the new name; once removed from the team, the name stored with the rows.
    const stored = names.get(b.userId)!;
    expect(
      (await b.call('PATCH', '/users/update', { firstName: 'Renamed', lastName: 'Sender' })).status,
    ).toBe(200);
    const bRows = async () =>
      viewed((await viewRows(globalPath)).body.actions).filter((r) => expected.get(r.leadId) === b.userId);
    for (const r of await bRows()) expect(r.sender).toEqual({ id: b.userId, name: 'Renamed Sender' });
    const members = await o.call('GET', `/teams/${o.teamId}/members`);
    const memberId = members.body.members.find((m: { userId: string }) => m.userId === b.userId).memberId;
    expect((await o.call('DELETE', `/teams/${o.teamId}/members/${memberId}`)).status).toBe(200);
    const afterRemoval = await bRows();
    expect(afterRemoval).toHaveLength(forB);
    for (const r of afterRemoval) expect(r.sender).toEqual({ id: b.userId, name: stored });
  });

  it('counts an LI View’s follows against the sender that followed, not the campaign owner', async () => {
    const { o, b, deps } = await twoSenderTeam();
    const created = await o.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'csv upload',
      csvKey: await uploadCsv(o, profileCsv(people.slice(0, 2))),
      touchSequence: {
        sequence: [{ type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0, auto_follow: true }],
      },
    });
    const id = created.body.id as string;
    // The second member sends every step of the owner's campaign.
    expect((await o.call('PATCH', `/campaigns/${id}/senders`, { senderIds: [b.userId] })).status).toBe(200);
    expect((await o.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
    await advanceClock(25 * 60_000);
    const sender = { teamId: o.teamId, userId: b.userId };
    const views = await waitFor(
      async () => {
        const v = (await botActions(sender)).filter((a) => a.type === 'view-profile');
        return v.length === 2 ? v : undefined;
      },
      30_000,
      'the sender’s two views',
    );
    for (const a of views) {
      expect(a.payload).toMatchObject({ follow: true });
      await complete(a, { result: 'viewed', followed: true });
    }
    // Today's follows: two on the sender's counter (what its next views are trimmed against), none
    // on the owner's.
    const follows = async (userId: string) =>
      (await deps.db.entities.dailyCounter.query.byAccount({ teamId: o.teamId, userId }).go()).data
        .filter((c) => c.limitKey === 'follows')
        .reduce((n, c) => n + (c.count ?? 0), 0);
    await waitFor(async () => (await follows(b.userId)) === 2, 20_000, 'the sender’s two follows counted');
    expect(await follows(o.userId)).toBe(0);
  });

  it('keeps a campaign without senders on its owner, as before', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const created = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'csv upload',
      csvKey: await uploadCsv(s, profileCsv(people.slice(0, 2))),
      touchSequence: { sequence: [{ type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 }] },
    });
    const id = created.body.id as string;
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
    await advanceClock(25 * 60_000);
    const acc = { teamId: s.teamId, userId: s.userId };
    await waitFor(
      async () => (await botActions(acc)).filter((a) => a.type === 'view-profile').length === 2,
      30_000,
      'two views',
    );
    const deps = await domainDeps();
    const leads = (await deps.db.entities.lead.query.byCampaign({ teamId: s.teamId, campaignId: id }).go())
      .data;
    for (const l of leads) {
      expect(l.userId).toBe(s.userId);
      expect(l.senderAt).toBeUndefined();
    }
    // Its leads list names the owner as every lead's sender; the SPA shows no Sender column.
    const listed = await s.call('GET', `/leads/campaign/${id}?page=1&perPage=25`);
    expect(listed.body.rotates).toBe(false);
    expect(listed.body.leads.map((l: { sender: { id: string } }) => l.sender.id)).toEqual([
      s.userId,
      s.userId,
    ]);
    // Its activity names the owner on every row (the views, and the leads found without any account).
    for (const a of (await botActions(acc)).filter((x) => x.type === 'view-profile'))
      await complete(a, { result: 'viewed' });
    const activity = await waitFor(
      async () => {
        const res = await s.call('GET', `/campaigns/${id}/actions?page=1&perPage=100`);
        const views = res.body.actions.filter(
          (r: { description: string }) => r.description === 'profile viewed',
        );
        return views.length === 2 ? res : undefined;
      },
      20_000,
      'the two views’ activity rows',
    );
    expect(activity.body.rotates).toBe(false);
    const owner = (await s.call('GET', `/campaigns/${id}/senders`)).body.candidates[0];
    expect(activity.body.actions.length).toBeGreaterThan(2);
    for (const r of activity.body.actions) expect(r.sender).toEqual({ id: s.userId, name: owner.name });
  });
});

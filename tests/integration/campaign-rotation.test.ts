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

const people = Array.from({ length: 12 }, (_, i) => ({ id: `rotation-person-${i}`, first: `P${i}` }));

// Sender rotation (issue #9): one campaign, two LinkedIn accounts of the team, each lead sticks to one.
describe('sender rotation', () => {
  it('spreads leads over the chosen senders, stores each lead’s sender and counts limits per sender', async () => {
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
  });
});

import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { linkFromMail } from '../support/api.ts';
import { botActions, completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import {
  advanceClock,
  alwaysOpen,
  newSession,
  profileCsv,
  type Session,
  signInLinkedIn,
  uploadCsv,
  viewConnectMessage,
  waitFor,
} from '../support/outreach.ts';

// Joining another team with moveCampaigns (spec 2 §3 Invite): the joiner's own campaigns leave the
// team they were working in for the joined one, paused, with their leads, progress and history. The
// accept marks them in its transaction; the leads follow in the campaign-move job.

const MIN = 60_000;
const acc = (teamId: string, userId: string) => ({ teamId, userId });

async function inviteId(o: Session, invitee: Session) {
  const res = await o.call('POST', `/teams/${o.teamId}/invites`, {
    name: 'Invitee',
    email: invitee.email,
    role: 'member',
  });
  expect(res.status).toBe(200);
  const key = await linkFromMail(invitee.email, '/team/invite/');
  return (await invitee.call('GET', `/teams/invites/${key}`)).body.id as string;
}

/**
 * What the accept's transaction writes for a member joining `o`'s team with one campaign moving (the
 * invite used up, the membership, the campaign paused and marked), as when the send of its
 * `campaign-move` message failed right after: no message is on its way.
 */
async function acceptCommittedWithoutMessage(o: Session, i: Session, invite: string, campaignId: string) {
  const deps = await domainDeps();
  const now = deps.clock.now();
  await deps.db.entities.teamInvite
    .patch({ teamId: o.teamId, inviteId: invite })
    .set({ status: 'active', acceptedBy: i.userId, updatedAt: now })
    .go();
  await deps.db.entities.membership
    .create({ teamId: o.teamId, userId: i.userId, memberId: ulid(now), role: 'member', createdAt: now })
    .go();
  await deps.db.entities.campaign
    .patch({ teamId: i.teamId, campaignId })
    .set({ movingTo: o.teamId, runState: 'paused', updatedAt: now })
    .go();
  await deps.db.entities.user.patch({ userId: i.userId }).set({ lastTeamId: o.teamId }).go();
}

/** A draft campaign of `i` in their own team with the given leads (ids made unique per user). */
async function draftCampaign(i: Session, names: string[]) {
  const people = names.map((first) => ({
    id: `mv-${first.toLowerCase()}-${i.userId.slice(-6).toLowerCase()}`,
    first,
  }));
  const created = await i.call('POST', '/campaigns/linked-in/audience/csv', {
    key: await uploadCsv(i, profileCsv(people)),
    name: 'Stalled move',
  });
  expect(created.status).toBe(201);
  return { id: created.body.id as string, leads: people.map((p) => p.id) };
}

describe('teams: moving campaigns when joining a team', () => {
  it('moves a running campaign with its leads, progress and history; the old team no longer has it', async () => {
    // Prepare: the joiner runs a three-lead campaign in their own team. The bot viewed Ada, is
    // viewing Alan (running) and has Grace's view still queued.
    const [o, i] = await Promise.all([newSession({ linkedIn: false }), newSession()]);
    const home = i.teamId;
    await i.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await i.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const people = [
      { id: 'mv-ada', first: 'Ada' },
      { id: 'mv-alan', first: 'Alan' },
      { id: 'mv-grace', first: 'Grace' },
    ].map((p) => ({ ...p, id: `${p.id}-${i.userId.slice(-6).toLowerCase()}` }));
    const key = await uploadCsv(i, profileCsv(people));
    const created = await i.call('POST', '/campaigns/linked-in/audience/csv', {
      key,
      name: 'Moving campaign',
      touchSequence: viewConnectMessage(),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await i.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
    await advanceClock(25 * MIN);
    const [ada, alan, grace] = people.map((p) => p.id);
    const homeAcc = acc(home, i.userId);
    await waitFor(
      async () => (await botActions(homeAcc)).filter((a) => a.type === 'view-profile').length === 3,
      20_000,
      'three view actions',
    );
    const deps = await domainDeps();
    const { claimAction, completeAction } = await import('@outreach/functions/domain/bot/actions');
    const viewOf = (lead: string) => ({ ...homeAcc, actionId: `step#${id}#${lead}#0` });
    expect(await claimAction(deps, viewOf(ada as string), 'test-bot')).toBeTruthy();
    await completeAction(deps, viewOf(ada as string), 'test-bot', { result: 'viewed' } as never);
    expect(await claimAction(deps, viewOf(alan as string), 'test-bot')).toBeTruthy();

    // Act: join the owner's team, moving campaigns.
    const accepted = await i.call('POST', `/teams/invites/${await inviteId(o, i)}/accept`, {
      moveCampaigns: true,
    });

    // Assess: the answer says what started moving; the campaign is paused and waits for Alan's view.
    expect(accepted.status).toBe(200);
    expect(accepted.body.moved).toMatchObject({ campaigns: true, campaignIds: [id] });
    const inHome = (await deps.db.entities.campaign.get({ teamId: home, campaignId: id }).go()).data;
    expect(inHome).toMatchObject({ movingTo: o.teamId, runState: 'paused' });
    // Grace's queued view was cancelled; Alan's, running on LinkedIn, finishes and counts here.
    await waitFor(
      async () =>
        (await botActions(homeAcc)).find((a) => a.actionId === viewOf(grace as string).actionId)?.status ===
        'cancelled',
      20_000,
      "Grace's queued view to be cancelled",
    );
    await completeAction(deps, viewOf(alan as string), 'test-bot', { result: 'viewed' } as never);
    const moved = await waitFor(
      async () => (await deps.db.entities.campaign.get({ teamId: o.teamId, campaignId: id }).go()).data,
      30_000,
      'the campaign in the joined team',
    );

    // The joined team has it, paused, with its counters; the owner there sees it in the list.
    expect(moved).toMatchObject({ runState: 'paused', status: 'active', leadsCount: 3, viewedLeadsCount: 2 });
    expect(moved.movingTo).toBeUndefined();
    const view = await i.call('GET', `/campaigns/${id}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ teamId: o.teamId, runState: 'paused', viewedLeadsCount: 2 });
    const ownersList = (await o.call('GET', '/campaigns?status=paused')).body;
    expect(ownersList.campaigns.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(ownersList.total).toBe(1);
    // The lead progress is intact: Ada and Alan viewed and waiting for Connect, Grace for her view.
    const { data: leads } = await deps.db.entities.lead.query
      .byCampaign({ teamId: o.teamId, campaignId: id })
      .go({ pages: 'all' });
    const byId = Object.fromEntries(leads.map((l) => [l.leadId, l]));
    expect(byId[ada as string]).toMatchObject({
      stage: 'scheduled',
      nextTouchIndex: 1,
      lastAction: 'profile viewed',
    });
    expect(byId[alan as string]).toMatchObject({
      stage: 'scheduled',
      nextTouchIndex: 1,
      lastAction: 'profile viewed',
    });
    expect(byId[grace as string]).toMatchObject({ stage: 'scheduled', nextTouchIndex: 0 });
    expect((await i.call('GET', `/leads/campaign/${id}/statuses`)).body).toMatchObject({
      leadsCount: 3,
      viewedLeadsCount: 2,
    });
    const history = (await i.call('GET', `/campaigns/${id}/actions`)).body.actions as {
      description: string;
    }[];
    expect(history.filter((a) => a.description === 'profile viewed')).toHaveLength(2);
    expect(history.filter((a) => a.description === 'lead found')).toHaveLength(3);

    // The old team has nothing of it left: no campaign, leads or activity, and a 404 over HTTP.
    expect((await deps.db.entities.campaign.get({ teamId: home, campaignId: id }).go()).data).toBeNull();
    expect(
      (await deps.db.entities.lead.query.byCampaign({ teamId: home, campaignId: id }).go()).data,
    ).toHaveLength(0);
    expect(
      (await deps.db.entities.activity.query.byCampaign({ teamId: home, campaignId: id }).go()).data,
    ).toHaveLength(0);
    expect((await i.call('PATCH', '/users/me/last-team', { teamId: home })).status).toBe(200);
    expect((await i.call('GET', `/campaigns/${id}`)).status).toBe(404);
    // Its list tab counts moved with it.
    for (const status of ['active', 'paused'])
      expect((await i.call('GET', `/campaigns?status=${status}`)).body).toMatchObject({
        total: 0,
        campaigns: [],
      });
    expect((await i.call('PATCH', '/users/me/last-team', { teamId: o.teamId })).status).toBe(200);

    // It runs on in the joined team, on the joiner's LinkedIn account there: Grace's view and the
    // others' Connect step come due.
    await signInLinkedIn(acc(o.teamId, i.userId));
    expect((await i.call('PATCH', `/campaigns/${id}/running-state`, { runState: 'running' })).status).toBe(
      200,
    );
    await advanceClock(25 * MIN);
    const view2 = await completeNext(acc(o.teamId, i.userId), 'view-profile', () => ({ result: 'viewed' }));
    expect(view2.actionId).toBe(`step#${id}#${grace}#0`);
    await completeNext(acc(o.teamId, i.userId), 'connect', () => ({ result: 'sent' }));
  });

  it('an email step that died midway moves with its send claim, so it is never sent a second time', async () => {
    // Prepare: a campaign whose lead is in flight on an email step whose consumer died before SMTP's
    // answer was recorded (a `sending` claim, and no write for 11 minutes).
    const [o, i] = await Promise.all([newSession({ linkedIn: false }), newSession()]);
    const home = i.teamId;
    const lead = `mv-mail-${i.userId.slice(-6).toLowerCase()}`;
    const created = await i.call('POST', '/campaigns/linked-in/audience/csv', {
      key: await uploadCsv(i, profileCsv([{ id: lead, first: 'Mia' }])),
      name: 'Mail midway',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const deps = await domainDeps();
    const { emailMessageKey } = await import('@outreach/functions/domain/email/campaign-email');
    const stale = deps.clock.now() - 11 * MIN;
    await deps.db.entities.lead
      .patch({ teamId: home, campaignId: id, leadId: lead })
      .set({
        userId: i.userId,
        publicId: lead,
        stage: 'in-flight',
        nextTouchIndex: 0,
        stepAttempt: 0,
        updatedAt: stale,
      })
      .go();
    const messageKey = emailMessageKey({ campaignId: id, leadId: lead, stepIndex: 0, attempt: 0 });
    await deps.db.entities.emailSend
      .create({
        teamId: home,
        messageKey,
        userId: i.userId,
        campaignId: id,
        leadId: lead,
        stepIndex: 0,
        attempt: 0,
        to: 'mia@example.com',
        subject: 'Hello',
        messageId: `<${messageKey}@example.com>`,
        unsubscribeToken: 'u',
        status: 'sending',
        createdAt: stale,
      })
      .go();

    // Act: join the owner's team, moving campaigns.
    const accepted = await i.call('POST', `/teams/invites/${await inviteId(o, i)}/accept`, {
      moveCampaigns: true,
    });
    expect(accepted.status).toBe(200);
    await waitFor(
      async () => (await deps.db.entities.campaign.get({ teamId: o.teamId, campaignId: id }).go()).data,
      30_000,
      'the campaign in the joined team',
    );

    // Assess: the lead waits for its step again there, and the claim went along: the step taken up
    // again finds it (resumeClaim) and completes it as sent instead of sending the mail again.
    const moved = (await deps.db.entities.lead.get({ teamId: o.teamId, campaignId: id, leadId: lead }).go())
      .data;
    expect(moved).toMatchObject({ stage: 'scheduled', nextTouchIndex: 0 });
    const claim = (await deps.db.entities.emailSend.get({ teamId: o.teamId, messageKey }).go()).data;
    expect(claim).toMatchObject({ status: 'sending', leadId: lead, createdAt: stale });
  });

  it('moves nothing and joins nothing when more campaigns than a move takes are asked for', async () => {
    // Prepare: 21 campaigns of the joiner, one more than an accept moves.
    const [o, i] = await Promise.all([newSession({ linkedIn: false }), newSession({ linkedIn: false })]);
    const deps = await domainDeps();
    const now = Date.now();
    await Promise.all(
      Array.from({ length: 21 }, (_, n) =>
        deps.db.entities.campaign
          .create({
            teamId: i.teamId,
            campaignId: `c-${i.userId}-${String(n).padStart(2, '0')}`,
            userId: i.userId,
            name: `C${n}`,
            category: 'linkedin',
            campaignType: 'csv upload',
            status: 'active',
            runState: 'running',
            createdAt: now,
            updatedAt: now,
          })
          .go(),
      ),
    );
    const id = await inviteId(o, i);

    // Act
    const res = await i.call('POST', `/teams/invites/${id}/accept`, { moveCampaigns: true });

    // Assess: a 400 with the reason; the invite still pending, no membership, the campaigns untouched.
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('at most 20 campaigns');
    expect(
      (await deps.db.entities.membership.get({ teamId: o.teamId, userId: i.userId }).go()).data,
    ).toBeNull();
    expect((await o.call('GET', `/teams/${o.teamId}/invites`)).body.invites[0]).toMatchObject({
      id,
      status: 'pending',
    });
    const { data } = await deps.db.entities.campaign.query.byTeam({ teamId: i.teamId }).go({ pages: 'all' });
    expect(data).toHaveLength(21);
    expect(data.every((c) => c.runState === 'running' && !c.movingTo)).toBe(true);

    // Joining without moving still works, and the campaigns stay.
    const joined = await i.call('POST', `/teams/invites/${id}/accept`, {});
    expect(joined.status).toBe(200);
    expect(joined.body.moved).toMatchObject({ campaigns: false, campaignIds: [] });
  });
  it('a repeated accept sends the move again when the first accept could not send it', async () => {
    // Prepare: the accept's transaction went through but its campaign-move message was never sent.
    const [o, i] = await Promise.all([newSession({ linkedIn: false }), newSession({ linkedIn: false })]);
    const { id, leads } = await draftCampaign(i, ['Ola']);
    const invite = await inviteId(o, i);
    await acceptCommittedWithoutMessage(o, i, invite, id);

    // Act: the joiner accepts again (idempotent).
    const again = await i.call('POST', `/teams/invites/${invite}/accept`, { moveCampaigns: true });

    // Assess: same answer as a first accept's team; the campaign and its lead arrive in the joined team.
    expect(again.status).toBe(200);
    expect(again.body.teamId).toBe(o.teamId);
    const deps = await domainDeps();
    const moved = await waitFor(
      async () => (await deps.db.entities.campaign.get({ teamId: o.teamId, campaignId: id }).go()).data,
      30_000,
      'the campaign in the joined team',
    );
    expect(moved).toMatchObject({ runState: 'paused', status: 'draft' });
    expect(moved.movingTo).toBeUndefined();
    expect(
      (await deps.db.entities.lead.get({ teamId: o.teamId, campaignId: id, leadId: leads[0] as string }).go())
        .data,
    ).toBeTruthy();
    expect((await deps.db.entities.campaign.get({ teamId: i.teamId, campaignId: id }).go()).data).toBeNull();
  });

  it('a repeated accept finishes a move whose message was dead-lettered halfway', async () => {
    // Prepare: a move that ran one round (Ann's lead already in the joined team) and whose next
    // message then went to the DLQ: the campaign is still marked moving with Bob's lead left behind.
    const [o, i] = await Promise.all([newSession({ linkedIn: false }), newSession({ linkedIn: false })]);
    const { id, leads } = await draftCampaign(i, ['Ann', 'Bob']);
    const [ann, bob] = leads as [string, string];
    const invite = await inviteId(o, i);
    await acceptCommittedWithoutMessage(o, i, invite, id);
    const deps = await domainDeps();
    const annRow = (await deps.db.entities.lead.get({ teamId: i.teamId, campaignId: id, leadId: ann }).go())
      .data;
    expect(annRow).toBeTruthy();
    await deps.db.entities.lead.put({ ...(annRow as NonNullable<typeof annRow>), teamId: o.teamId }).go();
    await deps.db.entities.lead.delete({ teamId: i.teamId, campaignId: id, leadId: ann }).go();

    // Act: the joiner accepts again.
    const again = await i.call('POST', `/teams/invites/${invite}/accept`, { moveCampaigns: true });

    // Assess: the move resumes from what is left: both leads and the campaign end up in the joined team.
    expect(again.status).toBe(200);
    await waitFor(
      async () => (await deps.db.entities.campaign.get({ teamId: o.teamId, campaignId: id }).go()).data,
      30_000,
      'the campaign in the joined team',
    );
    const { data: there } = await deps.db.entities.lead.query
      .byCampaign({ teamId: o.teamId, campaignId: id })
      .go({ pages: 'all' });
    expect(there.map((l) => l.leadId).sort()).toEqual([ann, bob].sort());
    expect(
      (await deps.db.entities.lead.query.byCampaign({ teamId: i.teamId, campaignId: id }).go()).data,
    ).toHaveLength(0);
  });
});

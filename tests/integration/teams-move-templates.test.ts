import { describe, expect, it } from 'vitest';
import { linkFromMail } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session, viewConnectMessage } from '../support/outreach.ts';

// Joining another team with moveMessagesTemplates / moveSequenceTemplates (spec 2 §3 Invite): the
// joiner's own templates leave the team they were working in for the joined one, in the accept's
// transaction, so either everything moves and the member joins, or nothing is written.

const user = () => newSession({ linkedIn: false });

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

async function templatesOf(teamId: string) {
  const deps = await domainDeps();
  const [m, s] = await Promise.all([
    deps.db.entities.messageTemplate.query.byTeam({ teamId }).go({ pages: 'all' }),
    deps.db.entities.sequenceTemplate.query.byTeam({ teamId }).go({ pages: 'all' }),
  ]);
  return {
    messages: m.data.map((t) => `${t.userId}:${t.name}`).sort(),
    sequences: s.data.map((t) => `${t.userId}:${t.name}`).sort(),
  };
}

describe('teams: moving templates when joining a team', () => {
  it("moves the joiner's own templates as asked, leaving the rest", async () => {
    // Prepare: the joiner has two message templates and a sequence template in their own team;
    // the inviting owner has one in theirs.
    const [o, i] = await Promise.all([user(), user()]);
    const homeTeam = i.teamId;
    for (const name of ['Intro', 'Follow-up']) {
      const r = await i.call('POST', '/templates', { name, content: { sequence: [{ message: 'Hi' }] } });
      expect(r.status).toBe(201);
    }
    const seq = await i.call('POST', '/sequence-templates', {
      name: 'Three steps',
      sequence: viewConnectMessage().sequence,
    });
    expect(seq.status).toBe(201);
    await o.call('POST', '/templates', { name: 'Owner note', content: { sequence: [{ message: 'Yo' }] } });

    // Act: accept, moving message templates only.
    const id = await inviteId(o, i);
    const accepted = await i.call('POST', `/teams/invites/${id}/accept`, {
      moveCampaigns: false,
      moveMessagesTemplates: true,
      moveSequenceTemplates: false,
    });

    // Assess: the answer says what moved; the templates are in the joined team, under the joiner.
    expect(accepted.status).toBe(200);
    expect(accepted.body.moved).toMatchObject({
      campaigns: false,
      messagesTemplates: true,
      sequenceTemplates: false,
    });
    expect(await templatesOf(o.teamId)).toEqual({
      messages: [`${i.userId}:Follow-up`, `${i.userId}:Intro`, `${o.userId}:Owner note`].sort(),
      sequences: [],
    });
    expect(await templatesOf(homeTeam)).toEqual({ messages: [], sequences: [`${i.userId}:Three steps`] });
    const personal = await i.call('GET', '/templates/personal?sortField=name&sortOrder=ASC');
    expect(personal.body.templates.map((t: { name: string }) => t.name)).toEqual(['Follow-up', 'Intro']);

    // A second accept is idempotent and moves nothing more.
    const again = await i.call('POST', `/teams/invites/${id}/accept`, {
      moveMessagesTemplates: true,
      moveSequenceTemplates: true,
    });
    expect(again.status).toBe(200);
    expect(await templatesOf(homeTeam)).toEqual({ messages: [], sequences: [`${i.userId}:Three steps`] });
  });

  it('moves nothing and joins nothing when the templates do not fit in one transaction', async () => {
    // Prepare: 49 templates, one more than a transaction can move with the accept.
    const [o, i] = await Promise.all([user(), user()]);
    const deps = await domainDeps();
    const now = Date.now();
    await Promise.all(
      Array.from({ length: 49 }, (_, n) =>
        deps.db.entities.messageTemplate
          .create({
            teamId: i.teamId,
            templateId: `t-${i.userId}-${String(n).padStart(2, '0')}`,
            userId: i.userId,
            name: `T${n}`,
            content: { sequence: [{ message: 'x' }] },
            createdAt: now,
            updatedAt: now,
          })
          .go(),
      ),
    );
    const id = await inviteId(o, i);

    // Act
    const res = await i.call('POST', `/teams/invites/${id}/accept`, { moveMessagesTemplates: true });

    // Assess: a 400 with the reason; the invite is still pending, no membership, templates stay.
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400 });
    expect(res.body.message).toContain('at most 48 templates');
    expect(
      (await deps.db.entities.membership.get({ teamId: o.teamId, userId: i.userId }).go()).data,
    ).toBeNull();
    expect((await o.call('GET', `/teams/${o.teamId}/invites`)).body.invites[0]).toMatchObject({
      id,
      status: 'pending',
    });
    expect((await templatesOf(i.teamId)).messages).toHaveLength(49);
    expect((await templatesOf(o.teamId)).messages).toHaveLength(0);

    // Joining without moving still works.
    expect((await i.call('POST', `/teams/invites/${id}/accept`, {})).status).toBe(200);
    expect((await templatesOf(i.teamId)).messages).toHaveLength(49);
  });
});

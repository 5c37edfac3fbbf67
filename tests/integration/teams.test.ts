import { describe, expect, it } from 'vitest';
import { linkFromMail, mailsTo } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session } from '../support/outreach.ts';

const owner = () => newSession({ linkedIn: false });

/** Invites `invitee` by mail and answers the invite id read back through the link's key. */
async function inviteByMail(o: Session, invitee: Session, role = 'member') {
  const res = await o.call('POST', `/teams/${o.teamId}/invites`, {
    name: 'Invitee',
    email: invitee.email,
    role,
  });
  expect(res.status).toBe(200);
  expect(res.body.type).toBe('invitation');
  const key = await linkFromMail(invitee.email, '/team/invite/');
  const read = await invitee.call('GET', `/teams/invites/${key}`);
  expect(read.status).toBe(200);
  return read.body.id as string;
}

async function members(s: Session, query = '') {
  const res = await s.call('GET', `/teams/${s.teamId}/members${query}`);
  expect(res.status).toBe(200);
  return res.body as {
    members: { memberId: string; userId: string; role: string; name: string }[];
    total: number;
  };
}

describe('teams: invitations (spec 1 §7, spec 2 §6)', () => {
  it('invites by mail; the invitee reads, clicks and accepts; the member is listed; a second accept is idempotent', async () => {
    const [o, i] = await Promise.all([owner(), owner()]);
    const id = await inviteByMail(o, i, 'admin');
    const mail = (await mailsTo(i.email)).find((m) => m.text.includes('/team/invite/'))!;
    expect(mail.subject).toContain('invited you to join');

    const invited = await o.call('GET', `/teams/${o.teamId}/invites`);
    expect(invited.body.invites).toHaveLength(1);
    expect(invited.body.invites[0]).toMatchObject({
      id,
      status: 'pending',
      role: 'admin',
      isRejected: false,
    });

    expect((await i.call('GET', '/teams/invites/first')).body).toMatchObject({
      id,
      team: { name: "Test's team" },
    });
    expect((await i.call('POST', `/teams/invites/${id}/clicked`)).status).toBe(200);
    expect((await o.call('GET', `/teams/${o.teamId}/invites`)).body.invites[0].clickedAt).not.toBeNull();

    const [a1, a2] = await Promise.all([
      i.call('POST', `/teams/invites/${id}/accept`, { moveCampaigns: false }),
      i.call('POST', `/teams/invites/${id}/accept`, {}),
    ]);
    expect(a1.status).toBe(200);
    expect(a2.status).toBe(200);
    expect(a1.body).toMatchObject({ teamId: o.teamId, redirectTo: null });
    expect(typeof a1.body.authToken).toBe('string');

    const list = await members(o);
    expect(list.total).toBe(2);
    expect(list.members.find((m) => m.userId === i.userId)?.role).toBe('admin');
    // The invitee's current team is the new one; the invite is used up.
    expect((await i.call('GET', '/users/me')).body.lastTeamId).toBe(o.teamId);
    expect((await o.call('GET', `/teams/${o.teamId}/invites`)).body.invites).toHaveLength(0);
    expect((await i.call('GET', '/teams/invites/first')).body).toBeNull();
    // The owner heard of it (team notification).
    const notes = (await o.call('GET', '/notifications?page=1&perPage=50')).body.notifications;
    expect(
      notes.some(
        (n: { type: string; target: string }) => n.type === 'team-member-joined' && n.target === 'team',
      ),
    ).toBe(true);
    // Another user cannot accept a used invitation.
    const other = await owner();
    expect((await other.call('POST', `/teams/invites/${id}/accept`, {})).status).toBe(404);
  });

  it('rejects, deletes, refuses bad input and hides other teams (400/403/404)', async () => {
    const [o, i, stranger] = await Promise.all([owner(), owner(), owner()]);
    const bad = await o.call('POST', `/teams/${o.teamId}/invites`, {
      name: 'X',
      email: 'not-an-email',
      role: 'member',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Please enter a valid email');
    const role = await o.call('POST', `/teams/${o.teamId}/invites`, {
      name: 'X',
      email: 'x@example.test',
      role: 'boss',
    });
    expect(role.status).toBe(400);
    expect(
      (await o.call('POST', `/teams/${o.teamId}/invites`, { name: '  ', email: 'x@example.test' })).body
        .message,
    ).toContain('Please enter a valid name');

    const id = await inviteByMail(o, i);
    expect((await i.call('POST', `/teams/invites/${id}/reject`)).status).toBe(200);
    expect((await o.call('GET', `/teams/${o.teamId}/invites`)).body.invites[0]).toMatchObject({
      status: 'rejected',
      isRejected: true,
    });

    // Another team's invites, members and team answer 404.
    expect((await stranger.call('GET', `/teams/${o.teamId}/invites`)).status).toBe(404);
    expect((await stranger.call('GET', `/teams/${o.teamId}/members`)).status).toBe(404);
    expect((await stranger.call('GET', `/teams/${o.teamId}`)).status).toBe(404);
    expect((await stranger.call('DELETE', `/teams/invites/${id}/remove`)).status).toBe(404);
    const oMembers = await members(o);
    expect(
      (
        await stranger.call('PATCH', `/teams/${o.teamId}/members/${oMembers.members[0]!.memberId}`, {
          role: 'member',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await stranger.call('PATCH', `/teams/${stranger.teamId}/members/${oMembers.members[0]!.memberId}`, {
          role: 'member',
        })
      ).status,
    ).toBe(404);

    expect((await o.call('DELETE', `/teams/invites/${id}/remove`)).status).toBe(200);
    expect((await o.call('GET', `/teams/${o.teamId}/invites`)).body.invites).toHaveLength(0);
  });

  it('adds ghost members straight to the team; they can only be members', async () => {
    const o = await owner();
    const g = await o.call('POST', `/teams/${o.teamId}/invites/ghost`, { name: 'Ghost Writer' });
    expect(g.status).toBe(200);
    expect(g.body).toMatchObject({
      type: 'member',
      member: { name: 'Ghost Writer', role: 'member', isGhostUser: true, user: { email: null } },
    });
    const up = await o.call('PATCH', `/teams/${o.teamId}/members/${g.body.member.memberId}`, {
      role: 'admin',
    });
    expect(up.status).toBe(400);
    expect((await members(o)).total).toBe(2);
  });
});

describe('teams: members table and roles', () => {
  it('filters, sorts and pages on the server', async () => {
    const o = await owner();
    for (const name of ['Zed Zulu', 'Amy Alpha', 'Bob Beta'])
      expect((await o.call('POST', `/teams/${o.teamId}/invites/ghost`, { name })).status).toBe(200);
    const byName = await members(o, '?sortField=name&sortOrder=ASC&perPage=2&page=1');
    expect(byName.total).toBe(4);
    expect(byName.members.map((m) => m.name)).toEqual(['Amy Alpha', 'Bob Beta']);
    const page2 = await members(o, '?sortField=name&sortOrder=ASC&perPage=2&page=2');
    expect(page2.members.map((m) => m.name)).toEqual(['Test User', 'Zed Zulu']);
    expect((await members(o)).members[0]!.role).toBe('owner');
    const search = await members(o, '?searchName=bet');
    expect(search.members.map((m) => m.name)).toEqual(['Bob Beta']);
    expect((await o.call('GET', `/teams/${o.teamId}/members?sortField=nope`)).status).toBe(400);
  });

  it('changes roles with the self-downgrade confirmation and never leaves the team without an owner, even under races', async () => {
    const [o, a] = await Promise.all([owner(), owner()]);
    const id = await inviteByMail(o, a, 'owner');
    expect((await a.call('POST', `/teams/invites/${id}/accept`, {})).status).toBe(200);
    const list = await members(o);
    const mo = list.members.find((m) => m.userId === o.userId)!;
    const ma = list.members.find((m) => m.userId === a.userId)!;

    const self = await o.call('PATCH', `/teams/${o.teamId}/members/${mo.memberId}`, { role: 'admin' });
    expect(self.status).toBe(400);
    // Both owners demote each other and themselves at once: at least one owner remains.
    const results = await Promise.all([
      o.call('PATCH', `/teams/${o.teamId}/members/${ma.memberId}`, { role: 'member' }),
      a.call('PATCH', `/teams/${o.teamId}/members/${mo.memberId}`, { role: 'member' }),
      o.call('PATCH', `/teams/${o.teamId}/members/${mo.memberId}`, {
        role: 'admin',
        confirmSelfDowngrade: true,
      }),
      a.call('PATCH', `/teams/${o.teamId}/members/${ma.memberId}`, {
        role: 'admin',
        confirmSelfDowngrade: true,
      }),
    ]);
    for (const r of results) expect([200, 400, 403, 409]).toContain(r.status);
    const deps = await domainDeps();
    const all = (await deps.db.entities.membership.query.byTeam({ teamId: o.teamId }).go()).data;
    const owners = all.filter((m) => m.role === 'owner');
    expect(owners.length).toBeGreaterThanOrEqual(1);
    const team = (await deps.db.entities.team.get({ teamId: o.teamId }).go()).data!;
    expect(team.ownerCount).toBe(owners.length);
  });

  it('the last owner cannot leave; a member leaves and gets a team of their own', async () => {
    const [o, m] = await Promise.all([owner(), owner()]);
    expect((await o.call('POST', '/teams/leave')).status).toBe(400);
    const id = await inviteByMail(o, m);
    await m.call('POST', `/teams/invites/${id}/accept`, {});
    expect((await m.call('GET', '/teams/mine')).body.teams).toHaveLength(2);
    const left = await m.call('POST', '/teams/leave');
    expect(left.status).toBe(200);
    expect(left.body.lastTeamId).toBe(m.teamId);
    expect((await members(o)).total).toBe(1);
  });

  it('switches teams (lastTeamId) and removes members; members cannot manage', async () => {
    const [o, m] = await Promise.all([owner(), owner()]);
    const id = await inviteByMail(o, m);
    await m.call('POST', `/teams/invites/${id}/accept`, {});
    const sw = await m.call('PATCH', '/users/me/last-team', { teamId: m.teamId });
    expect(sw.status).toBe(200);
    expect((await m.call('GET', '/users/me')).body.lastTeamId).toBe(m.teamId);
    expect((await m.call('PATCH', '/users/me/last-team', { teamId: 'unknown-team' })).status).toBe(404);
    // As a member of o's team, m may not read its members.
    await m.call('PATCH', '/users/me/last-team', { teamId: o.teamId });
    expect((await m.call('GET', `/teams/${o.teamId}/members`)).status).toBe(403);
    const mm = (await members(o)).members.find((x) => x.userId === m.userId)!;
    expect((await o.call('DELETE', `/teams/${o.teamId}/members/${mm.memberId}`)).status).toBe(200);
    expect((await members(o)).total).toBe(1);
  });

  it('team settings toggles are owner-only', async () => {
    const o = await owner();
    // A trial has no teamSettings-tier features for these toggles' plan gates? memberInbox is team tier.
    const r = await o.call('PATCH', '/teams/toggle-enable-member-inbox', {});
    expect(r.status).toBe(200);
    expect(r.body.isMemberInboxEnabled).toBe(true);
    expect((await o.call('GET', `/teams/${o.teamId}`)).body.isMemberInboxEnabled).toBe(true);
  });
});

describe('impersonation (spec 1 §5, §6)', () => {
  it('an owner impersonates a member and stops; a member may not impersonate; an admin may not impersonate an owner', async () => {
    const [o, a, m] = await Promise.all([owner(), owner(), owner()]);
    await a.call('POST', `/teams/invites/${await inviteByMail(o, a, 'admin')}/accept`, {});
    await m.call('POST', `/teams/invites/${await inviteByMail(o, m, 'member')}/accept`, {});

    const start = await o.call('POST', '/users/impersonate', {
      teamIdToImpersonate: o.teamId,
      userIdToImpersonate: m.userId,
    });
    expect(start.status).toBe(200);
    const token = start.body.authToken as string;
    const { api } = await import('../support/api.ts');
    expect((await api('GET', '/users/me', { token })).body.id).toBe(m.userId);
    expect((await api('GET', '/users/me/real', { token })).body).toMatchObject({ id: o.userId });
    // No nesting.
    expect(
      (
        await api('POST', '/users/impersonate', {
          token,
          body: { teamIdToImpersonate: o.teamId, userIdToImpersonate: a.userId },
        })
      ).status,
    ).toBe(400);
    const stop = await api('POST', '/users/stop-impersonating', { token });
    expect(stop.status).toBe(200);
    expect((await api('GET', '/users/me', { token: stop.body.authToken })).body.id).toBe(o.userId);
    expect((await api('GET', '/users/me/real', { token: stop.body.authToken })).body).toBeNull();
    // The acting session is over.
    expect((await api('GET', '/users/me', { token })).status).toBe(401);

    expect(
      (
        await a.call('POST', '/users/impersonate', {
          teamIdToImpersonate: o.teamId,
          userIdToImpersonate: o.userId,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await a.call('POST', '/users/impersonate', {
          teamIdToImpersonate: o.teamId,
          userIdToImpersonate: m.userId,
        })
      ).status,
    ).toBe(200);
    const denied = await m.call('POST', '/users/impersonate', {
      teamIdToImpersonate: o.teamId,
      userIdToImpersonate: a.userId,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('This account cannot be impersonated');
    const stranger = await owner();
    expect(
      (
        await stranger.call('POST', '/users/impersonate', {
          teamIdToImpersonate: o.teamId,
          userIdToImpersonate: m.userId,
        })
      ).status,
    ).toBe(404);

    const switcher = await o.call('GET', '/teams/members');
    const entry = (uid: string) => switcher.body.members.find((x: { userId: string }) => x.userId === uid);
    expect(entry(m.userId)).toMatchObject({ disabled: false });
    expect(entry(o.userId)).toMatchObject({ disabled: true, tooltip: 'This account cannot be impersonated' });
  });

  it('a platform admin impersonates anyone, even an owner of another team', async () => {
    const [admin, o] = await Promise.all([owner(), owner()]);
    const deps = await domainDeps();
    await deps.db.entities.user.patch({ userId: admin.userId }).set({ isAlfredAdmin: true }).go();
    const r = await admin.call('POST', '/users/impersonate', {
      teamIdToImpersonate: o.teamId,
      userIdToImpersonate: o.userId,
    });
    expect(r.status).toBe(200);
    const { api } = await import('../support/api.ts');
    expect((await api('GET', '/users/me/real', { token: r.body.authToken })).body).toMatchObject({
      isAlfredAdmin: true,
    });
  });
});

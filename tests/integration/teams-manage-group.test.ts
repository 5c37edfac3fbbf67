import { describe, expect, it } from 'vitest';
import { linkFromMail } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session } from '../support/outreach.ts';

/** A team owner on a plan with team groups (agency), with room for members. */
async function groupsOwner() {
  const s = await newSession({ linkedIn: false });
  const deps = await domainDeps();
  await deps.db.entities.team
    .patch({ teamId: s.teamId })
    .set({ plan: 'agency', seats: 10, hasPaidPlan: true })
    .go();
  return s;
}

async function ghost(o: Session, name: string): Promise<string> {
  const res = await o.call('POST', `/teams/${o.teamId}/invites/ghost`, { name });
  expect(res.status).toBe(200);
  return res.body.member.memberId as string;
}

/** `invitee` joins `o`'s team with `role` through the mailed link. */
async function join(o: Session, invitee: Session, role: string): Promise<string> {
  const sent = await o.call('POST', `/teams/${o.teamId}/invites`, {
    name: 'Invitee',
    email: invitee.email,
    role,
  });
  expect(sent.status).toBe(200);
  const key = await linkFromMail(invitee.email, '/team/invite/');
  const read = await invitee.call('GET', `/teams/invites/${key}`);
  const accepted = await invitee.call('POST', `/teams/invites/${read.body.id}/accept`, {});
  expect(accepted.status).toBe(200);
  const members = await o.call('GET', `/teams/${o.teamId}/members?perPage=100`);
  return members.body.members.find((m: { userId: string }) => m.userId === invitee.userId).memberId;
}

const names = (res: { body: { members: { name: string }[] } }) => res.body.members.map((m) => m.name);

describe('GET /groups/{id}/candidates (the Manage group page, issue #11)', () => {
  it('offers an admin in a group the plain members without a group; the owner everyone outside it', async () => {
    const o = await groupsOwner();
    const [admin, other] = await Promise.all([
      newSession({ linkedIn: false }),
      newSession({ linkedIn: false }),
    ]);
    const adminId = await join(o, admin, 'admin');
    await join(o, other, 'admin');
    const ann = await ghost(o, 'Ann Loose');
    await ghost(o, 'Bob Loose');
    const gus = await ghost(o, 'Gus Elsewhere');
    const alpha = (await o.call('POST', '/groups', { name: 'Alpha' })).body;
    const beta = (await o.call('POST', '/groups', { name: 'Beta' })).body;
    await o.call('POST', `/groups/${alpha.id}/members/${adminId}`);
    await o.call('POST', `/groups/${beta.id}/members/${gus}`);

    // The admin of Alpha: plain members without a group, by name; no owner, admin, themselves or Gus.
    const offered = await admin.call('GET', `/groups/${alpha.id}/candidates`);
    expect(offered.status).toBe(200);
    expect(names(offered)).toEqual(['Ann Loose', 'Bob Loose']);
    expect(offered.body.total).toBe(2);
    expect(offered.body.members[0]).toMatchObject({ memberId: ann, email: null, groupId: null });
    expect(names(await admin.call('GET', `/groups/${alpha.id}/candidates?search=ann`))).toEqual([
      'Ann Loose',
    ]);
    const paged = await admin.call('GET', `/groups/${alpha.id}/candidates?perPage=1&page=2`);
    expect(names(paged)).toEqual(['Bob Loose']);
    expect(paged.body.total).toBe(2);

    // Once Ann is in the group she is no longer offered.
    expect((await admin.call('POST', `/groups/${alpha.id}/members/${ann}`)).status).toBe(200);
    expect(names(await admin.call('GET', `/groups/${alpha.id}/candidates`))).toEqual(['Bob Loose']);

    // Another group, the owner's view, other callers.
    expect((await admin.call('GET', `/groups/${beta.id}/candidates`)).status).toBe(404);
    const forOwner = await o.call('GET', `/groups/${beta.id}/candidates?perPage=100`);
    expect(forOwner.body.members.some((m: { memberId: string }) => m.memberId === gus)).toBe(false);
    expect(forOwner.body.members.some((m: { memberId: string }) => m.memberId === ann)).toBe(true);
    expect(forOwner.body.total).toBe(5);
    expect((await other.call('GET', `/groups/${alpha.id}/candidates`)).status).toBe(403);
    const stranger = await groupsOwner();
    expect((await stranger.call('GET', `/groups/${alpha.id}/candidates`)).status).toBe(404);

    // Bad input answers 400.
    const bad = await admin.call('GET', `/groups/${alpha.id}/candidates?perPage=1000`);
    expect(bad.status).toBe(400);
    expect(bad.body.statusCode).toBe(400);
    expect((await admin.call('GET', `/groups/${alpha.id}/candidates?search=${'x'.repeat(101)}`)).status).toBe(
      400,
    );
  });
});

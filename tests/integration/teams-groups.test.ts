import { describe, expect, it } from 'vitest';
import { linkFromMail } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session } from '../support/outreach.ts';

/** A team owner on a plan with team groups (agency), with room for members. */
async function groupsOwner(plan = 'agency') {
  const s = await newSession({ linkedIn: false });
  const deps = await domainDeps();
  await deps.db.entities.team.patch({ teamId: s.teamId }).set({ plan, seats: 10, hasPaidPlan: true }).go();
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
  expect((await invitee.call('POST', `/teams/invites/${read.body.id}/accept`, {})).status).toBe(200);
  const list = await o.call('GET', `/teams/${o.teamId}/members?perPage=100`);
  return list.body.members.find((m: { userId: string }) => m.userId === invitee.userId).memberId;
}

describe('teams: groups (spec 1 §7 "Teams and groups")', () => {
  it('creates, lists, renames and deletes groups; members move in and out; the members table filters by group', async () => {
    const o = await groupsOwner();
    const ann = await ghost(o, 'Ann Group');
    const bob = await ghost(o, 'Bob Nogroup');

    const blank = await o.call('POST', '/groups', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      statusCode: 400,
      message: ['Please enter a name'],
    });
    expect((await o.call('POST', '/groups', {})).status).toBe(400);

    const sales = await o.call('POST', '/groups', { name: '  Sales ' });
    expect(sales.status).toBe(200);
    expect(sales.body).toMatchObject({ name: 'Sales', membersCount: 0, members: [] });
    const ops = (await o.call('POST', '/groups', { name: 'Ops' })).body;

    expect((await o.call('POST', `/groups/${sales.body.id}/members/${ann}`)).body).toEqual({
      memberId: ann,
      groupId: sales.body.id,
    });
    // Putting a member in again is idempotent.
    expect((await o.call('POST', `/groups/${sales.body.id}/members/${ann}`)).status).toBe(200);

    const page = await o.call('GET', '/groups?page=1&perPage=10');
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(2);
    expect(page.body.groups.map((g: { name: string }) => g.name)).toEqual(['Ops', 'Sales']);
    expect(page.body.groups[1]).toMatchObject({
      membersCount: 1,
      members: [{ memberId: ann, name: 'Ann Group' }],
    });
    expect((await o.call('GET', '/groups?searchName=sal')).body.groups).toHaveLength(1);
    expect((await o.call('GET', '/groups/all')).body).toEqual({
      groups: [
        { id: ops.id, name: 'Ops' },
        { id: sales.body.id, name: 'Sales' },
      ],
    });

    const filtered = await o.call('GET', `/teams/${o.teamId}/members?groupIds=${sales.body.id}`);
    expect(filtered.body.total).toBe(1);
    expect(filtered.body.members[0]).toMatchObject({
      memberId: ann,
      groupId: sales.body.id,
      group: { id: sales.body.id, name: 'Sales' },
    });
    const both = await o.call('GET', `/teams/${o.teamId}/members?groupIds=${sales.body.id},${ops.id}`);
    expect(both.body.total).toBe(1);

    // Moving between groups; renaming shows in the members table.
    expect((await o.call('POST', `/groups/${ops.id}/members/${ann}`)).body.groupId).toBe(ops.id);
    const renamed = await o.call('PATCH', `/groups/${ops.id}`, { name: 'Operations' });
    expect(renamed.body).toMatchObject({ id: ops.id, name: 'Operations', membersCount: 1 });
    const sorted = await o.call('GET', `/teams/${o.teamId}/members?sortField=group&sortOrder=DESC`);
    expect(sorted.body.members[0].group).toEqual({ id: ops.id, name: 'Operations' });

    // Taking out of a group it is not in is a 400; out of its own group, 200.
    const wrong = await o.call('DELETE', `/groups/${sales.body.id}/members/${ann}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This member is not in this group');
    expect((await o.call('POST', `/groups/${sales.body.id}/members/${bob}`)).status).toBe(200);
    expect((await o.call('DELETE', `/groups/${sales.body.id}/members/${bob}`)).body).toEqual({
      memberId: bob,
      groupId: null,
    });

    // Deleting a group leaves its members in the team without a group.
    expect((await o.call('DELETE', `/groups/${ops.id}`)).body).toEqual({ ok: true });
    expect((await o.call('DELETE', `/groups/${ops.id}`)).status).toBe(404);
    expect((await o.call('PATCH', `/groups/${ops.id}`, { name: 'Again' })).status).toBe(404);
    expect((await o.call('POST', `/groups/${ops.id}/members/${bob}`)).status).toBe(404);
    const after = await o.call('GET', `/teams/${o.teamId}/members?perPage=100`);
    expect(after.body.total).toBe(3);
    expect(after.body.members.every((m: { groupId: string | null }) => m.groupId === null)).toBe(true);
    expect((await o.call('GET', '/groups/all')).body.groups).toEqual([{ id: sales.body.id, name: 'Sales' }]);
  });

  it('scopes an admin in a group to that group; members and plans without the feature are refused', async () => {
    const o = await groupsOwner();
    const [admin, member] = await Promise.all([
      newSession({ linkedIn: false }),
      newSession({ linkedIn: false }),
    ]);
    const adminId = await join(o, admin, 'admin');
    const memberId = await join(o, member, 'member');
    const loose = await ghost(o, 'Loose Ghost');
    const inOther = await ghost(o, 'Other Ghost');
    const a = (await o.call('POST', '/groups', { name: 'Alpha' })).body;
    const b = (await o.call('POST', '/groups', { name: 'Beta' })).body;
    await o.call('POST', `/groups/${a.id}/members/${adminId}`);
    await o.call('POST', `/groups/${b.id}/members/${inOther}`);
    const ownerId = (await o.call('GET', `/teams/${o.teamId}/members`)).body.members[0].memberId;

    // The admin sees only their group.
    expect((await admin.call('GET', '/groups/all')).body.groups).toEqual([{ id: a.id, name: 'Alpha' }]);
    expect((await admin.call('GET', '/groups')).body.total).toBe(1);
    expect((await admin.call('POST', `/groups/${b.id}/members/${loose}`)).status).toBe(404);
    // …puts members without a group into it and takes them out, but no owner, admin or other group's member.
    expect((await admin.call('POST', `/groups/${a.id}/members/${loose}`)).status).toBe(200);
    expect((await admin.call('POST', `/groups/${a.id}/members/${memberId}`)).status).toBe(200);
    expect((await admin.call('DELETE', `/groups/${a.id}/members/${memberId}`)).status).toBe(200);
    expect((await admin.call('POST', `/groups/${a.id}/members/${ownerId}`)).status).toBe(403);
    expect((await admin.call('DELETE', `/groups/${a.id}/members/${adminId}`)).status).toBe(403);
    const taken = await admin.call('POST', `/groups/${a.id}/members/${inOther}`);
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('This member is already in another group');
    // …and cannot create, rename or delete groups.
    expect((await admin.call('POST', '/groups', { name: 'Mine' })).status).toBe(403);
    expect((await admin.call('PATCH', `/groups/${a.id}`, { name: 'Mine' })).status).toBe(403);
    expect((await admin.call('DELETE', `/groups/${a.id}`)).status).toBe(403);
    // The admin's members list is their group (and themselves).
    const seen = await admin.call('GET', `/teams/${o.teamId}/members?perPage=100`);
    expect(seen.body.members.map((m: { memberId: string }) => m.memberId).sort()).toEqual(
      [adminId, loose].sort(),
    );

    // Members do not reach groups at all; nor does a plan without the feature.
    expect((await member.call('GET', '/groups/all')).status).toBe(403);
    expect((await member.call('POST', '/groups', { name: 'Nope' })).status).toBe(403);
    const trial = await groupsOwner('trial');
    const locked = await trial.call('POST', '/groups', { name: 'Locked' });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(
      'Upgrade to our Team plan for exclusive benefits, and advanced features like this one.',
    );
    // Another team's group is unknown here.
    expect((await trial.call('GET', `/groups?searchName=Alpha`)).status).toBe(403);
    const other = await groupsOwner();
    expect((await other.call('PATCH', `/groups/${a.id}`, { name: 'Taken' })).status).toBe(404);
    expect((await other.call('DELETE', `/groups/${a.id}`)).status).toBe(404);
    expect((await other.call('POST', `/groups/${a.id}/members/${loose}`)).status).toBe(404);
    expect((await o.call('GET', '/groups/all')).body.groups.map((g: { name: string }) => g.name)).toEqual([
      'Alpha',
      'Beta',
    ]);
  });
});

describe('teams: members table paging (spec 1 §7 members listing)', () => {
  it('pages by number and by cursor in a total order; a cursor survives a member joining before it', async () => {
    const o = await groupsOwner();
    for (const n of ['Cara', 'Abe', 'Dee', 'Bea', 'Eve']) await ghost(o, `${n} Page`);
    const base = `/teams/${o.teamId}/members?sortField=name&perPage=2`;
    const p1 = await o.call('GET', base);
    expect(p1.body.total).toBe(6);
    const names = (r: { body: { members: { name: string }[] } }) => r.body.members.map((m) => m.name);
    expect(names(p1)).toEqual(['Abe Page', 'Bea Page']);
    expect(typeof p1.body.nextCursor).toBe('string');
    // A member sorting before the cursor joins: the cursor's next page is unchanged, page 2 by number shifts.
    await ghost(o, 'Aaron Page');
    const p2 = await o.call('GET', `${base}&page=2&cursor=${p1.body.nextCursor}`);
    expect(names(p2)).toEqual(['Cara Page', 'Dee Page']);
    expect(names(await o.call('GET', `${base}&page=2`))).toEqual(['Bea Page', 'Cara Page']);
    const p3 = await o.call('GET', `${base}&page=3&cursor=${p2.body.nextCursor}`);
    expect(names(p3)).toEqual(['Eve Page', 'Test User']);
    expect(p3.body.nextCursor).toBeNull();
    // DESC by role lists members before owners.
    const desc = await o.call('GET', `/teams/${o.teamId}/members?sortOrder=DESC&perPage=100`);
    expect(desc.body.members.at(-1).role).toBe('owner');
    const bad = await o.call('GET', `${base}&cursor=not-a-cursor`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid cursor');
  });
});

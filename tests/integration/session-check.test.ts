import { describe, expect, it } from 'vitest';
import { api, PASSWORD } from '../support/api.ts';
import { newSession } from '../support/outreach.ts';

// GET /auth/session, which the open SPA polls for realtime logout (spec 1 §4): 200 while the
// session lives, 401 with the error shape once it was ended elsewhere.

async function signIn(email: string, password = PASSWORD) {
  const res = await api('POST', '/auth/sign-in', { body: { email, password } });
  expect(res.status).toBe(200);
  return res.body.authToken as string;
}
const check = (token: string) => api('GET', '/auth/session', { token });

describe('session check', () => {
  it("a password change ends the user's other sessions, not the one that changed it", async () => {
    // Prepare: two sessions of one user (two browsers).
    const s = await newSession({ linkedIn: false });
    const [here, there] = [await signIn(s.email), await signIn(s.email)];
    expect((await check(there)).body).toEqual({ active: true });

    // Act
    const changed = await api('POST', '/users/change-password', {
      token: here,
      body: { currentPassword: PASSWORD, newPassword: 'N3w-password!' },
    });

    // Assess
    expect(changed.status).toBeLessThan(300);
    expect((await check(here)).status).toBe(200);
    const ended = await check(there);
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ statusCode: 401, error: expect.any(String) });
  });

  it('removal from the team ends the removed member’s session; no token is a 401', async () => {
    const [owner, member] = await Promise.all([
      newSession({ linkedIn: false }),
      newSession({ linkedIn: false }),
    ]);
    await owner.call('POST', `/teams/${owner.teamId}/invites`, {
      name: 'Mo',
      email: member.email,
      role: 'member',
    });
    const inviteId = (await owner.call('GET', `/teams/${owner.teamId}/invites`)).body.invites[0].id;
    const accepted = await member.call('POST', `/teams/invites/${inviteId}/accept`, {});
    const token = accepted.body.authToken as string;
    expect((await check(token)).status).toBe(200);
    const list = await owner.call('GET', `/teams/${owner.teamId}/members`);
    const memberId = list.body.members.find((m: { userId: string }) => m.userId === member.userId).memberId;

    expect((await owner.call('DELETE', `/teams/${owner.teamId}/members/${memberId}`)).status).toBe(200);

    expect((await check(token)).status).toBe(401);
    expect((await check(owner.token())).status).toBe(200);
    expect((await api('GET', '/auth/session')).status).toBe(401);
  });
});

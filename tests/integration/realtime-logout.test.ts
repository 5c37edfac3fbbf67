import { REALTIME_PATH, REALTIME_UNAUTHORIZED_CLOSE } from '@outreach/shared/realtime';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, baseUrl, PASSWORD } from '../support/api.ts';
import { newSession } from '../support/outreach.ts';

// The realtime channel (issue #11, spec 1 §4): a WebSocket on the runtime's own port, admitted with
// the access token, over which the server ends a session the moment it revokes it.

function socketUrl(token?: string) {
  const url = new URL(REALTIME_PATH, baseUrl().replace(/^http/, 'ws'));
  if (token !== undefined) url.searchParams.set('token', token);
  return url.toString();
}

/** Opens the channel; resolves once admitted (its $connect recorded it), with its first message. */
async function connect(token: string) {
  const ws = new WebSocket(socketUrl(token));
  const firstMessage = new Promise<unknown>((resolve, reject) => {
    ws.once('message', (data) => resolve(JSON.parse(String(data))));
    ws.once('close', (code) => reject(new Error(`closed with ${code} before a message`)));
  });
  firstMessage.catch(() => {});
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, firstMessage };
}

/** The code and reason a refused socket is closed with. */
function closeOf(url: string) {
  const ws = new WebSocket(url);
  return new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
}

async function signIn(email: string) {
  const res = await api('POST', '/auth/sign-in', { body: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.authToken as string;
}

describe('realtime logout', () => {
  it('a member removed from the team gets a logout message on their open socket', async () => {
    // Prepare: the member joined the owner's team and has the app open.
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
    const { ws, firstMessage } = await connect(accepted.body.authToken);
    const list = await owner.call('GET', `/teams/${owner.teamId}/members`);
    const memberId = list.body.members.find((m: { userId: string }) => m.userId === member.userId).memberId;

    // Act
    expect((await owner.call('DELETE', `/teams/${owner.teamId}/members/${memberId}`)).status).toBe(200);

    // Assess
    expect(await firstMessage).toEqual({ type: 'logout', userId: member.userId });
    ws.close();
  });

  it("a password change logs the user's other sessions out, over their sockets", async () => {
    const s = await newSession({ linkedIn: false });
    const [here, there] = [await signIn(s.email), await signIn(s.email)];
    const { ws, firstMessage } = await connect(there);

    await api('POST', '/users/change-password', {
      token: here,
      body: { currentPassword: PASSWORD, newPassword: 'N3w-password!' },
    });

    expect(await firstMessage).toEqual({ type: 'logout', userId: s.userId });
    ws.close();
  });

  it('refuses a bad, missing or ended token by closing with 4401', async () => {
    const s = await newSession({ linkedIn: false });
    const token = await signIn(s.email);
    await api('POST', '/auth/logout', { token });

    const refused = { code: REALTIME_UNAUTHORIZED_CLOSE, reason: 'Unauthorized' };
    expect(await closeOf(socketUrl('not-a-token'))).toEqual(refused);
    expect(await closeOf(socketUrl())).toEqual(refused);
    expect(await closeOf(socketUrl(token))).toEqual(refused);
  });
});

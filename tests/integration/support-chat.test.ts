import { describe, expect, it } from 'vitest';
import { api, baseUrl, linkFromMail } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session } from '../support/outreach.ts';

// GET /intercom (spec 1 §2, §7): the help chat's signed identity. The local support-chat sandbox checks
// the user_hash the way Intercom's identity verification does.

async function chatSandbox(): Promise<{ url: string; appId: string }> {
  return (await (await fetch(`${baseUrl()}/_local/info`)).json()).sandboxes.supportChat;
}

async function boot(settings: Record<string, unknown>) {
  const { url } = await chatSandbox();
  const res = await fetch(`${url}/api/boot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  return (await res.json()) as { verified?: boolean };
}

async function joinAsMember(o: Session, m: Session) {
  await o.call('POST', `/teams/${o.teamId}/invites`, { name: 'Member', email: m.email, role: 'member' });
  const key = await linkFromMail(m.email, '/team/invite/');
  const id = (await m.call('GET', `/teams/invites/${key}`)).body.id as string;
  const accepted = await m.call('POST', `/teams/invites/${id}/accept`, {});
  expect(accepted.status).toBe(200);
}

describe('the help chat identity', () => {
  it("answers the user's identity, signed so the chat verifies it and refuses a forged one", async () => {
    const s = await newSession({ linkedIn: false });
    const { appId } = await chatSandbox();
    const res = await s.call('GET', '/intercom');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      enabled: true,
      reason: null,
      appId,
      user: { userId: s.userId, email: s.email },
    });
    expect(res.body.widgetUrl).toMatch(new RegExp(`/widget/${appId}$`));
    expect(res.body.user.userHash).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.user.createdAt).toBeLessThan(Date.now() / 1000 + 86400 * 3650);

    const u = res.body.user;
    expect((await boot({ app_id: appId, user_id: u.userId, user_hash: u.userHash })).verified).toBe(true);
    // Another user's id with this hash, or a made-up hash: not verified.
    const other = await newSession({ linkedIn: false });
    expect((await boot({ app_id: appId, user_id: other.userId, user_hash: u.userHash })).verified).toBe(
      false,
    );
    expect((await boot({ app_id: appId, user_id: u.userId, user_hash: '0'.repeat(64) })).verified).toBe(
      false,
    );

    expect((await api('GET', '/intercom')).status).toBe(401);
  });

  it('is off while impersonating, and for the members of an active white label', async () => {
    const [o, m] = await Promise.all([newSession({ linkedIn: false }), newSession({ linkedIn: false })]);
    await joinAsMember(o, m);
    const start = await o.call('POST', '/users/impersonate', {
      teamIdToImpersonate: o.teamId,
      userIdToImpersonate: m.userId,
    });
    expect(start.status).toBe(200);
    const as = await api('GET', '/intercom', { token: start.body.authToken });
    expect(as.body).toMatchObject({ enabled: false, reason: 'impersonating', user: null });

    expect((await m.call('GET', '/intercom')).body.enabled).toBe(true);
    const deps = await domainDeps();
    const now = deps.clock.now();
    await deps.db.entities.whiteLabel
      .upsert({ teamId: o.teamId, status: 'active', activatedAt: now, createdAt: now, updatedAt: now })
      .go();
    expect((await m.call('GET', '/intercom')).body).toMatchObject({ enabled: false, reason: 'white-label' });
    // The owner of the white label is no white-label user: their chat stays on.
    expect((await o.call('GET', '/intercom')).body.enabled).toBe(true);
  });
});

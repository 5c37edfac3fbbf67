import { describe, expect, it } from 'vitest';
import { api, linkFromMail, mailsTo } from '../support/api.ts';
import { completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session, waitFor } from '../support/outreach.ts';

// Verify on the fly (spec 1 §7): the team settings mail members a link when LinkedIn asks for a code
// while nobody watches, or when their account got disconnected; the link's page reconnects without a
// product sign-in. The test plays the bot (no bot process runs in integration).

const INVALID = 'You have entered invalid LinkedIn credentials. Please fix them and try again.';

async function withSettings(s: Session, on: boolean) {
  for (const path of ['/teams/toggle-verify-on-the-fly-status', '/teams/send-disconnected-email']) {
    const r = await s.call('PATCH', path, { enabled: on });
    expect(r.status).toBe(200);
  }
}

async function report(s: Session, state: Record<string, unknown>) {
  const deps = await domainDeps();
  const { reportLoginState } = await import('@outreach/functions/domain/bot/accounts');
  await reportLoginState(deps, { teamId: s.teamId, userId: s.userId }, state as never);
}

const tokenData = (token: string) => api('GET', `/linked-in/verify-on-the-fly/${token}`);

describe('verify on the fly', () => {
  it('a code LinkedIn asks for while nobody watches is mailed; the link takes the code without a sign-in', async () => {
    const s = await newSession();
    await withSettings(s, true);
    const team = await s.call('GET', `/teams/${s.teamId}`);
    expect(team.body).toMatchObject({ isVerifyOnTheFlyEnabled: true, isSendDisconnectedEmailEnabled: true });

    // A login the user started (the connect form shows the code step): no mail.
    await report(s, { status: 'LOGGED_IN_VERIFICATION_EMAIL', browserId: 'attended' });
    await report(s, { status: 'LOGGED_IN' });
    // The bot signs in again on its own and meets the code step: one mail, even when it reports twice.
    await report(s, { status: 'LOGGED_IN_VERIFICATION_EMAIL', browserId: 'b1', unattended: true });
    await report(s, { status: 'LOGGED_IN_VERIFICATION_EMAIL', browserId: 'b1', unattended: true });
    const token = await linkFromMail(s.email, '/li-verification/');
    const mails = (await mailsTo(s.email)).filter(
      (m) => m.subject === 'LinkedIn asks for a verification code',
    );
    expect(mails).toHaveLength(1);

    const data = await tokenData(token);
    expect(data.status).toBe(200);
    expect(data.body).toMatchObject({
      pageTokenStatus: 'verification',
      linkedInEmail: 'li***@sandbox.test',
      whiteLabel: null,
      message: null,
    });
    expect(data.body.verificationCodeExpiresAt).toBeTruthy();
    expect(JSON.stringify(data.body)).not.toContain(s.userId);

    // A code of the wrong shape is refused by the schema, in the spec's words.
    const bad = await api('POST', '/linked-in/verify-on-the-fly/verify-code', {
      body: { token, code: '12' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.message)).toContain('Please make sure you enter a 6 digit code.');

    // The code goes to the browser waiting at the prompt (browserId b1); the bot signs in.
    const deps = await domainDeps();
    const { takeVerificationCode } = await import('@outreach/functions/domain/bot/accounts');
    const acc = { teamId: s.teamId, userId: s.userId };
    const [answer] = await Promise.all([
      api('POST', '/linked-in/verify-on-the-fly/verify-code', { body: { token, code: '123456' } }),
      (async () => {
        const code = await waitFor(() => takeVerificationCode(deps, acc, 'b1'), 20_000, 'the code');
        expect(code).toBe('123456');
        await report(s, { status: 'LOGGED_IN' });
      })(),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.pageTokenStatus).toBe('connected');
    expect((await s.call('GET', '/users/me')).body.isLinkedInLoginValid).toBe(true);
    expect((await tokenData(token)).body.pageTokenStatus).toBe('connected');

    // A link that does not exist: bad_request, and nothing can be done with it.
    expect((await tokenData('nope-nope')).body.pageTokenStatus).toBe('bad_request');
    const forged = await api('POST', '/linked-in/verify-on-the-fly', { body: { token: 'nope-nope' } });
    expect(forged.status).toBe(400);
  });

  it('a disconnected account is mailed; Connect retries the saved credentials, then new ones connect it', async () => {
    const s = await newSession();
    await withSettings(s, true);
    await report(s, { status: 'LOGGED_IN_INVALID', errorCode: 'LOGGED_IN_INVALID' });
    const token = await linkFromMail(s.email, '/li-verification/');
    expect((await mailsTo(s.email)).some((m) => m.subject === 'Your LinkedIn account got disconnected')).toBe(
      true,
    );
    expect((await tokenData(token)).body).toMatchObject({ pageTokenStatus: 'credentials', message: INVALID });

    // Connect: the bot tries the saved credentials again (reason reconnect); LinkedIn refuses them.
    const acc = { teamId: s.teamId, userId: s.userId };
    const [again, login] = await Promise.all([
      api('POST', '/linked-in/verify-on-the-fly', { body: { token } }),
      completeNext(acc, 'login', () => ({ status: 'LOGGED_IN_INVALID', errorCode: 'LOGGED_IN_INVALID' })),
    ]);
    expect(login.payload).toEqual({ reason: 'reconnect' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ pageTokenStatus: 'credentials', message: INVALID });

    // New credentials through the link: stored encrypted, and the bot connects.
    const [connected, fresh] = await Promise.all([
      api('POST', '/linked-in/verify-on-the-fly/login', {
        body: { token, email: 'new-li@sandbox.test', password: 'Sandbox1!', countryCode: 'US' },
      }),
      completeNext(acc, 'login', () => ({ status: 'LOGGED_IN' })),
    ]);
    expect(fresh.payload).toEqual({ reason: 'credentials' });
    expect(connected.status).toBe(200);
    expect(connected.body.pageTokenStatus).toBe('connected');
    expect(JSON.stringify(connected.body)).not.toContain('Sandbox1!');
    expect((await s.call('GET', '/users/me')).body).toMatchObject({
      isLinkedInLoginValid: true,
      linkedInEmail: 'new-li@sandbox.test',
    });
  });

  it('with the settings off nothing is mailed; the test mail reaches the caller with a working link', async () => {
    const s = await newSession();
    await withSettings(s, false);
    await report(s, { status: 'LOGGED_IN_INVALID', errorCode: 'LOGGED_IN_INVALID' });
    await report(s, { status: 'LOGGED_IN_VERIFICATION_EMAIL', browserId: 'b2', unattended: true });
    // The disconnect is still told in the app.
    await waitFor(
      async () =>
        ((await s.call('GET', '/notifications')).body.notifications as { type: string }[]).find(
          (n) => n.type === 'linkedin-disconnected',
        ),
      10_000,
      'the disconnect notification',
    );
    expect((await mailsTo(s.email)).filter((m) => m.subject.includes('LinkedIn'))).toHaveLength(0);

    const test = await s.call('POST', '/linked-in/verify-on-the-fly/test-email');
    expect(test.status).toBe(200);
    expect(test.body).toEqual({ sentTo: s.email });
    const token = await linkFromMail(s.email, '/li-verification/');
    expect((await tokenData(token)).body.pageTokenStatus).toBe('verification');

    const none = await newSession({ linkedIn: false });
    const refused = await none.call('POST', '/linked-in/verify-on-the-fly/test-email');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please connect your LinkedIn account first');
  });
});

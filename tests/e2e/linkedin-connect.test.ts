import { describe, expect, it } from 'vitest';
import { api, sandboxCode, signUp } from '../support/api.ts';
import { botActions } from '../support/bot-role.ts';
import { waitFor } from '../support/outreach.ts';

describe('connecting a LinkedIn account through the cloud bot (spec 1 §4, §7, §8)', () => {
  it('connects an account without a challenge; the API never returns the credentials', async () => {
    const { token } = await signUp();
    const res = await api('PATCH', '/linked-in/update-credentials', {
      token,
      body: { email: 'alex@sandbox.test', password: 'Sandbox1!', countryCode: 'US' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      loginStatus: 'LOGGED_IN',
      email: 'alex@sandbox.test',
      data: { error: null },
    });
    expect(JSON.stringify(res.body)).not.toContain('Sandbox1!');

    const me = await api('GET', '/users/me', { token });
    expect(me.body).toMatchObject({
      isLinkedinActive: true,
      isLinkedInLoginValid: true,
      linkedInEmail: 'alex@sandbox.test',
    });
    expect(JSON.stringify(me.body)).not.toContain('Sandbox1!');

    const check = await api('GET', '/linked-in/check-connection', { token });
    expect(check.body.connected).toBe(true);
    expect(check.body.message).toMatch(/^CONNECTED FINE: Linkedin name is --> \S+/);

    // Country cannot be changed while LinkedIn is active.
    const country = await api('PATCH', '/linked-in/update-credentials', {
      token,
      body: { email: 'alex@sandbox.test', password: 'Sandbox1!', countryCode: 'DE' },
    });
    expect(country.status).toBe(400);

    expect((await api('DELETE', '/linked-in/remove-credentials', { token })).status).toBe(200);
    expect((await api('GET', '/users/me', { token })).body.isLinkedinActive).toBe(false);
    const afterRemove = await api('GET', '/linked-in/check-connection', { token });
    expect(afterRemove.body.message).toBe(
      "NOT Connected. Please try again, if don't work, please say user to connect linkedin credentials again!",
    );
  });

  it('goes through the 6-digit code step: a wrong code is refused, the right one connects', async () => {
    const { token } = await signUp();
    const started = Date.now() - 1000;
    const res = await api('PATCH', '/linked-in/update-credentials', {
      token,
      body: { email: 'casey@sandbox.test', password: 'Sandbox1!', countryCode: 'GB' },
    });
    expect(res.status).toBe(200);
    expect(res.body.loginStatus).toBe('LOGGED_IN_VERIFICATION_EMAIL');
    expect(res.body.browserId).toBeTruthy();
    expect(res.body.isCodeUsable).toBe(true);
    const code = await sandboxCode('casey@sandbox.test', started);

    const badShape = await api('POST', '/linked-in/verify-code', {
      token,
      body: { code: '12345', browserId: res.body.browserId },
    });
    expect(badShape.status).toBe(400);
    expect(badShape.body.message).toContain('Please make sure you enter a 6 digit code.');

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await api('POST', '/linked-in/verify-code', {
      token,
      body: { code: wrong, browserId: res.body.browserId },
    });
    expect(refused.status).toBe(400);

    const info = await api('GET', '/users/me/cloud-bot-info', { token });
    const ok = await api('POST', '/linked-in/verify-code', {
      token,
      body: { code, browserId: info.body.browserId },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.loginStatus).toBe('LOGGED_IN');
    expect((await api('GET', '/users/me', { token })).body.isLinkedInLoginValid).toBe(true);
  });

  it('new credentials during an open code step replace the old attempt, whose browser stops waiting', async () => {
    const { token } = await signUp();
    const first = await api('PATCH', '/linked-in/update-credentials', {
      token,
      body: { email: 'riley@sandbox.test', password: 'Sandbox1!', countryCode: 'US' },
    });
    expect(first.body.loginStatus).toBe('LOGGED_IN_VERIFICATION_EMAIL');
    const second = await api('PATCH', '/linked-in/update-credentials', {
      token,
      body: { email: 'sam@sandbox.test', password: 'Sandbox1!', countryCode: 'US' },
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ loginStatus: 'LOGGED_IN', email: 'sam@sandbox.test' });
    // The abandoned attempt's end does not overwrite the new state: wait until the bot has ended both
    // login actions (the first one stops waiting at its code prompt), then read the state.
    const me = (await api('GET', '/users/me', { token })).body;
    const ended = (a: { status: string }) => a.status !== 'pending' && a.status !== 'running';
    const logins = await waitFor(
      async () => {
        const rows = (await botActions({ teamId: me.lastTeamId, userId: me.id })).filter(
          (a) => a.type === 'login',
        );
        return rows.length === 2 && rows.every(ended) && rows;
      },
      30_000,
      'both login attempts to end',
    );
    expect(logins).toHaveLength(2);
    expect((await api('GET', '/users/me/cloud-bot-info', { token })).body.loginStatus).toBe('LOGGED_IN');
  });

  it('answers wrong LinkedIn credentials with the spec message', async () => {
    const { token } = await signUp();
    const res = await api('PATCH', '/linked-in/update-credentials', {
      token,
      body: { email: 'jordan@sandbox.test', password: 'not-the-password', countryCode: 'US' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'You have entered invalid LinkedIn credentials. Please fix them and try again.',
    );
  });

  it('validates the credentials form with the spec messages', async () => {
    const { token } = await signUp();
    const res = await api('PATCH', '/linked-in/update-credentials', {
      token,
      body: { email: 'nope', password: '', countryCode: 'CN' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Please enter valid email address');
  });
});

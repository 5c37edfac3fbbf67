import getPort from 'get-port';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, signUp, uniqueEmail } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import {
  mailSandbox,
  readSandboxInbox,
  sandboxMailSettings,
  sendToSandbox,
  waitForSandboxMail,
} from '../support/mail.ts';
import { passIdentityProvider } from '../support/oidc.ts';

// The email channel (issue #13): the local mail server and connecting a mailbox with SMTP+IMAP.
const sandboxAddress = (prefix: string) => uniqueEmail(prefix).replace('@example.test', '@acme.test');

describe('local mail server', () => {
  it('/_local/info lists its SMTP and IMAP ports and the sandbox mailboxes', async () => {
    const m = await mailSandbox();
    expect(m.host).toBe('127.0.0.1');
    for (const p of [m.smtp.port, m.smtps.port, m.imap.port, m.imaps.port]) expect(p).toBeGreaterThan(0);
    expect(m.accounts).toContainEqual({ email: 'sales@mail.sandbox.test', password: 'Sandbox1!' });
  });

  it('delivers mail sent over SMTP into the recipient mailbox, read over IMAP', async () => {
    // Prepare
    const to = sandboxAddress('inbox');
    // Act
    const sent = await sendToSandbox({ from: 'someone@acme.test', to, subject: 'Over the wire', text: 'Hi' });
    // Assess
    const [got] = await readSandboxInbox(to);
    expect(got.subject).toBe('Over the wire');
    expect(got.messageId).toBe(sent.messageId);
  });
});

describe('connecting a mailbox with SMTP+IMAP', () => {
  it('tests the servers on save, keeps the passwords encrypted and never returns them, then disconnects', async () => {
    // Prepare
    const { token } = await signUp();
    const settings = await sandboxMailSettings();
    // Act
    const saved = await api('PUT', '/users/me/mail-settings', { token, body: settings });
    // Assess
    expect(saved.status).toBe(200);
    expect(saved.body.isConnected).toBe(true);
    expect(JSON.stringify(saved.body)).not.toContain('Sandbox1!');
    const read = await api('GET', '/users/me/mail-settings', { token });
    expect(read.body.smtpSettings).toEqual({
      replyToEmail: 'sales@mail.sandbox.test',
      senderName: 'Sales Team',
      smtpServer: '127.0.0.1',
      username: 'sales@mail.sandbox.test',
      port: Number(settings.smtpSettings.port),
      isTlsEnabled: false,
    });
    expect(read.body.imapSettings).not.toHaveProperty('password');
    expect((await api('GET', '/users/me', { token })).body.isEmailActive).toBe(true);
    const account = await api('GET', '/users/email', { token });
    expect(account.body).toMatchObject({ smtpConnected: true, email: 'sales@mail.sandbox.test' });
    // At rest: the stored row holds ciphertext only.
    const deps = await domainDeps();
    const me = (await api('GET', '/users/me', { token })).body;
    const row = (await deps.db.entities.mailbox.get({ teamId: me.lastTeamId, userId: me.id }).go()).data;
    expect(JSON.stringify(row)).not.toContain('Sandbox1!');
    // Disconnect
    const gone = await api('DELETE', '/users/me/mail-settings', { token });
    expect(gone.status).toBe(200);
    expect((await api('GET', '/users/me/mail-settings', { token })).body.isConnected).toBe(false);
    expect((await api('GET', '/users/me', { token })).body.isEmailActive).toBe(false);
  });

  it('answers a wrong password with a clear 400 and stores nothing', async () => {
    const { token } = await signUp();
    const settings = await sandboxMailSettings('sales@mail.sandbox.test', 'not-the-password');
    const res = await api('PUT', '/users/me/mail-settings', { token, body: settings });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(
      /SMTP login failed for sales@mail\.sandbox\.test: wrong user name or password/,
    );
    expect((await api('GET', '/users/me/mail-settings', { token })).body.isConnected).toBe(false);
  });

  it('answers an unreachable server with a clear 400', async () => {
    const { token } = await signUp();
    const settings = await sandboxMailSettings();
    const closed = await getPort();
    settings.smtpSettings.port = String(closed);
    const res = await api('POST', '/smtp-settings/test', { token, body: settings });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `Could not connect to the SMTP server at 127.0.0.1:${closed}: the connection was refused`,
    );
  });

  it('answers a TLS mismatch either way with a clear 400', async () => {
    const { token } = await signUp();
    const m = await mailSandbox();
    // TLS on against the plain port.
    const tlsOnPlain = await sandboxMailSettings();
    tlsOnPlain.smtpSettings.isTlsEnabled = true;
    const a = await api('POST', '/smtp-settings/test', { token, body: tlsOnPlain });
    expect(a.status).toBe(400);
    expect(a.body.message).toMatch(/^TLS mismatch: the SMTP server at 127\.0\.0\.1:\d+ does not speak TLS/);
    // TLS off against the implicit-TLS port.
    const plainOnTls = await sandboxMailSettings();
    plainOnTls.imapSettings.port = String(m.imaps.port);
    const b = await api('POST', '/smtp-settings/test', { token, body: plainOnTls });
    expect(b.status).toBe(400);
    expect(b.body.message).toMatch(/IMAP server at 127\.0\.0\.1:\d+ .*turn TLS on/i);
  });

  it('connects over implicit TLS on the sandbox TLS ports', async () => {
    const { token } = await signUp();
    const m = await mailSandbox();
    const s = await sandboxMailSettings();
    Object.assign(s.smtpSettings, { port: String(m.smtps.port), isTlsEnabled: true });
    Object.assign(s.imapSettings, { port: String(m.imaps.port), isTlsEnabled: true });
    const res = await api('POST', '/smtp-settings/test', { token, body: s });
    expect(res.status).toBe(200);
  });

  it('sends a test email through the SMTP settings into the recipient mailbox', async () => {
    const { token } = await signUp();
    const receiverEmail = sandboxAddress('test-email');
    const res = await api('POST', '/users/integrations/test-email', {
      token,
      body: { receiverEmail, ...(await sandboxMailSettings()) },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('We sent test email to your inbox.');
    const got = await waitForSandboxMail(receiverEmail, (x) => x.subject === 'Test email');
    expect(got.from?.value[0]).toMatchObject({ address: 'sales@mail.sandbox.test', name: 'Sales Team' });
  });

  it('validates the forms with the spec messages', async () => {
    const { token } = await signUp();
    const s = await sandboxMailSettings();
    s.imapSettings.username = 'other@mail.sandbox.test';
    const res = await api('PUT', '/users/me/mail-settings', { token, body: s });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('IMAP username should match SMTP username');
    const same = await api('POST', '/users/integrations/test-email', {
      token,
      body: { receiverEmail: 'SALES@mail.sandbox.test', ...(await sandboxMailSettings()) },
    });
    expect(same.body.message).toContain('Email should be different from the email typed for SMTP Username');
  });
});

describe('connecting Gmail and Outlook through OAuth (local providers that own sandbox mailboxes)', () => {
  async function connect(token: string, provider: 'gmail' | 'outlook', login: string) {
    const start = provider === 'gmail' ? '/gmail/code-url' : '/microsoft/outlook/code-url';
    const res = await api('GET', `${start}?state=${provider}`, { token });
    expect(res.status).toBe(200);
    const back = await passIdentityProvider(res.body.url, login);
    expect(back.pathname).toBe('/integrations');
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    expect(state.endsWith(`.${provider}`)).toBe(true);
    return provider === 'gmail'
      ? api('POST', '/gmail/sign-in', { token, body: { authorizationCode: code, state } })
      : api('POST', '/microsoft/outlook/sign-in', { token, body: { code, state } });
  }

  it('connects Gmail, lists its alias, and shows it broken with a notification once the user revokes access', async () => {
    // Prepare
    const { token } = await signUp();
    const address = sandboxAddress('gmail-box');
    // Act
    const signed = await connect(token, 'gmail', address);
    // Assess
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({ success: true, email: address });
    expect((await api('GET', '/users/email', { token })).body).toMatchObject({
      gmailEnabled: true,
      provider: 'gmail',
      email: address,
    });
    expect((await api('GET', '/users/me', { token })).body.isEmailActive).toBe(true);
    const aliases = await api('GET', '/gmail/aliases', { token });
    expect(aliases.body).toEqual([expect.objectContaining({ sendAsEmail: address, isDefault: true })]);
    // The user removes our access in their Google account.
    const m = (await (await fetch(`${baseUrl()}/_local/info`)).json()).sandboxes.mail;
    await fetch(`${m.gmail.url}/sandbox/revoke-access`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address }),
    });
    const refused = await api('GET', '/gmail/aliases', { token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Access to this Gmail account was revoked. Please disconnect and reconnect it.',
    );
    expect((await api('GET', '/users/email', { token })).body).toMatchObject({
      gmailEnabled: false,
      status: 'broken',
    });
    expect((await api('GET', '/users/me', { token })).body.isEmailActive).toBe(false);
    const notes = await api('GET', '/notifications?page=1&perPage=50', { token });
    expect(notes.body.notifications.map((n: { type: string }) => n.type)).toContain('email-disconnected');
    // Disconnect and connect again.
    expect((await api('DELETE', '/gmail', { token })).status).toBe(200);
    expect((await api('GET', '/users/email', { token })).body.provider).toBeNull();
  });

  it('connects Outlook and disconnects it', async () => {
    const { token } = await signUp();
    const address = sandboxAddress('outlook-box');
    const signed = await connect(token, 'outlook', address);
    expect(signed.status).toBe(200);
    expect((await api('GET', '/users/email', { token })).body).toMatchObject({
      outlookEnabled: true,
      outlookError: false,
      email: address,
    });
    expect((await api('DELETE', '/microsoft/outlook', { token })).status).toBe(200);
    expect((await api('GET', '/users/email', { token })).body.outlookEnabled).toBe(false);
  });

  it('refuses a code whose flow another user started, and a replayed state', async () => {
    const a = await signUp();
    const b = await signUp();
    const res = await api('GET', '/gmail/code-url?state=gmail', { token: a.token });
    const back = await passIdentityProvider(res.body.url, sandboxAddress('stolen'));
    const body = { authorizationCode: back.searchParams.get('code'), state: back.searchParams.get('state') };
    const other = await api('POST', '/gmail/sign-in', { token: b.token, body });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('The connection with this provider failed. Please try again.');
    // The state was spent by that attempt: the rightful user cannot replay it either.
    expect((await api('POST', '/gmail/sign-in', { token: a.token, body })).status).toBe(400);
  });
});

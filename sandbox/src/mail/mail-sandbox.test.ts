import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_SANDBOX_PASSWORD, type MailSandbox, startMailSandbox } from './server.ts';

// The mail sandbox speaks real SMTP and IMAP: nodemailer sends, imapflow reads.
let dir: string;
let sandbox: MailSandbox;
const ports = async () => ({
  smtp: await getPort(),
  smtps: await getPort(),
  imap: await getPort(),
  imaps: await getPort(),
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mail-sandbox-'));
  sandbox = await startMailSandbox({ dataDir: dir, ports: await ports() });
});
afterAll(async () => {
  await sandbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const imapOf = (user: string, password = MAIL_SANDBOX_PASSWORD, secure = false) =>
  new ImapFlow({
    host: '127.0.0.1',
    port: secure ? sandbox.imapsPort : sandbox.imapPort,
    secure,
    doSTARTTLS: false,
    auth: { user, pass: password },
    logger: false,
    tls: { rejectUnauthorized: false },
  });

async function inbox(user: string, secure = false) {
  const client = imapOf(user, MAIL_SANDBOX_PASSWORD, secure);
  await client.connect();
  const lock = await client.getMailboxLock('INBOX');
  try {
    const out: { uid: number; source: Buffer }[] = [];
    for await (const m of client.fetch('1:*', { uid: true, source: true })) {
      out.push({ uid: m.uid, source: m.source as Buffer });
    }
    return out;
  } finally {
    lock.release();
    await client.logout();
  }
}

describe('mail sandbox', () => {
  it('delivers a message sent over SMTP (AUTH, STARTTLS off) into the recipient mailbox, read over IMAP', async () => {
    // Prepare
    const smtp = createTransport({
      host: '127.0.0.1',
      port: sandbox.smtpPort,
      secure: false,
      ignoreTLS: true,
      auth: { user: 'sales@mail.sandbox.test', pass: MAIL_SANDBOX_PASSWORD },
    });
    // Act
    const sent = await smtp.sendMail({
      from: 'Sales <sales@mail.sandbox.test>',
      to: 'someone@acme.test',
      subject: 'Hello over SMTP',
      text: 'First line',
    });
    // Assess
    const msgs = await inbox('someone@acme.test');
    expect(msgs).toHaveLength(1);
    const parsed = await simpleParser(msgs[0].source);
    expect(parsed.subject).toBe('Hello over SMTP');
    expect(parsed.messageId).toBe(sent.messageId);
    expect(parsed.text?.trim()).toBe('First line');
  });

  it('speaks implicit TLS on its SMTPS and IMAPS ports', async () => {
    const smtps = createTransport({
      host: '127.0.0.1',
      port: sandbox.smtpsPort,
      secure: true,
      auth: { user: 'founder@mail.sandbox.test', pass: MAIL_SANDBOX_PASSWORD },
      tls: { rejectUnauthorized: false },
    });
    await smtps.sendMail({
      from: 'founder@mail.sandbox.test',
      to: 'tls@acme.test',
      subject: 'Over TLS',
      text: 'x',
    });
    const msgs = await inbox('tls@acme.test', true);
    expect(msgs.map((m) => m.source.toString())).toEqual([expect.stringContaining('Subject: Over TLS')]);
  });

  it('refuses a wrong password on SMTP (535) and on IMAP', async () => {
    const smtp = createTransport({
      host: '127.0.0.1',
      port: sandbox.smtpPort,
      ignoreTLS: true,
      auth: { user: 'sales@mail.sandbox.test', pass: 'wrong' },
    });
    await expect(smtp.verify()).rejects.toMatchObject({ code: 'EAUTH', responseCode: 535 });
    await expect(imapOf('sales@mail.sandbox.test', 'wrong').connect()).rejects.toMatchObject({
      authenticationFailed: true,
    });
  });

  it('answers mail to a missing address with an RFC 3464 DSN in the sender mailbox', async () => {
    const smtp = createTransport({ host: '127.0.0.1', port: sandbox.smtpPort, ignoreTLS: true });
    const sent = await smtp.sendMail({
      from: 'bouncer@acme.test',
      to: 'ghost@nowhere.sandbox.test',
      subject: 'Will bounce',
      text: 'x',
    });
    const [dsn] = await inbox('bouncer@acme.test');
    const raw = dsn.source.toString();
    expect(raw).toMatch(/Content-Type: multipart\/report;\s*report-type=delivery-status/i);
    expect(raw).toContain('Status: 5.1.1');
    expect(raw).toContain('Final-Recipient: rfc822; ghost@nowhere.sandbox.test');
    expect(raw).toContain(sent.messageId);
  });

  it('keeps mail across a restart', async () => {
    const smtp = createTransport({ host: '127.0.0.1', port: sandbox.smtpPort, ignoreTLS: true });
    await smtp.sendMail({ from: 'a@acme.test', to: 'keeper@acme.test', subject: 'Kept', text: 'x' });
    await sandbox.stop();
    sandbox = await startMailSandbox({ dataDir: dir, ports: await ports() });
    const msgs = await inbox('keeper@acme.test');
    expect(msgs.map((m) => m.uid)).toEqual([1]);
    expect(msgs[0].source.toString()).toContain('Subject: Kept');
  });
});

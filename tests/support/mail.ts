import { ImapFlow } from 'imapflow';
import { type ParsedMail, simpleParser } from 'mailparser';
import { createTransport } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { baseUrl } from './api.ts';

export interface MailSandboxInfo {
  host: string;
  smtp: { port: number };
  smtps: { port: number };
  imap: { port: number };
  imaps: { port: number };
  accounts: { email: string; password: string }[];
}

/** The runtime's mail sandbox, as /_local/info lists it. */
export async function mailSandbox(): Promise<MailSandboxInfo> {
  const info = await (await fetch(`${baseUrl()}/_local/info`)).json();
  return info.sandboxes.mail as MailSandboxInfo;
}

/** The SMTP+IMAP settings of a sandbox mailbox, as the Integrations form sends them (plain ports). */
export async function sandboxMailSettings(email = 'sales@mail.sandbox.test', password = 'Sandbox1!') {
  const m = await mailSandbox();
  return {
    smtpSettings: {
      replyToEmail: email,
      senderName: 'Sales Team',
      smtpServer: m.host,
      username: email,
      password,
      port: String(m.smtp.port),
      isTlsEnabled: false,
    },
    imapSettings: {
      imapServer: m.host,
      username: email,
      password,
      port: String(m.imap.port),
      isTlsEnabled: false,
    },
  };
}

/** Sends a message into the sandbox over SMTP (no AUTH: the sandbox takes mail for any address). */
export async function sendToSandbox(message: Mail.Options) {
  const m = await mailSandbox();
  return createTransport({ host: m.host, port: m.smtp.port, secure: false, ignoreTLS: true }).sendMail(
    message,
  );
}

/** Every message of a sandbox mailbox's INBOX, parsed, read over IMAP. */
export async function readSandboxInbox(email: string, password = 'Sandbox1!'): Promise<ParsedMail[]> {
  const m = await mailSandbox();
  const client = new ImapFlow({
    host: m.host,
    port: m.imap.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: email, pass: password },
    logger: false,
  });
  await client.connect();
  const lock = await client.getMailboxLock('INBOX');
  const raws: Buffer[] = [];
  try {
    if (client.mailbox && client.mailbox.exists > 0) {
      for await (const msg of client.fetch('1:*', { source: true })) if (msg.source) raws.push(msg.source);
    }
  } finally {
    lock.release();
    await client.logout();
  }
  return Promise.all(raws.map((r) => simpleParser(r)));
}

/** Waits until a sandbox mailbox holds a message matching `match` (data, not time). */
export async function waitForSandboxMail(
  email: string,
  match: (m: ParsedMail) => boolean,
  tries = 100,
): Promise<ParsedMail> {
  for (let i = 0; i < tries; i++) {
    const found = (await readSandboxInbox(email).catch(() => [])).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no matching mail in ${email}`);
}

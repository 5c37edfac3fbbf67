import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { buildBounce } from './dsn.ts';
import type { Mailboxes } from './mailboxes.ts';

/** Addresses at this domain do not exist: the sandbox answers a message to them with a DSN. */
export const BOUNCE_DOMAIN = 'nowhere.sandbox.test';
/** Mailboxes at this domain are away: they keep the message and answer with an auto-reply. */
export const AWAY_DOMAIN = 'away.sandbox.test';

const domainOf = (address: string) => address.split('@')[1]?.toLowerCase() ?? '';

/**
 * What the sandbox does with one accepted message: every recipient's mailbox gets it, except that
 * an address at `BOUNCE_DOMAIN` sends a DSN back to the sender and one at `AWAY_DOMAIN` also
 * answers with an out-of-office auto-reply (RFC 3834 `Auto-Submitted: auto-replied`).
 */
export async function deliverMessage(
  mailboxes: Mailboxes,
  mta: string,
  envelope: { from: string; to: string[] },
  raw: Buffer,
  now: () => Date,
) {
  const at = now();
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true });
  const headerEnd = raw.indexOf('\r\n\r\n');
  const originalHeaders = (headerEnd >= 0 ? raw.subarray(0, headerEnd) : raw).toString('utf8');
  for (const rcpt of envelope.to) {
    const domain = domainOf(rcpt);
    if (domain === BOUNCE_DOMAIN) {
      if (!envelope.from) continue; // never bounce a bounce (null sender)
      const dsn = await buildBounce({
        mta,
        sender: envelope.from,
        recipient: rcpt,
        originalHeaders,
        arrivedAt: at,
        messageId: `<${randomUUID()}@${mta}>`,
      });
      mailboxes.deliver(envelope.from, dsn, at);
      continue;
    }
    mailboxes.deliver(rcpt, Buffer.concat([Buffer.from(`Return-Path: <${envelope.from}>\r\n`), raw]), at);
    if (domain === AWAY_DOMAIN && envelope.from && !parsed.headers.get('auto-submitted')) {
      const reply = await new MailComposer({
        from: rcpt,
        to: envelope.from,
        subject: `Automatic reply: ${parsed.subject ?? ''}`,
        text: 'I am out of the office and will answer when I am back.',
        inReplyTo: parsed.messageId,
        references: parsed.messageId ? [parsed.messageId] : undefined,
        date: at,
        messageId: `<${randomUUID()}@${AWAY_DOMAIN}>`,
        headers: { 'Auto-Submitted': 'auto-replied', 'X-Autoreply': 'yes' },
      })
        .compile()
        .build();
      mailboxes.deliver(envelope.from, reply, at);
    }
  }
}

/**
 * The sandbox's SMTP server (smtp-server): takes mail for any address (the sandbox is the whole mail
 * world) and delivers it into the mailboxes. AUTH (PLAIN/LOGIN) is checked against the mailbox
 * passwords when a client offers it; `secure`: implicit TLS (an SMTPS port), otherwise plain with
 * STARTTLS on offer. Both use smtp-server's bundled self-signed certificate.
 */
export async function startSmtpServer(
  mailboxes: Mailboxes,
  opts: {
    host: string;
    port: number;
    secure: boolean;
    mta: string;
    now: () => Date;
    validateToken?: (user: string, token: string) => Promise<boolean>;
  },
): Promise<SMTPServer> {
  const options: SMTPServerOptions = {
    secure: opts.secure,
    name: opts.mta,
    banner: 'Outreach mail sandbox',
    authOptional: true,
    allowInsecureAuth: true,
    size: 25 * 1024 * 1024,
    logger: false,
    closeTimeout: 500,
    authMethods: ['PLAIN', 'LOGIN', 'XOAUTH2'],
    onAuth(auth, _session, cb) {
      if (auth.method === 'XOAUTH2') {
        const validate = opts.validateToken ?? (async () => false);
        validate(auth.username ?? '', auth.accessToken ?? '').then(
          (ok) =>
            ok ? cb(null, { user: auth.username }) : cb(null, { data: { status: '401', schemes: 'bearer' } }),
          (e: Error) => cb(e),
        );
        return;
      }
      if (mailboxes.checkPassword(auth.username ?? '', auth.password ?? '')) {
        return cb(null, { user: auth.username });
      }
      const err = new Error('Authentication credentials invalid') as Error & { responseCode: number };
      err.responseCode = 535;
      return cb(err);
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        deliverMessage(mailboxes, opts.mta, envelope, Buffer.concat(chunks), opts.now).then(
          () => cb(),
          (e: Error) => cb(e),
        );
      });
    },
  };
  const server = new SMTPServer(options);
  server.on('error', () => {}); // a client dropping mid-session is not the sandbox's failure
  await new Promise<void>((r) => server.listen(opts.port, opts.host, () => r()));
  return server;
}

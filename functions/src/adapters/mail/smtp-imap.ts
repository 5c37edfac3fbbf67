import { ImapFlow } from 'imapflow';
import { createTransport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import {
  MailConnectionError,
  type MailProtocols,
  type MailServerLogin,
  type OutgoingEmail,
} from '../../ports/mail-protocols.ts';

/** Ports where TLS means STARTTLS (the connection starts in plain text); elsewhere it is implicit TLS. */
const STARTTLS_PORTS = new Set([25, 143, 587, 2525]);
/** How long a server may take to connect and greet: a TLS port spoken to in plain text never greets. */
const TIMEOUT_MS = 5_000;

const where = (l: MailServerLogin) => `${l.host}:${l.port}`;

const TLS_NOISE =
  /wrong version number|ssl|tls|certificate|handshake|packet length too long|unknown protocol|EPROTO/i;

/** Turns a nodemailer or imapflow failure into the user's explanation. */
export function classifyMailError(
  protocol: 'smtp' | 'imap',
  login: MailServerLogin,
  err: unknown,
): MailConnectionError {
  const e = err as {
    code?: string;
    message?: string;
    response?: string;
    responseText?: string;
    authenticationFailed?: boolean;
    serverResponseCode?: string;
  };
  const name = protocol.toUpperCase();
  const text = `${e.code ?? ''} ${e.message ?? ''}`;
  const server = (e.response ?? e.responseText ?? '').trim();
  if (e.code === 'EAUTH' || e.authenticationFailed || e.serverResponseCode === 'AUTHENTICATIONFAILED') {
    return new MailConnectionError(
      'auth',
      protocol,
      `${name} login failed for ${login.username}: wrong user name or password${server ? ` (${server})` : ''}`,
    );
  }
  if (/ENOTFOUND|EAI_AGAIN|EDNS/.test(text)) {
    return new MailConnectionError('unreachable', protocol, `${name} server ${login.host} was not found`);
  }
  if (/ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|ECONNRESET/.test(text) && !TLS_NOISE.test(e.message ?? '')) {
    return new MailConnectionError(
      'unreachable',
      protocol,
      `Could not connect to the ${name} server at ${where(login)}: the connection was refused`,
    );
  }
  if (TLS_NOISE.test(text) || e.code === 'ETLS') {
    return new MailConnectionError(
      'tls',
      protocol,
      login.tls
        ? `TLS mismatch: the ${name} server at ${where(login)} does not speak TLS on this port. Turn TLS off or use its TLS port`
        : `TLS mismatch: the ${name} server at ${where(login)} refused the plain connection. Turn TLS on`,
    );
  }
  if (/ETIMEDOUT|timeout|Greeting never received|GREETING/i.test(text)) {
    return new MailConnectionError(
      login.tls ? 'unreachable' : 'tls',
      protocol,
      login.tls
        ? `The ${name} server at ${where(login)} did not answer in time`
        : `The ${name} server at ${where(login)} did not answer in time: if this port expects TLS, turn TLS on`,
    );
  }
  return new MailConnectionError('other', protocol, `${name} error: ${server || e.message || 'unknown'}`);
}

/**
 * nodemailer (SMTP) and imapflow (IMAP) behind the MailProtocols port. `allowSelfSigned` is for
 * the local mail sandbox only: it accepts self-signed certificates.
 */
export function smtpImapProtocols(opts: { allowSelfSigned: boolean }): MailProtocols {
  const tlsOptions = opts.allowSelfSigned ? { rejectUnauthorized: false } : {};

  const transport = (l: MailServerLogin) => {
    const starttls = STARTTLS_PORTS.has(l.port);
    const options: SMTPTransport.Options = {
      host: l.host,
      port: l.port,
      secure: l.tls && !starttls,
      requireTLS: l.tls && starttls,
      ignoreTLS: !l.tls,
      auth: l.accessToken
        ? { type: 'OAuth2', user: l.username, accessToken: l.accessToken }
        : { user: l.username, pass: l.password },
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: 30_000,
      tls: tlsOptions,
    };
    return createTransport(options);
  };

  const imap = (l: MailServerLogin) => {
    const starttls = STARTTLS_PORTS.has(l.port);
    const client = new ImapFlow({
      host: l.host,
      port: l.port,
      secure: l.tls && !starttls,
      doSTARTTLS: l.tls && starttls ? true : l.tls ? undefined : false,
      auth: l.accessToken
        ? { user: l.username, accessToken: l.accessToken }
        : { user: l.username, pass: l.password },
      logger: false,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: 30_000,
      tls: tlsOptions,
      disableAutoIdle: true,
    });
    // imapflow emits socket errors as events as well as rejecting: the rejection is what we answer.
    client.on('error', () => {});
    return client;
  };

  return {
    async verifySmtp(l) {
      const t = transport(l);
      try {
        await t.verify();
      } catch (err) {
        throw classifyMailError('smtp', l, err);
      } finally {
        t.close();
      }
    },
    async verifyImap(l) {
      const client = imap(l);
      try {
        await client.connect();
        await client.logout();
      } catch (err) {
        client.close();
        throw classifyMailError('imap', l, err);
      }
    },
    async send(l, m: OutgoingEmail) {
      const t = transport(l);
      try {
        const info = await t.sendMail({
          from: { name: m.from.name, address: m.from.address },
          replyTo: m.replyTo,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          messageId: m.messageId,
          inReplyTo: m.inReplyTo,
          references: m.references,
          headers: m.headers,
          attachments: m.attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content),
            ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
          })),
        });
        return {
          messageId: info.messageId,
          accepted: info.accepted.map(String),
          rejected: info.rejected.map(String),
        };
      } catch (err) {
        const e = err as { responseCode?: number; response?: string };
        if (e.responseCode && e.responseCode >= 500 && e.responseCode !== 535) {
          throw new MailConnectionError(
            'rejected',
            'smtp',
            e.response ?? 'The SMTP server refused the message',
          );
        }
        throw classifyMailError('smtp', l, err);
      } finally {
        t.close();
      }
    },
    async fetchInbox(l, afterUid, limit) {
      const client = imap(l);
      try {
        await client.connect();
      } catch (err) {
        client.close();
        throw classifyMailError('imap', l, err);
      }
      try {
        const box = await client.mailboxOpen('INBOX', { readOnly: true });
        const uidValidity = Number(box.uidValidity);
        const messages: { uid: number; raw: Buffer }[] = [];
        if (box.exists > 0) {
          for await (const m of client.fetch(
            `${afterUid + 1}:*`,
            { uid: true, source: true },
            { uid: true },
          )) {
            // `n:*` always includes the highest message, even when its UID is below n.
            if (m.uid > afterUid && m.source) messages.push({ uid: m.uid, raw: m.source });
            if (messages.length >= limit) break;
          }
        }
        await client.logout();
        return { uidValidity, messages };
      } catch (err) {
        client.close();
        throw classifyMailError('imap', l, err);
      }
    },
  };
}

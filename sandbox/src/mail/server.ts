import { join } from 'node:path';
import { startImapServer } from './imap.ts';
import { Mailboxes } from './mailboxes.ts';
import { type MailOAuthProvider, startMailOAuthProvider } from './oauth.ts';
import { AWAY_DOMAIN, BOUNCE_DOMAIN, startSmtpServer } from './smtp.ts';

/** The sandbox's own mail domain and the password of every sandbox mailbox. */
export const MAIL_SANDBOX_DOMAIN = 'mail.sandbox.test';
export const MAIL_SANDBOX_PASSWORD = 'Sandbox1!';
/** Mailboxes that exist from the start (any other address gets one on its first mail). */
export const MAIL_SANDBOX_ACCOUNTS = [`sales@${MAIL_SANDBOX_DOMAIN}`, `founder@${MAIL_SANDBOX_DOMAIN}`];

export interface MailSandbox {
  host: string;
  smtpPort: number;
  smtpsPort: number;
  imapPort: number;
  imapsPort: number;
  accounts: { email: string; password: string }[];
  mailboxes: Mailboxes;
  /** The Gmail- and Outlook-like OAuth providers, when asked for. */
  oauth: Partial<Record<'gmail' | 'outlook', MailOAuthProvider>>;
  /** What /_local/info shows: ports, TLS per port, accounts and the special domains. */
  info(): Record<string, unknown>;
  stop(): Promise<void>;
}

/**
 * A real local mail server for the sandbox: SMTP (smtp-server) and IMAP (hoodiecrow-imap), each on a
 * plain port and an implicit-TLS port, over mailboxes saved under `dataDir`. Mail sent over SMTP to
 * any address lands in that address's mailbox, readable over IMAP with the address as user name.
 */
export async function startMailSandbox(opts: {
  dataDir: string;
  host?: string;
  ports: { smtp: number; smtps: number; imap: number; imaps: number };
  now?: () => Date;
  /** Gmail- and Outlook-like OAuth providers owning sandbox mailboxes (XOAUTH2 over SMTP and IMAP). */
  oauth?: Partial<Record<'gmail' | 'outlook', { port: number; redirectUri: string }>>;
}): Promise<MailSandbox> {
  const host = opts.host ?? '127.0.0.1';
  const now = opts.now ?? (() => new Date());
  const mailboxes = new Mailboxes(join(opts.dataDir, 'mailboxes'), MAIL_SANDBOX_PASSWORD);
  for (const a of MAIL_SANDBOX_ACCOUNTS) mailboxes.ensure(a);
  const mta = MAIL_SANDBOX_DOMAIN;
  const providers = await Promise.all(
    (['gmail', 'outlook'] as const)
      .filter((label) => opts.oauth?.[label])
      .map((label) => startMailOAuthProvider({ label, mailboxes, ...opts.oauth![label]! })),
  );
  const validateToken = async (user: string, token: string) => {
    for (const p of providers) if (await p.validateAccessToken(user, token)) return true;
    return false;
  };
  const [smtp, smtps, imap, imaps] = await Promise.all([
    startSmtpServer(mailboxes, { host, port: opts.ports.smtp, secure: false, mta, now, validateToken }),
    startSmtpServer(mailboxes, { host, port: opts.ports.smtps, secure: true, mta, now, validateToken }),
    startImapServer(mailboxes, host, opts.ports.imap, false, validateToken),
    startImapServer(mailboxes, host, opts.ports.imaps, true, validateToken),
  ]);
  const accounts = MAIL_SANDBOX_ACCOUNTS.map((email) => ({ email, password: MAIL_SANDBOX_PASSWORD }));
  return {
    host,
    smtpPort: opts.ports.smtp,
    smtpsPort: opts.ports.smtps,
    imapPort: opts.ports.imap,
    imapsPort: opts.ports.imaps,
    accounts,
    mailboxes,
    oauth: Object.fromEntries(providers.map((p) => [p.label, p])),
    info: () => ({
      host,
      smtp: { port: opts.ports.smtp, tls: false, note: 'plain, STARTTLS offered' },
      smtps: { port: opts.ports.smtps, tls: true, note: 'implicit TLS (self-signed certificate)' },
      imap: { port: opts.ports.imap, tls: false },
      imaps: { port: opts.ports.imaps, tls: true, note: 'implicit TLS (self-signed certificate)' },
      accounts,
      ...Object.fromEntries(
        providers.map((p) => [
          p.label,
          {
            url: p.url,
            note: 'any address as login, any password; POST /sandbox/revoke-access {email} revokes',
          },
        ]),
      ),
      note: `user name = the address; any address gets a mailbox on its first mail (password ${MAIL_SANDBOX_PASSWORD}); mail to @${BOUNCE_DOMAIN} bounces with a DSN, mail to @${AWAY_DOMAIN} gets an auto-reply`,
    }),
    async stop() {
      await Promise.all([
        new Promise<void>((r) => smtp.close(() => r())),
        new Promise<void>((r) => smtps.close(() => r())),
        imap.close(),
        imaps.close(),
        ...providers.map((p) => p.stop()),
      ]);
      mailboxes.flush();
    },
  };
}

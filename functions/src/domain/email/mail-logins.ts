import { AppError } from '@outreach/shared/errors';
import type { TImapSettings, TSmtpSettings } from '@outreach/shared/schemas/integrations';
import { MailConnectionError, type MailServerLogin } from '../../ports/mail-protocols.ts';

export const smtpLogin = (s: TSmtpSettings): MailServerLogin => ({
  host: s.smtpServer,
  port: s.port,
  tls: s.isTlsEnabled,
  username: s.username,
  password: s.password,
});

export const imapLogin = (s: TImapSettings): MailServerLogin => ({
  host: s.imapServer,
  port: s.port,
  tls: s.isTlsEnabled,
  username: s.username,
  password: s.password,
});

/** A mail server's refusal as the user's 400 (the message names the cause); anything else rethrown. */
export function asBadRequest(err: unknown): never {
  if (err instanceof MailConnectionError) throw new AppError('BAD_REQUEST', err.message);
  throw err;
}

/** Secrets context of a mailbox's passwords or tokens. */
export const mailboxSecretContext = (teamId: string, userId: string) => ({
  teamId,
  userId,
  purpose: 'mailbox-credentials',
});

/** Mail-server checks start outbound connections: 20 per user per 15 minutes. */
export const mailCheckRules = (userId: string) => [
  { key: `mail:check:user:${userId}`, limit: 20, windowSeconds: 900 },
];

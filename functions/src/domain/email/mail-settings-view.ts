import { MailboxEntity } from '../../data/entities/mailbox.ts';
import type { Deps } from '../../ports/deps.ts';

export interface MailboxKey {
  teamId: string;
  userId: string;
}

export async function getMailbox(_deps: Deps, key: MailboxKey) {
  return (await MailboxEntity.get(key).go()).data;
}

type MailboxRow = NonNullable<Awaited<ReturnType<typeof getMailbox>>>;

/** GET /users/me/mail-settings: the SMTP+IMAP settings without their passwords. */
export function mailSettingsView(m: MailboxRow | null) {
  if (m?.provider !== 'smtp') return { isConnected: false, smtpSettings: null, imapSettings: null };
  const smtp = m.smtp as { smtpServer: string; port: number; username: string; isTlsEnabled: boolean };
  const imap = m.imap as { imapServer: string; port: number; username: string; isTlsEnabled: boolean };
  return {
    isConnected: m.status === 'connected',
    status: m.status,
    errorMessage: m.errorMessage ?? null,
    smtpSettings: {
      replyToEmail: m.replyToEmail ?? m.email,
      senderName: m.senderName ?? '',
      smtpServer: smtp.smtpServer,
      username: smtp.username,
      port: smtp.port,
      isTlsEnabled: smtp.isTlsEnabled,
    },
    imapSettings: {
      imapServer: imap.imapServer,
      username: imap.username,
      port: imap.port,
      isTlsEnabled: imap.isTlsEnabled,
    },
  };
}

/** GET /users/email: the connected email account (spec 1 §3), whichever provider. */
export function connectedEmailView(m: MailboxRow | null) {
  return {
    gmailEnabled: m?.provider === 'gmail' && m.status === 'connected',
    outlookEnabled: m?.provider === 'outlook',
    outlookError: m?.provider === 'outlook' && m.status === 'broken',
    smtpConnected: m?.provider === 'smtp' && m.status === 'connected',
    provider: m?.provider ?? null,
    status: m?.status ?? null,
    errorMessage: m?.errorMessage ?? null,
    email: m?.email ?? null,
    name: m?.senderName ?? null,
    pic: null,
    alias: m
      ? [{ sendAsEmail: m.email, displayName: m.senderName ?? '', isDefault: true, alfredDefault: true }]
      : [],
  };
}

export async function getMailSettings(deps: Deps, key: MailboxKey) {
  return mailSettingsView(await getMailbox(deps, key));
}

export async function getConnectedEmail(deps: Deps, key: MailboxKey) {
  return connectedEmailView(await getMailbox(deps, key));
}

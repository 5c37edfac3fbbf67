import type { TMailSettingsRequest } from '@outreach/shared/schemas/integrations';
import { MailboxEntity } from '../../data/entities/mailbox.ts';
import type { Deps } from '../../ports/deps.ts';
import { mailboxSecretContext } from './mail-logins.ts';
import { getMailbox, type MailboxKey, mailSettingsView } from './mail-settings-view.ts';
import { verifyMailServers } from './verify-mail-servers.ts';

/**
 * PUT /users/me/mail-settings: signs in to both servers first (a refusal is a 400 and stores
 * nothing), then stores the settings with both passwords encrypted. Replaces any other provider:
 * one mailbox at a time. Reading starts at the mailbox's current end, so old mail is not taken for
 * replies.
 */
export async function saveMailSettings(deps: Deps, key: MailboxKey, s: TMailSettingsRequest) {
  await verifyMailServers(deps, key.userId, s);
  const now = deps.clock.now();
  const existing = await getMailbox(deps, key);
  const secretEnc = await deps.secrets.encrypt(
    JSON.stringify({ smtpPassword: s.smtpSettings.password, imapPassword: s.imapSettings.password }),
    mailboxSecretContext(key.teamId, key.userId),
  );
  const { password: _smtpPassword, replyToEmail, senderName, ...smtp } = s.smtpSettings;
  const { password: _imapPassword, ...imap } = s.imapSettings;
  const sameImap =
    existing?.provider === 'smtp' &&
    (existing.imap as { imapServer?: string; username?: string })?.imapServer === imap.imapServer &&
    (existing.imap as { username?: string })?.username === imap.username;
  const saved = await MailboxEntity.put({
    ...key,
    provider: 'smtp',
    email: s.smtpSettings.username.includes('@') ? s.smtpSettings.username : replyToEmail,
    senderName,
    replyToEmail,
    smtp,
    imap,
    secretEnc,
    status: 'connected',
    imapUidValidity: sameImap ? existing.imapUidValidity : undefined,
    imapLastUid: sameImap ? existing.imapLastUid : undefined,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  }).go();
  return mailSettingsView(saved.data);
}

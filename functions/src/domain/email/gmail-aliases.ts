import { AppError } from '@outreach/shared/errors';
import type { Deps } from '../../ports/deps.ts';
import { getMailbox, type MailboxKey } from './mail-settings-view.ts';
import { mailboxLogins } from './mailbox-access.ts';

/**
 * GET /gmail/aliases: the send-as addresses of the connected Gmail account. Opening the account
 * refreshes its access, so a revoked grant is found here (the mailbox turns broken, with a
 * notification). The sandbox has no send-as API: the account's own address is the one alias.
 */
export async function listGmailAliases(deps: Deps, key: MailboxKey) {
  const m = await getMailbox(deps, key);
  if (m?.provider !== 'gmail') throw new AppError('NOT_FOUND', 'No Gmail account is connected');
  const logins = await mailboxLogins(deps, key);
  return [
    { sendAsEmail: logins.email, displayName: logins.senderName, isDefault: true, alfredDefault: true },
  ];
}

/** PATCH /gmail/aliases: chooses the address to send from; it must be one of the account's aliases. */
export async function setGmailAlias(deps: Deps, key: MailboxKey, email: string) {
  const aliases = await listGmailAliases(deps, key);
  if (!aliases.some((a) => a.sendAsEmail.toLowerCase() === email.toLowerCase())) {
    throw new AppError('BAD_REQUEST', 'This address is not one of your Gmail aliases');
  }
  return aliases;
}

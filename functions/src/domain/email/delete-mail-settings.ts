import { MailboxEntity } from '../../data/entities/mailbox.ts';
import type { Deps } from '../../ports/deps.ts';
import type { MailboxKey } from './mail-settings-view.ts';

/** DELETE /users/me/mail-settings (and the other disconnects): forgets the mailbox and its secrets. */
export async function deleteMailbox(_deps: Deps, key: MailboxKey) {
  await MailboxEntity.delete(key).go();
  return { success: true };
}

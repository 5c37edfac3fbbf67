import type { Deps } from '../../ports/deps.ts';
import type { MailboxKey } from './mail-settings-view.ts';

/** DELETE /users/me/mail-settings (and the other disconnects): forgets the mailbox and its secrets. */
export async function deleteMailbox(deps: Deps, key: MailboxKey) {
  await deps.db.entities.mailbox.delete(key).go();
  return { success: true };
}

import { MAIL_SYNC_INTERVAL_MS } from '@outreach/shared/rules/outreach/email-sending';
import { MailboxEntity } from '../../data/entities/mailbox.ts';
import type { Deps } from '../../ports/deps.ts';
import { jitterMs, scheduleName } from '../scheduling/step-messages.ts';

/** Time to read one mailbox for replies and bounces (a `steps` queue message). */
export interface MailSyncMessage {
  kind: 'mail-sync';
  teamId: string;
  userId: string;
  bucket: number;
}

/** Schedules the mailbox's read at a sync bucket (idempotent by name). */
export async function scheduleMailSync(deps: Deps, box: { teamId: string; userId: string }, bucket: number) {
  const body: MailSyncMessage = { kind: 'mail-sync', teamId: box.teamId, userId: box.userId, bucket };
  await deps.scheduler.schedule({
    name: scheduleName('sy', 'mail', box.teamId, box.userId, bucket),
    at: bucket * MAIL_SYNC_INTERVAL_MS + jitterMs(`${box.userId}#mail`, 60_000),
    queue: 'steps',
    body,
  });
}

/**
 * Makes sure the mailbox is read at the sync bucket after the email sent at `sentAt`, and notes when
 * it last sent a campaign email (the read goes on while that is recent). Every sent email may call
 * it. The bucket follows the send's time, not the clock when this runs (the lead already shows the
 * email as sent; a clock moved in between must not push the read a whole interval later).
 */
export async function ensureMailSync(deps: Deps, box: { teamId: string; userId: string }, sentAt: number) {
  await MailboxEntity.patch(box)
    .set({ lastCampaignSendAt: sentAt })
    .where((a, op) => `${op.notExists(a.lastCampaignSendAt)} OR ${op.lt(a.lastCampaignSendAt, sentAt)}`)
    .go()
    .catch(() => {});
  await scheduleMailSync(deps, box, Math.floor(sentAt / MAIL_SYNC_INTERVAL_MS) + 1);
}

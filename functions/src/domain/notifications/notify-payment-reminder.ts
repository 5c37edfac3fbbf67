import { MembershipEntity } from '../../data/entities/membership.ts';
import type { Deps } from '../../ports/deps.ts';
import { isNotificationEnabled } from './notification-settings.ts';
import { notify } from './notify.ts';

/**
 * The payment reminder (spec 1 §2: 7 days before the next billing date) to each owner of the team
 * who keeps the switch on; billing calls it when it schedules or reaches that day. `nextBillingAt`
 * is epoch ms; the message shows it as a UTC date.
 */
export async function notifyPaymentReminder(
  deps: Deps,
  input: { teamId: string; nextBillingAt: number },
): Promise<number> {
  const members = (await MembershipEntity.query.byTeam({ teamId: input.teamId }).go({ pages: 'all' })).data;
  const date = new Date(input.nextBillingAt).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  let sent = 0;
  for (const m of members) {
    if (m.role !== 'owner' || !(await isNotificationEnabled(deps, m.userId, 'isPaymentReminderEnabled')))
      continue;
    await notify(deps, {
      userId: m.userId,
      teamId: input.teamId,
      type: 'payment_reminder',
      level: 'notice',
      target: 'team',
      message: `Your next payment is due on ${date}.`,
    });
    sent += 1;
  }
  return sent;
}

/** A template was created (type template_created), for the content area to call; honours the switch. */
export async function notifyTemplateCreated(
  deps: Deps,
  input: { userId: string; teamId: string; templateName: string },
): Promise<void> {
  if (!(await isNotificationEnabled(deps, input.userId, 'isTemplateCreatedEnabled'))) return;
  await notify(deps, {
    userId: input.userId,
    teamId: input.teamId,
    type: 'template_created',
    level: 'success',
    target: 'user',
    message: `The template ${input.templateName} was created.`,
  });
}

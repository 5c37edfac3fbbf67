import type Stripe from 'stripe';
import { BillingAccountEntity } from '../../data/entities/billing-account.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import type { Deps } from '../../ports/deps.ts';
import { isNotificationEnabled } from '../notifications/notification-settings.ts';
import { notify } from '../notifications/notify.ts';

/**
 * The payment reminder (spec 2 §3): Stripe's invoice.upcoming, sent 7 days before the renewal (the
 * Dashboard's "upcoming renewal events" setting), becomes a notification to the team owner only,
 * unless the owner turned the payment reminder off (isPaymentReminderEnabled, spec 2 §3). The webhook
 * handles each event id once, so a redelivered event does not notify twice.
 */
export async function sendPaymentReminder(deps: Deps, invoice: Stripe.Invoice) {
  const subId = invoice.parent?.subscription_details?.subscription;
  const teamId = invoice.parent?.subscription_details?.metadata?.teamId;
  if (!teamId || !subId) return;
  const [team, account] = await Promise.all([
    TeamEntity.get({ teamId }).go(),
    BillingAccountEntity.get({ teamId }).go(),
  ]);
  if (!team.data || account.data?.subscriptionId !== (typeof subId === 'string' ? subId : subId.id)) return;
  if (!(await isNotificationEnabled(deps, team.data.ownerId, 'isPaymentReminderEnabled'))) return;
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: invoice.currency.toUpperCase(),
  }).format(invoice.amount_due / 100);
  const date = new Date((account.data.currentPeriodEnd ?? invoice.period_end) * 1000).toLocaleDateString(
    'en-US',
    {
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    },
  );
  await notify(deps, {
    userId: team.data.ownerId,
    teamId,
    type: 'payment_reminder',
    level: 'notice',
    target: 'team',
    message: `Your subscription renews on ${date}: ${amount} will be charged to your card.`,
  });
}

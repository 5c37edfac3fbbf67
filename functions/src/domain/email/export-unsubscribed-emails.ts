import { stringify } from 'csv-stringify/sync';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { EmailSuppressionEntity } from '../../data/entities/email-suppression.ts';
import type { Deps } from '../../ports/deps.ts';
import { productMailer } from '../mail/product-mailer.ts';

/**
 * POST /users/me/unsubscribed-emails/csv {receiverEmail}: mails the addresses that unsubscribed from
 * the user's campaign emails as `unsubscribed-emails.csv` (email, date, campaign).
 */
export async function exportUnsubscribedEmails(
  deps: Deps,
  key: { teamId: string; userId: string },
  receiverEmail: string,
) {
  const { data } = await EmailSuppressionEntity.query.byTeam({ teamId: key.teamId }).go({ pages: 'all' });
  const rows = data.filter((r) => r.reason === 'unsubscribed' && r.userId === key.userId);
  const names = new Map<string, string>();
  for (const id of new Set(rows.map((r) => r.campaignId).filter(Boolean) as string[])) {
    const c = (await CampaignEntity.get({ teamId: key.teamId, campaignId: id }).go()).data;
    if (c) names.set(id, c.name);
  }
  const csv = stringify(
    rows.map((r) => [r.email, new Date(r.createdAt).toISOString(), names.get(r.campaignId ?? '') ?? '']),
    { header: true, columns: ['email', 'unsubscribedAt', 'campaign'] },
  );
  await (await productMailer(deps, key.teamId)).send({
    to: receiverEmail,
    subject: 'Your unsubscribed emails export',
    text: `The ${rows.length} addresses that unsubscribed from your campaign emails are attached.`,
    attachments: [
      {
        filename: 'unsubscribed-emails.csv',
        contentType: 'text/csv',
        content: new TextEncoder().encode(csv),
      },
    ],
  });
  return { success: true as const, count: rows.length };
}

import { CampaignEntity } from '../../../data/entities/campaign.ts';
import { LeadEntity } from '../../../data/entities/lead.ts';
import type { Deps } from '../../../ports/deps.ts';
import type { AccountKey } from '../../bot/types.ts';
import { bump, note, setStage } from '../../campaigns/apply-bot-outcome.ts';

interface InMailThread {
  conversationId: string;
  participants: { publicId?: string | null }[];
  messages: { direction: 'in' | 'out'; text: string; createdAt: number }[];
}

/**
 * The reply in an InMail thread that answers our InMail: the first message from the member after our
 * first one, or null (ours: an InMail thread the member started is not a reply).
 *
 * @example
 * inmailReplyOf([{ direction: 'out', text: 'Hi', createdAt: 1 }, { direction: 'in', text: 'Yes', createdAt: 2 }]) // { text: 'Yes', createdAt: 2 }
 */
export function inmailReplyOf(
  messages: InMailThread['messages'],
): { text: string; createdAt: number } | null {
  const sorted = [...messages].sort((a, b) => a.createdAt - b.createdAt);
  const ours = sorted.find((m) => m.direction === 'out');
  if (!ours) return null;
  const reply = sorted.find((m) => m.direction === 'in' && m.createdAt >= ours.createdAt);
  return reply ? { text: reply.text, createdAt: reply.createdAt } : null;
}

/**
 * Turns a reply in an InMail thread the inbox sync read into `inmail reply detected` on each lead of
 * that member whose campaign sent them an InMail: activity, replies count, and the lead's sequence
 * stops (as a LinkedIn reply does). Runs on every sync of the thread: a lead already replied is left.
 */
export async function detectInMailReplies(deps: Deps, acc: AccountKey, t: InMailThread): Promise<number> {
  const publicId = t.participants[0]?.publicId?.toLowerCase();
  const reply = inmailReplyOf(t.messages);
  if (!publicId || !reply) return 0;
  const leads = (await LeadEntity.query.byPerson({ ...acc, publicId }).go({ pages: 'all' })).data;
  let detected = 0;
  for (const lead of leads) {
    if (lead.stage === 'replied' || lead.status !== 'approved') continue;
    if (!(lead.actions ?? []).includes('inmail sent') || reply.createdAt < lead.createdAt) continue;
    const c = (await CampaignEntity.get({ teamId: lead.teamId, campaignId: lead.campaignId }).go()).data;
    if (!c) continue;
    const at = Math.min(reply.createdAt, deps.clock.now());
    await note(deps, c, lead, 'inmail reply detected', {
      by: acc,
      message: reply.text,
      at,
      activityId: `inmail-reply#${t.conversationId}#${reply.createdAt}`,
      set: { repliedAt: reply.createdAt, threadId: t.conversationId },
    });
    await setStage(deps, lead, 'replied', { repliedAt: reply.createdAt, threadId: t.conversationId });
    await bump(deps, c, { repliesCount: 1 });
    detected++;
  }
  return detected;
}

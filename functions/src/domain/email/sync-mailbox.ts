import { createHash } from 'node:crypto';
import { MAIL_SYNC_INTERVAL_MS, MAIL_SYNC_WINDOW_MS } from '@outreach/shared/rules/outreach/email-sending';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import type { EntityItem } from 'electrodb';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { EmailSendEntity } from '../../data/entities/email-send.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import { MailboxEntity } from '../../data/entities/mailbox.ts';
import type { Deps } from '../../ports/deps.ts';
import { MailConnectionError } from '../../ports/mail-protocols.ts';
import { bump, note, setStage, wakeCondition } from '../campaigns/apply-bot-outcome.ts';
import type { CampaignRow } from '../campaigns/campaign-view.ts';
import { waitingCondition } from '../scheduling/steps/condition.ts';
import { classifyInbound, type InboundKind } from './classify-inbound.ts';
import { getMailbox } from './mail-settings-view.ts';
import { type MailSyncMessage, scheduleMailSync } from './mail-sync-schedule.ts';
import { MailboxUnavailable, mailboxLogins, markMailboxBroken } from './mailbox-access.ts';
import { markLeadBounced } from './mark-lead-bounced.ts';

type Lead = EntityItem<typeof LeadEntity>;

/** Messages read per tick (the next tick goes on from there). */
const BATCH = 200;

export type MailSyncResult = 'synced' | 'inactive' | 'unavailable';

/**
 * Reads a campaign mailbox's INBOX over IMAP from where the last read stopped (UID, reset when
 * UIDVALIDITY changes) and applies what it finds: a reply stops the lead's sequence and shows in the
 * campaign's replies, a hard bounce marks the lead bounced and stops it; auto-replies and transient
 * delivery delays change nothing. Schedules the next read while the mailbox sent campaign email
 * recently.
 */
export async function runMailSyncTick(deps: Deps, msg: MailSyncMessage): Promise<MailSyncResult> {
  const key = { teamId: msg.teamId, userId: msg.userId };
  const mailbox = await getMailbox(deps, key);
  if (mailbox?.status !== 'connected') return 'inactive';
  const now = deps.clock.now();
  const next = async () => {
    if (now - (mailbox.lastCampaignSendAt ?? 0) < MAIL_SYNC_WINDOW_MS)
      await scheduleMailSync(deps, key, Math.floor(now / MAIL_SYNC_INTERVAL_MS) + 1);
  };
  let login: Awaited<ReturnType<typeof mailboxLogins>>;
  try {
    login = await mailboxLogins(deps, key);
  } catch (err) {
    if (err instanceof MailboxUnavailable) return 'unavailable';
    throw err;
  }
  let read: Awaited<ReturnType<Deps['mailProtocols']['fetchInbox']>>;
  try {
    const after = mailbox.imapLastUid ?? 0;
    read = await deps.mailProtocols.fetchInbox(login.imap, after, BATCH);
    if (mailbox.imapUidValidity !== undefined && read.uidValidity !== mailbox.imapUidValidity && after > 0)
      read = await deps.mailProtocols.fetchInbox(login.imap, 0, BATCH);
  } catch (err) {
    if (err instanceof MailConnectionError) {
      if (err.kind === 'auth') await markMailboxBroken(deps, key, err.message);
      else await next(); // unreachable for now: try again at the next bucket
      return 'unavailable';
    }
    throw err;
  }
  const campaigns = new Map<string, Promise<CampaignRow | null>>();
  const campaignOf = (id: string) => {
    if (!campaigns.has(id))
      campaigns.set(
        id,
        CampaignEntity.get({ teamId: msg.teamId, campaignId: id })
          .go()
          .then((r) => (r.data as CampaignRow) ?? null),
      );
    return campaigns.get(id)!;
  };
  let lastUid = read.uidValidity === mailbox.imapUidValidity ? (mailbox.imapLastUid ?? 0) : 0;
  for (const m of read.messages) {
    const kind = await classifyInbound(m.raw, mailbox.email);
    await applyInbound(deps, { ...key, mailboxCreatedAt: mailbox.createdAt }, kind, m.raw, campaignOf);
    lastUid = Math.max(lastUid, m.uid);
  }
  await MailboxEntity.patch(key).set({ imapUidValidity: read.uidValidity, imapLastUid: lastUid }).go();
  await next();
  return 'synced';
}

/** The campaign emails a message refers to, and failing that the leads of its address. */
async function leadsOf(
  _deps: Deps,
  box: { teamId: string; userId: string },
  keys: string[],
  addresses: string[],
): Promise<{ lead: Lead; messageKey?: string }[]> {
  const found: { lead: Lead; messageKey?: string }[] = [];
  for (const messageKey of keys) {
    const send = (await EmailSendEntity.get({ teamId: box.teamId, messageKey }).go()).data;
    if (!send || send.userId !== box.userId || send.status !== 'sent') continue;
    const lead = (
      await LeadEntity.get({ teamId: box.teamId, campaignId: send.campaignId, leadId: send.leadId }).go()
    ).data;
    if (lead) found.push({ lead, messageKey });
  }
  if (found.length > 0) return found;
  for (const publicId of addresses) {
    const { data } = await LeadEntity.query
      .byPerson({ teamId: box.teamId, userId: box.userId, publicId })
      .go({ pages: 'all' });
    for (const lead of data) if ((lead.actions ?? []).includes('email sent')) found.push({ lead });
  }
  return found;
}

const shortHash = (raw: Buffer) => createHash('sha256').update(raw).digest('hex').slice(0, 24);

async function applyInbound(
  deps: Deps,
  box: { teamId: string; userId: string; mailboxCreatedAt: number },
  kind: InboundKind,
  raw: Buffer,
  campaignOf: (id: string) => Promise<CampaignRow | null>,
) {
  const now = deps.clock.now();
  if (kind.kind === 'bounce') {
    if (!kind.permanent) return;
    for (const { lead, messageKey } of await leadsOf(deps, box, kind.messageKeys, kind.recipients)) {
      if ((lead.actions ?? []).includes('email bounced')) continue;
      const c = await campaignOf(lead.campaignId);
      if (!c) continue;
      const reason = [kind.status, kind.diagnostic].filter(Boolean).join(' ') || undefined;
      await markLeadBounced(deps, c, lead, {
        message: reason,
        activityId: `bounce#${lead.campaignId}#${lead.leadId}`,
      });
      if (messageKey)
        await EmailSendEntity.patch({ teamId: box.teamId, messageKey }).set({ outcome: 'bounced' }).go();
    }
    return;
  }
  if (kind.kind !== 'reply') return; // auto-replies and other mail leave the sequence running
  const addresses = kind.from ? [kind.from] : [];
  for (const { lead, messageKey } of await leadsOf(deps, box, kind.messageKeys, addresses)) {
    if (lead.stage === 'replied' || lead.status !== 'approved') continue;
    const c = await campaignOf(lead.campaignId);
    if (!c) continue;
    const at = Math.min(kind.at ?? now, now);
    await note(deps, c, lead, 'email reply detected', {
      message: kind.text,
      at,
      activityId: `ereply#${lead.leadId}#${shortHash(raw)}`,
      set: { repliedAt: at },
    });
    if (messageKey)
      await EmailSendEntity.patch({ teamId: box.teamId, messageKey }).set({ outcome: 'replied' }).go();
    // A lead waiting at a 'replied' Condition (issue #9) goes on along its YES path instead.
    const sequence = ((c.touchSequence as { sequence?: SequenceStep[] })?.sequence ?? []) as SequenceStep[];
    if (waitingCondition(sequence, lead)?.condition === 'replied') {
      await bump(deps, c, { repliesCount: 1 });
      await wakeCondition(deps, c, lead);
      continue;
    }
    // A reply stops the sequence for this lead; its pending schedule finds it replied and drops.
    await setStage(deps, lead, 'replied', { repliedAt: at });
    await bump(deps, c, { repliesCount: 1 });
  }
}

import { randomBytes } from 'node:crypto';
import { dailyCounterKey } from '@outreach/shared/rules/outreach/daily-limits';
import {
  leadEmailAddress,
  MAILBOX_RETRY_MS,
  warmupDailyLimit,
} from '@outreach/shared/rules/outreach/email-sending';
import { renderTemplate } from '@outreach/shared/rules/outreach/placeholders';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { isWithinWorkHours, nextWindowStart } from '@outreach/shared/rules/outreach/work-hours';
import type { EntityItem } from 'electrodb';
import { convert } from 'html-to-text';
import { retryConflicts } from '../../../data/condition-failure.ts';
import { createWriteTransaction } from '../../../data/electrodb.ts';
import { CampaignEntity } from '../../../data/entities/campaign.ts';
import { DailyCounterEntity } from '../../../data/entities/daily-counter.ts';
import { EmailSendEntity } from '../../../data/entities/email-send.ts';
import { EmailSuppressionEntity } from '../../../data/entities/email-suppression.ts';
import { LeadEntity } from '../../../data/entities/lead.ts';
import { MailPreferencesEntity } from '../../../data/entities/mail-preferences.ts';
import type { Deps } from '../../../ports/deps.ts';
import { MailConnectionError } from '../../../ports/mail-protocols.ts';
import { advance, note, setStage } from '../../campaigns/apply-bot-outcome.ts';
import type { CampaignRow } from '../../campaigns/campaign-view.ts';
import { composeEmailText, emailMessageId, emailMessageKey } from '../../email/campaign-email.ts';
import { campaignEmailFiles, composeEmailHtml } from '../../email/campaign-email-content.ts';
import { getMailbox } from '../../email/mail-settings-view.ts';
import { ensureMailSync } from '../../email/mail-sync-schedule.ts';
import { MailboxUnavailable, mailboxLogins, markMailboxBroken } from '../../email/mailbox-access.ts';
import { markLeadBounced } from '../../email/mark-lead-bounced.ts';
import { openPixelUrl, tracksOpens } from '../../email/open-pixel.ts';
import { publicBlobUrl, publicSignature, signatureImageKey } from '../../email/signature-image.ts';
import { oneClickUnsubscribeUrl, unsubscribeUrl } from '../../email/unsubscribe-link.ts';
import { loadOutreachSettings } from '../../settings/load-settings.ts';
import type { StepContext, StepResult } from '../run-step.ts';
import { type LeadRef, nextDayWindowStart, scheduleLeadStep } from '../schedule-step.ts';
import { type StepMessage, stillDueFor } from '../step-messages.ts';

type Lead = EntityItem<typeof LeadEntity>;
type Campaign = EntityItem<typeof CampaignEntity>;

const DAY_MS = 86_400_000;
const sequenceOf = (c: Campaign | CampaignRow) =>
  ((c.touchSequence as { sequence?: SequenceStep[] })?.sequence ?? []) as SequenceStep[];

/**
 * Runs a lead's Email step through the campaign owner's connected mailbox (SMTP via the
 * MailProtocols port). Like the LinkedIn steps, one transaction takes a unit of the mailbox's daily
 * limit (with the warm-up ramp), claims the send (its key is the idempotency key, also the
 * Message-ID) and marks the lead in flight; only then is the message handed to SMTP. Redeliveries and
 * concurrent consumers therefore never send twice. A consumer that died between the claim and SMTP's
 * answer leaves the claim `sending`: a later delivery completes it without sending again (at most
 * once; the message may then be missing, never doubled).
 */
export async function runEmailStep(
  deps: Deps,
  x: { msg: StepMessage; lead: Lead; campaign: Campaign; step: SequenceStep; ctx: StepContext },
): Promise<StepResult> {
  const { msg, lead, campaign, step, ctx } = x;
  const now = deps.clock.now();
  const ref: LeadRef = {
    teamId: lead.teamId,
    campaignId: lead.campaignId,
    leadId: lead.leadId,
    userId: lead.userId,
    publicId: lead.publicId,
  };
  const c = campaign as CampaignRow;
  const to = leadEmailAddress(
    lead.person as Record<string, unknown>,
    lead.csvColumns as Record<string, unknown>,
  );
  if (!to) {
    await note(deps, c, lead, 'no email found', { touchIndex: msg.stepIndex });
    await advance(deps, c, lead, msg.stepIndex + 1, now);
    return 'unsupported';
  }
  const suppressed = (await EmailSuppressionEntity.get({ teamId: lead.teamId, email: to }).go()).data;
  if (suppressed) {
    await note(deps, c, lead, suppressed.reason === 'bounced' ? 'email bounced' : 'email unsubscribed', {
      touchIndex: msg.stepIndex,
      activityId: `suppressed#${lead.campaignId}#${lead.leadId}`,
    });
    await setStage(deps, lead, 'done');
    return 'inactive';
  }

  const mailboxKey = { teamId: lead.teamId, userId: campaign.userId };
  const mailbox = await getMailbox(deps, mailboxKey);
  if (mailbox?.status !== 'connected') {
    // No usable mailbox: the lead waits and looks again later (reconnecting picks it up).
    await scheduleLeadStep(deps, ref, {
      stepIndex: msg.stepIndex,
      attempt: msg.attempt,
      at: now + MAILBOX_RETRY_MS,
      running: true,
      jitter: false,
    });
    return 'account-unavailable';
  }

  let settings = ctx.settings.get(campaign.userId);
  if (!settings) {
    settings = loadOutreachSettings(deps, campaign.userId);
    ctx.settings.set(campaign.userId, settings);
  }
  const { hours, limits, timezone } = await settings;
  if (!isWithinWorkHours(hours, timezone, now)) {
    const next = nextWindowStart(hours, timezone, now);
    await scheduleLeadStep(deps, ref, {
      stepIndex: msg.stepIndex,
      attempt: msg.attempt,
      at: next ?? now + DAY_MS,
      running: true,
    });
    return next === null ? 'no-hours' : 'outside-hours';
  }

  const person = (lead.person ?? {}) as Record<string, string | undefined>;
  const csv = lead.csvColumns as Record<string, string> | undefined;
  const fill = (t: string | undefined) => renderTemplate(t ?? '', person, csv);
  const messageKey = emailMessageKey(msg);
  const messageId = emailMessageId(messageKey, mailbox.email);
  const subject = fill(step.subject).trim() || '(no subject)';
  const limit = warmupDailyLimit(limits.emails, now - mailbox.createdAt);
  const day = dailyCounterKey(now, timezone);
  const { canceled, data } = await retryConflicts(() =>
    createWriteTransaction(
      { dailyCounter: DailyCounterEntity, emailSend: EmailSendEntity, lead: LeadEntity },
      ({ dailyCounter, emailSend, lead: leads }) => [
        dailyCounter
          .upsert({
            teamId: msg.teamId,
            userId: campaign.userId,
            day,
            limitKey: 'emails',
            ttl: Math.floor(now / 1000) + 8 * 86_400,
          })
          .add({ count: 1 })
          .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, limit)}`)
          .commit(),
        emailSend
          .create({
            teamId: msg.teamId,
            messageKey,
            userId: campaign.userId,
            campaignId: msg.campaignId,
            leadId: msg.leadId,
            stepIndex: msg.stepIndex,
            attempt: msg.attempt,
            to,
            subject,
            messageId,
            unsubscribeToken: randomBytes(16).toString('hex'),
            status: 'sending',
            createdAt: now,
          })
          .commit(),
        leads
          .patch({ teamId: msg.teamId, campaignId: msg.campaignId, leadId: msg.leadId })
          .set({ userId: lead.userId, publicId: lead.publicId, stage: 'in-flight', updatedAt: now })
          .where(stillDueFor(msg))
          .commit(),
      ],
    ).go(),
  );
  if (canceled) {
    const [counter, claim, leadCheck] = data;
    if (claim.rejected)
      return resumeClaim(deps, { lead, campaign: c, msg, messageKey, body: fill(step.message) });
    if (leadCheck.rejected) return 'stale';
    if (counter.rejected && counter.code === 'ConditionalCheckFailed') {
      await scheduleLeadStep(deps, ref, {
        stepIndex: msg.stepIndex,
        attempt: msg.attempt,
        at: nextDayWindowStart(hours, timezone, now) ?? now + DAY_MS,
        running: true,
      });
      return 'limit-reached';
    }
    throw new Error(`email step transaction failed: ${data.map((d) => d.code).join(',')}`);
  }
  return deliverClaimed(deps, { lead, campaign: c, step, msg, messageKey, subject, to });
}

/** How long a claim may stay `sending` before a redelivery takes its consumer for dead (ours). */
const CLAIM_STALE_MS = 5 * 60_000;

/**
 * A delivery of a step whose send is already claimed. A finished claim is a plain duplicate; one
 * still `sending` for long belongs to a consumer that died before recording SMTP's answer: it is
 * completed as sent without sending again (at most once). A fresh one is left to its consumer, and
 * this delivery fails so the queue brings it back later.
 */
async function resumeClaim(
  deps: Deps,
  x: { lead: Lead; campaign: CampaignRow; msg: StepMessage; messageKey: string; body: string },
): Promise<StepResult> {
  const claim = (await EmailSendEntity.get({ teamId: x.msg.teamId, messageKey: x.messageKey }).go()).data;
  if (claim?.status !== 'sending') return 'duplicate';
  if (deps.clock.now() - claim.createdAt < CLAIM_STALE_MS)
    throw new Error(`email ${x.messageKey} is being sent by another delivery`);
  return applySendOutcome(deps, { ...x, failure: null });
}

/** The signature's rich text as plain text (campaign emails are plain text), with html-to-text. */
function signatureText(html: string | undefined): string | null {
  if (!html) return null;
  return convert(html, { wordwrap: false, selectors: [{ selector: 'img', format: 'skip' }] }).trim() || null;
}

/** Hands a claimed send to SMTP and applies the outcome to the lead. */
async function deliverClaimed(
  deps: Deps,
  x: {
    lead: Lead;
    campaign: CampaignRow;
    step: SequenceStep;
    msg: StepMessage;
    messageKey: string;
    subject: string;
    to: string;
  },
): Promise<StepResult> {
  const { lead, campaign, step, msg, messageKey } = x;
  const sendKey = { teamId: msg.teamId, messageKey };
  const claim = (await EmailSendEntity.get(sendKey).go()).data!;
  const mailboxKey = { teamId: msg.teamId, userId: campaign.userId };
  const person = (lead.person ?? {}) as Record<string, string | undefined>;
  const csv = lead.csvColumns as Record<string, string> | undefined;
  const body = renderTemplate(step.message ?? '', person, csv);
  let failure: { retry: boolean; error: string } | null = null;
  try {
    const login = await mailboxLogins(deps, mailboxKey);
    const prefs = (await MailPreferencesEntity.get(mailboxKey).go()).data;
    const link = prefs?.includeUnsubscribeEmailLink === false ? null : unsubscribeUrl(deps, claim);
    const oneClick =
      prefs?.includeUnsubscribeEmailLink === false ? null : oneClickUnsubscribeUrl(deps, claim);
    const signature = step.gmail_signature ? signatureText(prefs?.emailSignature) : null;
    const dash = !prefs?.isExcludedSignatureDash;
    // The step's files as attachments; a signature with an image adds an HTML part that shows it by
    // its absolute public URL (mail clients load it from the CDN), when the image is still there.
    const signatureImage = step.gmail_signature
      ? (prefs?.emailAttachments as { file_uri: string; file_name: string }[] | undefined)?.[0]
      : undefined;
    const imageKey = signatureImage ? signatureImageKey(msg.teamId, signatureImage.file_uri) : null;
    const files = await campaignEmailFiles(deps, msg.teamId, step.attachments ?? []);
    const imageThere = imageKey ? (await deps.blobs.size(imageKey).catch(() => null)) !== null : false;
    // An 'opened' Condition in the sequence (issue #9) adds the open pixel, so an HTML part.
    const pixelUrl = tracksOpens(sequenceOf(campaign)) ? openPixelUrl(deps, claim) : null;
    const html =
      imageKey && imageThere
        ? composeEmailHtml({
            message: body,
            signatureHtml: publicSignature(deps.env, msg.teamId, {
              emailSignature: prefs?.emailSignature ?? '',
              emailAttachments: [],
            }).emailSignature,
            dash,
            imageUrl: publicBlobUrl(deps.env, imageKey),
            unsubscribeUrl: link,
            pixelUrl,
          })
        : pixelUrl
          ? composeEmailHtml({
              message: body,
              signatureText: signature,
              dash,
              unsubscribeUrl: link,
              pixelUrl,
            })
          : undefined;
    await deps.mailProtocols.send(login.smtp, {
      from: { name: login.senderName, address: login.email },
      replyTo: login.replyTo !== login.email ? login.replyTo : undefined,
      to: x.to,
      subject: x.subject,
      text: composeEmailText({ message: body, signature, dash, unsubscribeUrl: link }),
      html,
      attachments: files.length ? files : undefined,
      messageId: claim.messageId,
      headers: link
        ? { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : undefined,
    });
  } catch (err) {
    if (err instanceof MailboxUnavailable) failure = { retry: true, error: err.message };
    else if (err instanceof MailConnectionError) {
      if (err.kind === 'auth') await markMailboxBroken(deps, mailboxKey, err.message);
      // The server refused this recipient outright (5xx): the address bounces.
      failure = { retry: err.kind !== 'rejected', error: err.message };
    } else throw err;
  }
  return applySendOutcome(deps, { lead, campaign, msg, messageKey, body, failure });
}

/** Records the send's outcome once (the claim moves out of `sending` conditionally) and moves the lead. */
async function applySendOutcome(
  deps: Deps,
  x: {
    lead: Lead;
    campaign: CampaignRow;
    msg: StepMessage;
    messageKey: string;
    body: string;
    failure: { retry: boolean; error: string } | null;
  },
): Promise<StepResult> {
  const { lead, campaign, msg, failure } = x;
  const now = deps.clock.now();
  try {
    await EmailSendEntity.patch({ teamId: msg.teamId, messageKey: x.messageKey })
      .set(
        failure ? { status: 'failed', error: failure.error.slice(0, 1000) } : { status: 'sent', sentAt: now },
      )
      .where((a, op) => op.eq(a.status, 'sending'))
      .go();
  } catch {
    return 'duplicate'; // another delivery applied it
  }
  const inFlight = { ...lead, stage: 'in-flight' as const };
  if (!failure) {
    await note(deps, campaign, inFlight, 'email sent', {
      message: x.body,
      touchIndex: msg.stepIndex,
      activityId: `email#${x.messageKey}`,
    });
    await CampaignEntity.patch({ teamId: msg.teamId, campaignId: msg.campaignId })
      .add({ emailedLeadsCount: (lead.actions ?? []).includes('email sent') ? 0 : 1, actionsCount: 1 })
      .go()
      .catch(() => {});
    await advance(deps, campaign, inFlight, msg.stepIndex + 1, now);
    await ensureMailSync(deps, { teamId: msg.teamId, userId: campaign.userId }, now);
    return 'dispatched';
  }
  const ref: LeadRef = {
    teamId: lead.teamId,
    campaignId: lead.campaignId,
    leadId: lead.leadId,
    userId: lead.userId,
    publicId: lead.publicId,
  };
  if (failure.retry) {
    // The mailbox could not be used: the same step later, as a new send (a new idempotency key).
    await scheduleLeadStep(deps, ref, {
      stepIndex: msg.stepIndex,
      attempt: msg.attempt + 1,
      at: now + MAILBOX_RETRY_MS,
      running: true,
      jitter: false,
    });
    return 'account-unavailable';
  }
  await markLeadBounced(deps, campaign, inFlight, { touchIndex: msg.stepIndex, message: failure.error });
  return 'finished';
}

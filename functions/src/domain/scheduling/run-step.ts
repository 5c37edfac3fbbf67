import { outreachBlock } from '@outreach/shared/rules/gates';
import { isCondition, nextStepIndex } from '@outreach/shared/rules/outreach/branches';
import { dailyCounterKey, stepLimitKey } from '@outreach/shared/rules/outreach/daily-limits';
import { renderTemplate } from '@outreach/shared/rules/outreach/placeholders';
import type { SequenceStep, StepType } from '@outreach/shared/rules/outreach/sequence';
import { isWithinWorkHours, nextWindowStart } from '@outreach/shared/rules/outreach/work-hours';
import type { EntityItem } from 'electrodb';
import { retryConflicts } from '../../data/condition-failure.ts';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { BotActionEntity } from '../../data/entities/bot-action.ts';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { DailyCounterEntity } from '../../data/entities/daily-counter.ts';
import { InviteCounterEntity } from '../../data/entities/invite-counter.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import { markAccountDue, UNWORKABLE_LOGIN_STATES } from '../bot/queue.ts';
import type { ActionPayloads, BotActionType } from '../bot/types.ts';
import { loadOutreachSettings, type OutreachSettings } from '../settings/load-settings.ts';
import { loadOutreachStanding } from '../teams/outreach-standing.ts';
import { emitCampaignFinishedIfDone } from '../webhooks/emit-campaign-finished.ts';
import { checkSenderCaps } from './caps/check-sender-caps.ts';
import { waitForCap } from './caps/wait-for-cap.ts';
import { settleLeadSender } from './rotation/assign-sender.ts';
import { type LeadRef, nextDayWindowStart, scheduleLeadStep } from './schedule-step.ts';
import { type StepMessage, stepActionId, stillDueFor } from './step-messages.ts';
import { planChainedMessages } from './steps/chained-messages.ts';
import { planInviteToCompany } from './steps/company-steps.ts';
import { runConditionStep } from './steps/condition.ts';
import { runEmailStep } from './steps/email.ts';
import { planEventMessage, planInviteToEvent } from './steps/event-steps.ts';
import { planGroupMessage } from './steps/group-message.ts';
import { planInMail } from './steps/inmail.ts';
import { planConnect } from './steps/li-connect.ts';
import { fitViewExtras, viewExtrasOf } from './steps/li-view.ts';
import { isXStep, runXStep } from './steps/x-step.ts';

type Lead = EntityItem<typeof LeadEntity>;

export type StepResult =
  | 'dispatched'
  | 'stale'
  | 'duplicate'
  | 'inactive'
  | 'outside-hours'
  | 'limit-reached'
  | 'no-hours'
  | 'finished'
  | 'unsupported'
  | 'not-allowed'
  | 'account-unavailable'
  | 'waiting';

/** Per-batch caches, so ten messages of one campaign read its row and the owner's settings once. */
export interface StepContext {
  settings: Map<string, Promise<OutreachSettings>>;
  /** Per owner (`teamId|userId`): why outreach may not run (null: it may), and the account's state. */
  gates: Map<string, Promise<{ block: string | null; account: AccountRow | null }>>;
}
export const newStepContext = (): StepContext => ({ settings: new Map(), gates: new Map() });

type AccountRow = Awaited<ReturnType<typeof getAccount>>;

/** What stops outreach for an owner: the team's and user's standing, and their LinkedIn account. */
async function loadGates(deps: Deps, teamId: string, userId: string) {
  const [standing, account] = await Promise.all([
    loadOutreachStanding(deps, teamId, userId),
    getAccount(deps, { teamId, userId }),
  ]);
  // The scheduler does not re-check email verification: publishing did.
  return { block: outreachBlock(standing, { checkEmail: false }), account };
}

const DAY_MS = 86_400_000;

const nameOf = (person: Record<string, string | undefined>) =>
  person.name ?? [person.firstName, person.lastName].filter(Boolean).join(' ');

interface PlannedAction {
  type: BotActionType;
  payload: ActionPayloads[BotActionType];
}

/**
 * What the bot must do for a step, with the lead's placeholders filled (spec 3 §5). `campaignUrl`
 * (the campaign's search URL) is the event that event steps go through, or the company page.
 */
export function planStepAction(
  step: SequenceStep,
  lead: Lead,
  stepIndex: number,
  campaignUrl?: string,
): PlannedAction | null {
  const person = (lead.person ?? {}) as Record<string, string | undefined>;
  const csv = lead.csvColumns as Record<string, string> | undefined;
  const base = { campaignId: lead.campaignId, leadId: lead.leadId, stepIndex, profileUrl: lead.profileUrl };
  const fill = (t: string | undefined) => renderTemplate(t ?? '', person, csv);
  switch (step.type) {
    case 'LI View':
      return { type: 'view-profile', payload: { ...base, ...viewExtrasOf(step) } };
    case 'LI Connect':
      return planConnect(step, lead, base, fill);
    case 'LI Message':
      return { type: 'message', payload: { ...base, text: fill(step.message) } };
    case 'Chained messages':
      return planChainedMessages(step, base, fill);
    case 'InMail Message':
      return planInMail(step, base, fill);
    case 'Group Message':
      return planGroupMessage(step, base, fill);
    case 'Event Message':
      return planEventMessage(step, campaignUrl, base, fill);
    case 'Invite to event':
      return planInviteToEvent(campaignUrl, base, nameOf(person));
    case 'Invite to company':
      return planInviteToCompany(campaignUrl, base, nameOf(person));
    default:
      return null;
  }
}

/**
 * Runs one due step (the `steps` queue consumer's work). Drops stale or duplicate deliveries, waits
 * for the owner's work hours, and in ONE transaction takes a unit of the account's daily limit
 * (`count < limit`), creates the bot action (its id is the idempotency key) and marks the lead
 * in flight. So redeliveries and concurrent consumers can neither exceed a limit nor act twice.
 */
export async function runStep(deps: Deps, msg: StepMessage, ctx = newStepContext()): Promise<StepResult> {
  const key = { teamId: msg.teamId, campaignId: msg.campaignId, leadId: msg.leadId };
  const [leadRes, campaignRes] = await Promise.all([
    LeadEntity.get(key).go(),
    CampaignEntity.get({ teamId: msg.teamId, campaignId: msg.campaignId }).go(),
  ]);
  const lead = leadRes.data;
  const campaign = campaignRes.data;
  if (lead?.stage !== 'scheduled') return 'stale';
  if (lead.nextTouchIndex !== msg.stepIndex || (lead.stepAttempt ?? 0) !== msg.attempt) return 'stale';
  // Excluded in the CRM (the blacklist): nobody on it is contacted.
  if (lead.isExcluded) return 'inactive';
  // Paused, archived or deleted: acknowledge; resuming reschedules the campaign's waiting leads.
  if (!campaign || campaign.isRemoved || campaign.status !== 'active' || campaign.runState !== 'running')
    return 'inactive';
  const now = deps.clock.now();
  // A later reschedule of this step exists: this delivery is an older schedule.
  if (lead.nextDueAt !== undefined && lead.nextDueAt > now + 1000) return 'stale';

  // The member whose LinkedIn account works the lead: the owner, or its sender in a rotated campaign
  // (issue #9); limits, work hours and the bot's queue below are that sender's.
  const senderId = await settleLeadSender(deps, lead, campaign);
  const ref: LeadRef = {
    ...key,
    userId: campaign.senderIds?.length ? senderId : lead.userId,
    publicId: lead.publicId,
  };

  // Server-side gates (spec 1 §2, spec 2 §4): no outreach for a blocked user or a deactivated or
  // paused team. The campaign is paused, so only a resume (gated the same way) starts it again.
  const gateKey = `${msg.teamId}|${senderId}`;
  let gates = ctx.gates.get(gateKey);
  if (!gates) {
    gates = loadGates(deps, msg.teamId, senderId);
    ctx.gates.set(gateKey, gates);
  }
  const { block, account } = await gates;
  if (block) {
    await CampaignEntity.patch({ teamId: msg.teamId, campaignId: msg.campaignId })
      .set({ runState: 'paused', updatedAt: now })
      .where((a, op) => op.eq(a.runState, 'running'))
      .go()
      .catch(() => {});
    return 'not-allowed';
  }
  const sequence = ((campaign.touchSequence as { sequence?: SequenceStep[] })?.sequence ??
    []) as SequenceStep[];
  const step = sequence[msg.stepIndex];
  if (!step) {
    await finishLead(deps, ref);
    return 'finished';
  }
  // A Condition (issue #9) needs no account, hours or limits: it only moves the lead.
  if (isCondition(step)) return runConditionStep(deps, { msg, lead, campaign, sequence, ref });
  if (step.type === 'Email') return runEmailStep(deps, { msg, lead, campaign, step, ctx });
  if (isXStep(step)) return runXStep(deps, { msg, lead, campaign, step, ctx });
  const plan = planStepAction(step, lead, msg.stepIndex, campaign.searchUrl);
  if (!plan) {
    // A step this slice cannot run (email, X, InMail…): skip to the next one.
    const next = nextStepIndex(sequence, msg.stepIndex);
    if (next >= sequence.length) await finishLead(deps, ref);
    else await scheduleLeadStep(deps, ref, { stepIndex: next, at: now, running: true });
    return 'unsupported';
  }

  // No LinkedIn account the bot can work (removed, invalid, waiting for a code): the lead waits as
  // scheduled, and is rescheduled when a login succeeds again (resumeAccountLeads), instead of
  // piling actions up in front of the account.
  if (!account || UNWORKABLE_LOGIN_STATES.has(account.loginStatus ?? '')) return 'account-unavailable';

  let settings = ctx.settings.get(senderId);
  if (!settings) {
    settings = loadOutreachSettings(deps, senderId);
    ctx.settings.set(senderId, settings);
  }
  const { hours, timezone } = await settings;

  if (!isWithinWorkHours(hours, timezone, now)) {
    const next = nextWindowStart(hours, timezone, now);
    if (next === null) {
      // No work hours at all: look again in a day (the user may set some).
      await scheduleLeadStep(deps, ref, {
        stepIndex: msg.stepIndex,
        attempt: msg.attempt,
        at: now + DAY_MS,
        running: true,
      });
      return 'no-hours';
    }
    await scheduleLeadStep(deps, ref, {
      stepIndex: msg.stepIndex,
      attempt: msg.attempt,
      at: next,
      running: true,
    });
    return 'outside-hours';
  }

  // A Connect step's follow-up is a message: it counts against messages, not invites.
  const limitKey = plan.type === 'message' ? 'messages' : stepLimitKey[step.type as StepType];
  const day = dailyCounterKey(now, timezone);
  // The product's own caps (warm-up, weekly invites, pauses): caps/check-sender-caps.ts.
  const owner = { teamId: msg.teamId, userId: senderId };
  const cap = await checkSenderCaps(deps, owner, {
    limits: (await settings).limits,
    limitKey,
    isInvite: plan.type === 'connect',
    day,
    now,
  });
  if (cap.wait) return waitForCap(deps, ref, msg, cap.wait.until, hours, timezone);
  const { limits } = cap;
  const limit = limits[limitKey];
  const actionId = stepActionId(msg);
  if (plan.type === 'view-profile')
    plan.payload = await fitViewExtras(
      deps,
      { teamId: msg.teamId, userId: senderId },
      day,
      limits,
      plan.payload as ActionPayloads['view-profile'],
    );
  // The account's queue entry before the action (a failed transaction costs the bot one empty visit).
  await markAccountDue(deps, { teamId: msg.teamId, userId: senderId }, now, { urgentAt: now });
  const { canceled, data } = await retryConflicts(() =>
    createWriteTransaction(
      {
        dailyCounter: DailyCounterEntity,
        botAction: BotActionEntity,
        lead: LeadEntity,
        inviteCounter: InviteCounterEntity,
      },
      ({ dailyCounter, botAction, lead: leads, inviteCounter }) => [
        dailyCounter
          .upsert({
            teamId: msg.teamId,
            userId: senderId,
            day,
            limitKey,
            ttl: Math.floor(now / 1000) + 8 * 86_400,
          })
          .add({ count: 1 })
          .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, limit)}`)
          .commit(),
        botAction
          .create({
            teamId: msg.teamId,
            userId: senderId,
            actionId,
            type: plan.type,
            payload: plan.payload,
            status: 'pending',
            dueAt: now,
            attempts: 0,
            createdAt: now,
          })
          .commit(),
        leads
          .patch(key)
          .set({ userId: ref.userId, publicId: lead.publicId, stage: 'in-flight', updatedAt: now })
          .where(stillDueFor(msg))
          .commit(),
        ...cap.writes({ inviteCounter }),
      ],
    ).go(),
  );
  if (!canceled) return 'dispatched';
  const [counter, action, leadCheck] = data;
  const weekly = (data as { rejected: boolean; code?: string }[])[3];
  if (action.rejected || leadCheck.rejected) return action.rejected ? 'duplicate' : 'stale';
  if (weekly?.rejected && weekly.code === 'ConditionalCheckFailed' && cap.weeklyRetryAt !== null)
    return waitForCap(deps, ref, msg, cap.weeklyRetryAt, hours, timezone);
  if (counter.rejected && counter.code === 'ConditionalCheckFailed') {
    const next = nextDayWindowStart(hours, timezone, now) ?? now + DAY_MS;
    await scheduleLeadStep(deps, ref, {
      stepIndex: msg.stepIndex,
      attempt: msg.attempt,
      at: next,
      running: true,
    });
    return 'limit-reached';
  }
  // Throttling, or conflicts that outlasted the retries: let the queue redeliver.
  throw new Error(`step transaction failed: ${data.map((d) => d.code).join(',')}`);
}

async function finishLead(deps: Deps, ref: LeadRef) {
  await LeadEntity.patch({ teamId: ref.teamId, campaignId: ref.campaignId, leadId: ref.leadId })
    .set({ userId: ref.userId, publicId: ref.publicId, stage: 'done', updatedAt: deps.clock.now() })
    .go();
  await emitCampaignFinishedIfDone(deps, ref.teamId, ref.campaignId);
}

import { createHash } from 'node:crypto';
import { dailyCounterKey, stepLimitKey } from '@outreach/shared/rules/outreach/daily-limits';
import type { SequenceStep, StepType } from '@outreach/shared/rules/outreach/sequence';
import { isWithinWorkHours, nextWindowStart } from '@outreach/shared/rules/outreach/work-hours';
import { leadXHandle, X_ACCOUNT_RETRY_MS, xDeferUntil } from '@outreach/shared/rules/outreach/x-steps';
import type { EntityItem } from 'electrodb';
import { retryConflicts } from '../../../data/condition-failure.ts';
import { createWriteTransaction } from '../../../data/electrodb.ts';
import { CampaignEntity } from '../../../data/entities/campaign.ts';
import { DailyCounterEntity } from '../../../data/entities/daily-counter.ts';
import { LeadEntity } from '../../../data/entities/lead.ts';
import { XAccountEntity } from '../../../data/entities/x-account.ts';
import { XSendEntity } from '../../../data/entities/x-send.ts';
import type { Deps } from '../../../ports/deps.ts';
import { XApiError } from '../../../ports/x-api.ts';
import { advance, drop, note } from '../../campaigns/apply-bot-outcome.ts';
import type { CampaignRow } from '../../campaigns/campaign-view.ts';
import { loadOutreachSettings } from '../../settings/load-settings.ts';
import { rememberXWait } from '../../twitter/wake-x-leads.ts';
import { markXAccountBroken, XAccountUnavailable, xAccess } from '../../twitter/x-access.ts';
import { getXAccount } from '../../twitter/x-account-view.ts';
import type { StepContext, StepResult } from '../run-step.ts';
import { type LeadRef, nextDayWindowStart, scheduleLeadStep } from '../schedule-step.ts';
import { type StepMessage, stillDueFor } from '../step-messages.ts';
import { noteXDmLead, sendXDm, xDmText } from './x-dm.ts';
import { followOnX } from './x-follow.ts';

type Lead = EntityItem<typeof LeadEntity>;
type Campaign = EntityItem<typeof CampaignEntity>;
type XKind = 'dm' | 'follow';
/** The X endpoints a step uses; a 429 on one holds back the steps that need it. */
type XEndpoint = XKind | 'lookup';

const DAY_MS = 86_400_000;
/** X could not be reached: the step is tried again this much later (ours). */
const X_UNAVAILABLE_RETRY_MS = 15 * 60_000;
/** How long a claim may stay `sending` before a redelivery takes its consumer for dead (ours). */
const CLAIM_STALE_MS = 5 * 60_000;

/** The idempotency key of a lead's X step (campaign, lead, step, attempt). */
export function xSendKey(m: Pick<StepMessage, 'campaignId' | 'leadId' | 'stepIndex' | 'attempt'>) {
  return createHash('sha256')
    .update(`x#${m.campaignId}#${m.leadId}#${m.stepIndex}#${m.attempt}`)
    .digest('hex')
    .slice(0, 32);
}

/** Steps that go through the X adapter rather than the bot. */
export const isXStep = (s: SequenceStep) => s.type === 'Twitter DM' || s.type === 'Twitter Follow';

interface StepRun {
  deps: Deps;
  msg: StepMessage;
  lead: Lead;
  campaign: CampaignRow;
  step: SequenceStep;
  kind: XKind;
  ref: LeadRef;
}

/** What X did with a claimed step. */
type Outcome =
  | { type: 'sent'; targetUserId: string; eventId?: string; text?: string }
  | { type: 'not-found' }
  | { type: 'refused'; error: string }
  | { type: 'rate-limited'; endpoint: XEndpoint; until: number }
  | { type: 'account'; error: string }
  | { type: 'unavailable'; error: string };

/**
 * Runs a lead's Twitter DM or Twitter Follow step through the campaign owner's connected X account
 * (the X adapter: X API v2). As with the Email step, ONE transaction takes a unit of the account's
 * daily X limit, claims the action (`xSend`, keyed by the step: the idempotency key) and marks the
 * lead in flight; only then is X called. Redeliveries and concurrent consumers therefore never send
 * twice. X's 429 defers the lead to X's reset (and holds the account's other leads back until then);
 * a revoked grant marks the account broken, notifies its owner, and the lead waits for a reconnect.
 */
export async function runXStep(
  deps: Deps,
  x: { msg: StepMessage; lead: Lead; campaign: Campaign; step: SequenceStep; ctx: StepContext },
): Promise<StepResult> {
  const { msg, lead, step, ctx } = x;
  const campaign = x.campaign as CampaignRow;
  const kind: XKind = step.type === 'Twitter DM' ? 'dm' : 'follow';
  const now = deps.clock.now();
  const ref: LeadRef = {
    teamId: lead.teamId,
    campaignId: lead.campaignId,
    leadId: lead.leadId,
    userId: lead.userId,
    publicId: lead.publicId,
  };
  const run: StepRun = { deps, msg, lead, campaign, step, kind, ref };
  const wait = (at: number, result: StepResult, attempt = msg.attempt) =>
    scheduleLeadStep(deps, ref, {
      stepIndex: msg.stepIndex,
      attempt,
      at,
      running: true,
      jitter: false,
    }).then(() => result);

  const handle = leadXHandle(
    lead.person as Record<string, unknown>,
    lead.csvColumns as Record<string, unknown>,
  );
  if (!handle) {
    // No handle (a multichannel lead without an X column): the step is skipped.
    if (kind === 'dm')
      await note(deps, campaign, lead, 'twitter unable to message', {
        touchIndex: msg.stepIndex,
        message: 'No X (Twitter) handle for this lead',
      });
    await advance(deps, campaign, lead, msg.stepIndex + 1, now);
    return 'unsupported';
  }

  const owner = { teamId: lead.teamId, userId: campaign.userId };
  const account = deps.x ? await getXAccount(deps, owner) : null;
  // No usable X account: the lead waits and looks again later (reconnecting picks it up).
  if (account?.status !== 'connected') {
    await rememberXWait(deps, owner, ref, msg);
    return wait(now + X_ACCOUNT_RETRY_MS, 'account-unavailable');
  }
  const limited = (account.limitedUntil ?? {}) as Partial<Record<XEndpoint, number>>;
  const heldUntil = Math.max(limited[kind] ?? 0, limited.lookup ?? 0);
  if (heldUntil > now) return wait(heldUntil, 'limit-reached');

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

  const limitKey = stepLimitKey[step.type as StepType];
  const day = dailyCounterKey(now, timezone);
  const sendKey = xSendKey(msg);
  const { canceled, data } = await retryConflicts(() =>
    createWriteTransaction(
      { dailyCounter: DailyCounterEntity, xSend: XSendEntity, lead: LeadEntity },
      ({ dailyCounter, xSend, lead: leads }) => [
        dailyCounter
          .upsert({
            teamId: msg.teamId,
            userId: campaign.userId,
            day,
            limitKey,
            ttl: Math.floor(now / 1000) + 8 * 86_400,
          })
          .add({ count: 1 })
          .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, limits[limitKey])}`)
          .commit(),
        xSend
          .create({
            teamId: msg.teamId,
            sendKey,
            userId: campaign.userId,
            campaignId: msg.campaignId,
            leadId: msg.leadId,
            stepIndex: msg.stepIndex,
            attempt: msg.attempt,
            kind,
            handle,
            day,
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
    if (claim.rejected) return resumeClaim(run, sendKey, handle);
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
    throw new Error(`X step transaction failed: ${data.map((d) => d.code).join(',')}`);
  }
  return applyOutcome(run, sendKey, await callX(run, handle));
}

/**
 * A delivery of a step whose action is already claimed. A finished claim is a plain duplicate. One
 * still `sending` for long belongs to a consumer that died before recording X's answer: a follow is
 * done again (following twice changes nothing on X); a DM is completed as sent without sending again
 * (at most once). A fresh claim is left to its consumer, and this delivery fails so the queue brings
 * it back later.
 */
async function resumeClaim(run: StepRun, sendKey: string, handle: string): Promise<StepResult> {
  const { deps, msg } = run;
  const claim = (await XSendEntity.get({ teamId: msg.teamId, sendKey }).go()).data;
  if (claim?.status !== 'sending') return 'duplicate';
  if (deps.clock.now() - claim.createdAt < CLAIM_STALE_MS)
    throw new Error(`X step ${sendKey} is being sent by another delivery`);
  if (run.kind === 'follow') return applyOutcome(run, sendKey, await callX(run, handle));
  return applyOutcome(run, sendKey, { type: 'sent', targetUserId: claim.targetUserId ?? '' });
}

/** Looks the lead up on X and follows or DMs them; X's answers become an Outcome. */
async function callX(run: StepRun, handle: string): Promise<Outcome> {
  const { deps, lead, campaign, step, kind, msg } = run;
  const x = deps.x!;
  const owner = { teamId: msg.teamId, userId: campaign.userId };
  let endpoint: XEndpoint = 'lookup';
  try {
    const { accessToken, account } = await xAccess(deps, owner);
    const target = await x.userByUsername(accessToken, handle);
    if (!target) return { type: 'not-found' };
    await XSendEntity.patch({ teamId: msg.teamId, sendKey: xSendKey(msg) })
      .set({ targetUserId: target.id })
      .go()
      .catch(() => {});
    endpoint = kind;
    if (kind === 'follow') {
      await followOnX(x, accessToken, account.xUserId, target.id);
      return { type: 'sent', targetUserId: target.id };
    }
    const text = xDmText(
      step,
      (lead.person ?? {}) as Record<string, string | undefined>,
      lead.csvColumns as Record<string, string> | undefined,
    );
    if (!text) return { type: 'refused', error: 'The X (Twitter) DM has no text' };
    const eventId = await sendXDm(x, accessToken, target.id, text);
    return { type: 'sent', targetUserId: target.id, eventId, text };
  } catch (err) {
    if (err instanceof XAccountUnavailable) return { type: 'account', error: err.message };
    if (!(err instanceof XApiError)) throw err;
    switch (err.kind) {
      case 'unauthorized':
        await markXAccountBroken(deps, owner, err.message);
        return { type: 'account', error: err.message };
      case 'rate-limited':
        return { type: 'rate-limited', endpoint, until: xDeferUntil(err.resetAt, deps.clock.now()) };
      case 'forbidden':
      case 'invalid':
        return { type: 'refused', error: err.message };
      default:
        return { type: 'unavailable', error: err.message };
    }
  }
}

/** Records the outcome once (the claim moves out of `sending` conditionally) and moves the lead. */
async function applyOutcome(run: StepRun, sendKey: string, outcome: Outcome): Promise<StepResult> {
  const { deps, msg, lead, campaign, kind, ref } = run;
  const now = deps.clock.now();
  const sent = outcome.type === 'sent';
  const error = 'error' in outcome ? outcome.error : outcome.type;
  let claim: { day: string } | undefined;
  try {
    const res = await XSendEntity.patch({ teamId: msg.teamId, sendKey })
      .set(
        sent
          ? { status: 'sent', sentAt: now, ...(outcome.eventId ? { eventId: outcome.eventId } : {}) }
          : { status: 'failed', error: error.slice(0, 1000) },
      )
      .where((a, op) => op.eq(a.status, 'sending'))
      .go({ response: 'all_new' });
    claim = res.data as { day: string };
  } catch {
    return 'duplicate'; // another delivery applied it
  }
  const inFlight = { ...lead, stage: 'in-flight' as const };
  // X did nothing: the unit of the daily limit is given back.
  const refund = () =>
    DailyCounterEntity.patch({
      teamId: msg.teamId,
      userId: campaign.userId,
      day: claim!.day,
      limitKey: stepLimitKey[run.step.type as StepType],
    })
      .add({ count: -1 })
      .go()
      .catch(() => {});
  const retry = (at: number) =>
    scheduleLeadStep(deps, ref, {
      stepIndex: msg.stepIndex,
      attempt: msg.attempt + 1,
      at,
      running: true,
      jitter: false,
    });
  switch (outcome.type) {
    case 'sent': {
      const action = kind === 'dm' ? 'twitter message sent' : 'twitter followed';
      const first = !(lead.actions ?? []).includes(action);
      await note(deps, campaign, inFlight, action, {
        message: outcome.text,
        touchIndex: msg.stepIndex,
        activityId: `x#${sendKey}`,
      });
      await CampaignEntity.patch({ teamId: msg.teamId, campaignId: msg.campaignId })
        .add({
          ...(kind === 'dm'
            ? { xMessagedLeadsCount: first ? 1 : 0 }
            : { xFollowedLeadsCount: first ? 1 : 0 }),
          actionsCount: 1,
        })
        .go()
        .catch(() => {});
      if (kind === 'dm') await noteXDmLead(deps, campaign, lead, outcome.targetUserId, now);
      await advance(deps, campaign, inFlight, msg.stepIndex + 1, now);
      return 'dispatched';
    }
    case 'not-found':
      // The spec's 'Non-existing X (Twitter) profile': the lead leaves the sequence.
      await refund();
      await drop(deps, campaign, inFlight, 'no_twitter_data');
      return 'finished';
    case 'refused':
      // X refused this one action (closed DMs, …): noted, and the lead goes on with the sequence.
      if (kind === 'dm')
        await note(deps, campaign, inFlight, 'twitter unable to message', {
          message: outcome.error,
          touchIndex: msg.stepIndex,
          activityId: `x#${sendKey}`,
        });
      await advance(deps, campaign, inFlight, msg.stepIndex + 1, now);
      return 'dispatched';
    case 'rate-limited':
      await refund();
      await holdBack(deps, { teamId: msg.teamId, userId: campaign.userId }, outcome.endpoint, outcome.until);
      await retry(outcome.until);
      return 'limit-reached';
    case 'account':
      await refund();
      await rememberXWait(deps, { teamId: msg.teamId, userId: campaign.userId }, ref, {
        stepIndex: msg.stepIndex,
        attempt: msg.attempt + 1,
      });
      await retry(now + X_ACCOUNT_RETRY_MS);
      return 'account-unavailable';
    case 'unavailable':
      await refund();
      await retry(now + X_UNAVAILABLE_RETRY_MS);
      return 'account-unavailable';
  }
}

/** Remembers X's 429 on the account, so its other leads wait for the reset without asking X. */
async function holdBack(
  deps: Deps,
  key: { teamId: string; userId: string },
  endpoint: XEndpoint,
  until: number,
) {
  const account = await getXAccount(deps, key);
  if (!account) return;
  const limitedUntil = { ...((account.limitedUntil ?? {}) as Record<string, number>) };
  if ((limitedUntil[endpoint] ?? 0) >= until) return;
  limitedUntil[endpoint] = until;
  await XAccountEntity.patch(key)
    .set({ limitedUntil })
    .go()
    .catch(() => {});
}

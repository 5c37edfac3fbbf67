import { isCondition, nextStepIndex } from '@outreach/shared/rules/outreach/branches';
import type { LimitSignal } from '@outreach/shared/rules/outreach/sender-caps';
import { messageStepTypes, type SequenceStep, stepDelayMs } from '@outreach/shared/rules/outreach/sequence';
import { nextAllowedInstant } from '@outreach/shared/rules/outreach/work-hours';
import type { EntityItem } from 'electrodb';
import { isConditionFailure } from '../../data/condition-failure.ts';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import type { ActionOutcomes, ActionPayloads, BotAction } from '../bot/types.ts';
import { addedSources, endAddedSource } from '../lead-sources/added-sources.ts';
import { addLeads, fromScraped } from '../leads/add-leads.ts';
import { updateLeadCounted } from '../leads/lead-type-counts.ts';
import { countPendingInvites, pauseOutreach } from '../scheduling/caps/pause-invites.ts';
import { ensureNetworkSync, fireAt, scheduleLeadStep } from '../scheduling/schedule-step.ts';
import { stillDueFor } from '../scheduling/step-messages.ts';
import { chainedOutcomeKind } from '../scheduling/steps/chained-messages.ts';
import { inviteToCompanyOutcomeKind } from '../scheduling/steps/company-steps.ts';
import { waitingCondition } from '../scheduling/steps/condition.ts';
import { eventMessageOutcomeKind, inviteToEventOutcomeKind } from '../scheduling/steps/event-steps.ts';
import { groupMessageOutcomeKind } from '../scheduling/steps/group-message.ts';
import { inmailOutcomeKind } from '../scheduling/steps/inmail.ts';
import { followUpStepIndex } from '../scheduling/steps/li-connect.ts';
import { revokeAt, scheduleRevoke } from '../scheduling/steps/revoke-invite.ts';
import { loadOutreachSettings } from '../settings/load-settings.ts';
import { type ActingAccount, actingSender } from '../stats/acting-sender.ts';
import { recordActivity } from '../stats/record-activity.ts';
import { emitCampaignFinishedIfDone } from '../webhooks/emit-campaign-finished.ts';
import type { CampaignRow } from './campaign-view.ts';
import { collectNextPage } from './change-campaign.ts';
import { noteViewExtras } from './view-extras-outcome.ts';

type Lead = EntityItem<typeof LeadEntity>;
type Counter =
  | 'viewedLeadsCount'
  | 'requestedLeadsCount'
  | 'connectedLeadsCount'
  | 'messagedLeadsCount'
  | 'followedUpLeadsCount'
  | 'inmailedLeadsCount'
  | 'repliesCount'
  | 'ignoredLeadsCount'
  | 'finishedLeadsCount';

const sequenceOf = (c: CampaignRow) =>
  ((c.touchSequence as { sequence?: SequenceStep[] })?.sequence ?? []) as SequenceStep[];
const isRunning = (c: CampaignRow) => !c.isRemoved && c.status === 'active' && c.runState === 'running';
const isMessageStep = (s: SequenceStep | undefined) =>
  !!s && (messageStepTypes as readonly string[]).includes(s.type);

export async function bump(_deps: Deps, c: CampaignRow, counters: Partial<Record<Counter, number>>) {
  await CampaignEntity.patch({ teamId: c.teamId, campaignId: c.campaignId })
    .add({ ...counters, actionsCount: 1 })
    .go()
    .catch(() => {});
}

/** Records an action kind on the lead and in the activity log. */
export async function note(
  deps: Deps,
  c: CampaignRow,
  lead: Lead,
  kind: string,
  extra: {
    message?: string;
    touchIndex?: number;
    at?: number;
    activityId?: string;
    set?: Partial<Lead>;
    /** The LinkedIn account that acted (a bot action): recorded as the row's sender (issue #9). */
    by?: ActingAccount;
  } = {},
) {
  const now = deps.clock.now();
  const written = await updateLeadCounted(deps, lead, (l) => ({
    actions: [...new Set([...(l.actions ?? []), kind])],
    lastAction: kind,
    lastActionAt: now,
    updatedAt: now,
    ...extra.set,
  }));
  lead.actions = written.actions;
  const sender = extra.by ? await actingSender(extra.by) : undefined;
  await recordActivity(deps, {
    ...sender,
    teamId: c.teamId,
    userId: c.userId,
    campaignId: c.campaignId,
    campaignName: c.name,
    leadId: lead.leadId,
    kind,
    message: extra.message,
    touchIndex: extra.touchIndex,
    person: lead.person,
    activityId: extra.activityId,
    at: extra.at,
  });
}

const refOf = (l: Lead) => ({
  teamId: l.teamId,
  campaignId: l.campaignId,
  leadId: l.leadId,
  userId: l.userId,
  publicId: l.publicId,
});

export async function setStage(deps: Deps, l: Lead, stage: Lead['stage'], set: Partial<Lead> = {}) {
  await LeadEntity.patch({ teamId: l.teamId, campaignId: l.campaignId, leadId: l.leadId })
    .set({ userId: l.userId, publicId: l.publicId, stage, updatedAt: deps.clock.now(), ...set })
    .go();
}

/**
 * Moves a lead past step `index - 1` (callers pass the step after the one done): to the next step on
 * its path after that step's delay, or finishes it where its path (a branch, issue #9) or the
 * sequence ends.
 */
export async function advance(deps: Deps, c: CampaignRow, l: Lead, after: number, from: number) {
  const seq = sequenceOf(c);
  const index = after > 0 ? nextStepIndex(seq, after - 1) : after;
  const step = seq[index];
  if (!step) {
    // The step just done (the end of its path, issue #9), not the last of the flat list.
    const last = seq[after > 0 ? after - 1 : index - 1];
    await setStage(deps, l, isMessageStep(last) ? 'messaged' : 'done', { nextTouchIndex: index });
    await bump(deps, c, { finishedLeadsCount: 1 });
    // Steps outside the bot (email) finish leads here too: the campaign may have finished.
    await emitCampaignFinishedIfDone(deps, c.teamId, c.campaignId);
    return;
  }
  await scheduleLeadStep(deps, refOf(l), {
    stepIndex: index,
    at: from + stepDelayMs(step),
    running: isRunning(c),
  });
}

export async function drop(deps: Deps, c: CampaignRow, l: Lead, status: Lead['status']) {
  // A status change moves the lead between `type` filters: counted with the write.
  const written = await updateLeadCounted(deps, l, () => ({
    userId: l.userId,
    publicId: l.publicId,
    stage: 'done',
    updatedAt: deps.clock.now(),
    status,
  }));
  l.status = written.status;
  await bump(deps, c, { ignoredLeadsCount: 1 });
}

/** The lead and campaign of a step action, when the action is still the lead's current step. */
async function loadStep(
  _deps: Deps,
  a: BotAction,
  p: { campaignId: string; leadId: string; stepIndex: number },
) {
  const [l, c] = await Promise.all([
    LeadEntity.get({ teamId: a.teamId, campaignId: p.campaignId, leadId: p.leadId }).go(),
    CampaignEntity.get({ teamId: a.teamId, campaignId: p.campaignId }).go(),
  ]);
  const lead = l.data;
  const campaign = c.data;
  if (!lead || !campaign || lead.stage !== 'in-flight' || lead.nextTouchIndex !== p.stepIndex) return null;
  return { lead, campaign };
}

/**
 * LinkedIn refused the step's action with a limit signal (issue #9): that kind of the sender's
 * outreach pauses (caps/pause-invites.ts) and this lead tries again, as a new bot action, once the
 * pause is over; the others wait it out in run-step instead of each being refused.
 */
async function postponeForSignal(
  deps: Deps,
  a: BotAction,
  campaign: CampaignRow,
  lead: Lead,
  stepIndex: number,
  signal: LimitSignal,
) {
  await note(deps, campaign, lead, 'lead postponed', { by: a, touchIndex: stepIndex });
  const until = await pauseOutreach(deps, a, signal);
  const { hours, timezone } = await loadOutreachSettings(deps, campaign.userId);
  const at = nextAllowedInstant(hours, timezone, until) ?? until + 86_400_000;
  await scheduleLeadStep(deps, refOf(lead), {
    stepIndex,
    attempt: (lead.stepAttempt ?? 0) + 1,
    at,
    running: isRunning(campaign),
  });
}

async function onView(deps: Deps, a: BotAction<'view-profile'>) {
  const p = a.payload;
  const s = await loadStep(deps, a, p);
  if (!s) return;
  const { lead, campaign } = s;
  const now = deps.clock.now();
  if (a.status === 'done' && a.outcome?.result === 'limit-signal')
    return postponeForSignal(deps, a, campaign, lead, p.stepIndex, a.outcome.signal ?? 'view-limit');
  if (a.status !== 'done' || a.outcome?.result === 'not-found')
    return drop(deps, campaign, lead, 'no_linkedin_data');
  const first = !(lead.actions ?? []).includes('profile viewed');
  await note(deps, campaign, lead, 'profile viewed', { by: a, touchIndex: p.stepIndex });
  // Counted against the account that acted (a rotated campaign's sender), as the step's claim
  // trimmed the extras against that account's limits.
  await noteViewExtras(deps, { teamId: a.teamId, userId: a.userId }, a, (kind, extra) =>
    note(deps, campaign, lead, kind, { ...extra, by: a }),
  );
  if (first) await bump(deps, campaign, { viewedLeadsCount: 1 });
  await advance(deps, campaign, lead, p.stepIndex + 1, now);
}

async function onConnect(deps: Deps, a: BotAction<'connect'>) {
  const p = a.payload;
  const s = await loadStep(deps, a, p);
  if (!s) return;
  const { lead, campaign } = s;
  const now = deps.clock.now();
  const result = a.status === 'done' ? a.outcome?.result : 'unavailable';
  // "View first": the bot opened the profile before inviting; it counts as the lead's view.
  if (p.viewFirst && a.status === 'done' && result !== 'not-found') {
    const first = !(lead.actions ?? []).includes('profile viewed');
    await note(deps, campaign, lead, 'profile viewed', { by: a, touchIndex: p.stepIndex });
    if (first) await bump(deps, campaign, { viewedLeadsCount: 1 });
  }
  switch (result) {
    case 'sent':
    case 'already-pending': {
      const kind = result === 'sent' ? 'connect requested' : 'already invited';
      await note(deps, campaign, lead, kind, {
        by: a,
        message: p.note,
        touchIndex: p.stepIndex,
        set: { requestedAt: now },
      });
      if (result === 'sent') await bump(deps, campaign, { requestedLeadsCount: 1 });
      if (result === 'sent') await countPendingInvites(deps, a, 1);
      // A Condition right after the invite (issue #9) starts its wait now; the sync records the
      // acceptance on the waiting lead (onSync).
      const seq = sequenceOf(campaign);
      if (isCondition(seq[nextStepIndex(seq, p.stepIndex)])) {
        await advance(deps, campaign, lead, p.stepIndex + 1, now);
        await ensureNetworkSync(deps, { teamId: lead.teamId, userId: lead.userId }, { keep: true });
        return;
      }
      // The next step (a message) waits until the invite is accepted (sync-network).
      await setStage(deps, lead, 'awaiting-accept', { nextTouchIndex: p.stepIndex + 1, requestedAt: now });
      await ensureNetworkSync(deps, { teamId: lead.teamId, userId: lead.userId });
      // Revoke after N days (LI Connect revoke_invite): a check at that time withdraws it if still pending.
      const revoke = result === 'sent' ? revokeAt(sequenceOf(campaign)[p.stepIndex], now) : null;
      if (revoke !== null) await scheduleRevoke(deps, lead, p.stepIndex, revoke);
      return;
    }
    case 'already-connected':
      await note(deps, campaign, lead, 'already connected', {
        by: a,
        touchIndex: p.stepIndex,
        set: { connectedAt: now },
      });
      return advance(deps, campaign, lead, p.stepIndex + 1, now);
    case 'weekly-limit':
      // LinkedIn's weekly cap: the sender's invitations pause.
      return postponeForSignal(deps, a, campaign, lead, p.stepIndex, 'weekly-invite-limit');
    case 'limit-signal':
      return postponeForSignal(
        deps,
        a,
        campaign,
        lead,
        p.stepIndex,
        a.outcome?.signal ?? 'daily-invite-limit',
      );
    case 'not-found':
      return drop(deps, campaign, lead, 'no_linkedin_data');
    default:
      await note(deps, campaign, lead, 'unable to resend invitation', { by: a, touchIndex: p.stepIndex });
      return drop(deps, campaign, lead, 'abandoned');
  }
}

async function onMessage(deps: Deps, a: BotAction<'message'>) {
  const p = a.payload;
  const s = await loadStep(deps, a, p);
  if (!s) return;
  const { lead, campaign } = s;
  const now = deps.clock.now();
  const result = a.status === 'done' ? a.outcome?.result : 'failed';
  if (result === 'limit-signal')
    return postponeForSignal(deps, a, campaign, lead, p.stepIndex, a.outcome?.signal ?? 'message-limit');
  if (result === 'sent' || result === 'already-sent') {
    const followUp = !!p.followUp || (lead.actions ?? []).includes('message sent');
    await note(deps, campaign, lead, followUp ? 'follow up sent' : 'message sent', {
      by: a,
      message: p.text,
      touchIndex: p.stepIndex,
    });
    await bump(deps, campaign, followUp ? { followedUpLeadsCount: 1 } : { messagedLeadsCount: 1 });
    await advance(deps, campaign, lead, p.stepIndex + 1, now);
    // Replies are read by the network sync.
    await ensureNetworkSync(deps, { teamId: lead.teamId, userId: lead.userId });
    return;
  }
  if (result === 'not-found') return drop(deps, campaign, lead, 'no_linkedin_data');
  if (p.followUp) {
    // A failed follow-up does not stop the sequence: the next step runs after its delay.
    await note(deps, campaign, lead, 'could not send follow up', { by: a, touchIndex: p.stepIndex });
    return advance(deps, campaign, lead, p.stepIndex + 1, now);
  }
  await note(deps, campaign, lead, 'unable to send message', { by: a, touchIndex: p.stepIndex });
  await setStage(deps, lead, 'done');
}

async function onCollect(deps: Deps, a: BotAction<'collect-search'> | BotAction<'collect-members'>) {
  const p = a.payload;
  const campaign = (await CampaignEntity.get({ teamId: a.teamId, campaignId: p.campaignId }).go()).data;
  if (!campaign || campaign.isRemoved) return;
  // A search added later (POST /lead-sources) ends on its own; one no longer on the campaign is dropped.
  const source = p.sourceId ? addedSources(campaign).find((s) => s.id === p.sourceId) : undefined;
  if (p.sourceId && !source) return;
  const key = { teamId: a.teamId, campaignId: p.campaignId };
  const end = () =>
    source
      ? endAddedSource(deps, key, source.id)
      : CampaignEntity.patch(key).set({ isSearchEnded: true }).go();
  const o = a.outcome;
  if (a.status !== 'done' || !o) {
    await end();
    return;
  }
  const room = Math.max(0, (campaign.maxSearchAmount ?? 2500) - (campaign.leadsCount ?? 0));
  const added = await addLeads(deps, campaign, o.people.slice(0, room).map(fromScraped));
  const leadsCount = (campaign.leadsCount ?? 0) + added;
  if (o.exhausted || leadsCount >= (campaign.maxSearchAmount ?? 2500) || o.people.length === 0) {
    await end();
    return;
  }
  await collectNextPage(deps, { ...campaign, leadsCount }, o.lastPage + 1, source);
}

/** Leads of a person on one account (all its campaigns), through the person index. */
async function leadsOfPerson(_deps: Deps, a: BotAction, publicId: string): Promise<Lead[]> {
  const { data } = await LeadEntity.query
    .byPerson({ teamId: a.teamId, userId: a.userId, publicId: publicId.toLowerCase() })
    .go({ pages: 'all' });
  return data;
}

async function onSync(deps: Deps, a: BotAction<'sync-network'>) {
  const o = a.outcome;
  if (a.status !== 'done' || !o) return;
  const campaigns = new Map<string, CampaignRow | null>();
  const campaignOf = async (id: string) => {
    if (!campaigns.has(id))
      campaigns.set(id, (await CampaignEntity.get({ teamId: a.teamId, campaignId: id }).go()).data ?? null);
    return campaigns.get(id) ?? null;
  };
  for (const acc of o.accepted) {
    for (const lead of await leadsOfPerson(deps, a, acc.publicId)) {
      const c = await campaignOf(lead.campaignId);
      if (!c) continue;
      // A lead invited by this campaign waiting at a Condition (issue #9): the acceptance is recorded
      // and an 'accepted' condition is looked at again now (it takes its YES path).
      const cond = waitingCondition(sequenceOf(c), lead);
      // The acceptance: noted once (the activity id holds the lead), counted, one invite less pending.
      const recordAccepted = async () => {
        const at = Math.min(acc.at, deps.clock.now());
        await note(deps, c, lead, 'connected', {
          by: a,
          at,
          activityId: `accepted#${lead.leadId}`,
          set: { connectedAt: at },
        });
        await bump(deps, c, { connectedLeadsCount: 1 });
        await countPendingInvites(deps, a, -1);
        return at;
      };
      if (cond && lead.requestedAt !== undefined && lead.connectedAt === undefined) {
        await recordAccepted();
        if (cond.condition === 'accepted') await wakeCondition(deps, c, lead);
        continue;
      }
      if (lead.stage !== 'awaiting-accept') continue;
      const at = await recordAccepted();
      // The message step after the invite runs its delay from the acceptance (not from the invite).
      const from = Math.max(at, deps.clock.now() - 60_000);
      // A Connect step with a follow-up runs again first, as that message (planConnect).
      const followUp = followUpStepIndex(sequenceOf(c), lead.nextTouchIndex);
      if (followUp !== null)
        await scheduleLeadStep(deps, refOf(lead), {
          stepIndex: followUp,
          attempt: (lead.stepAttempt ?? 0) + 1,
          at: from,
          running: isRunning(c),
        });
      else await advance(deps, c, lead, lead.nextTouchIndex, from);
    }
  }
  for (const r of o.replies) {
    for (const lead of await leadsOfPerson(deps, a, r.publicId)) {
      if (lead.stage === 'replied' || lead.status !== 'approved') continue;
      // Only replies after we reached out count (an old conversation is not a reply).
      const reached = [
        'connect requested',
        'already invited',
        'already connected',
        'message sent',
        'chained messages sent',
      ];
      if (
        r.at < (lead.requestedAt ?? lead.createdAt) ||
        !(lead.actions ?? []).some((k) => reached.includes(k))
      )
        continue;
      const c = await campaignOf(lead.campaignId);
      if (!c) continue;
      await note(deps, c, lead, 'linkedin reply detected', {
        by: a,
        message: r.text,
        at: Math.min(r.at, deps.clock.now()),
        activityId: `reply#${r.threadId}#${r.at}`,
        set: { repliedAt: r.at, threadId: r.threadId },
      });
      // A lead waiting at a 'replied' Condition (issue #9) goes on along its YES path instead of
      // stopping: the condition is looked at again now.
      if (waitingCondition(sequenceOf(c), lead)?.condition === 'replied') {
        await bump(deps, c, { repliesCount: 1 });
        await wakeCondition(deps, c, { ...lead, repliedAt: r.at });
        continue;
      }
      // A reply stops the sequence for this lead; its pending schedule finds it replied and drops.
      await setStage(deps, lead, 'replied', { repliedAt: r.at, threadId: r.threadId });
      await bump(deps, c, { repliesCount: 1 });
    }
  }
}

/**
 * Fires a waiting lead's Condition step now, as a new attempt (the pending check becomes stale). The
 * condition itself decides and moves the lead (steps/condition.ts). Conditional on the lead still
 * waiting at that very attempt, so a wake that comes late (the check already moved the lead) or twice
 * never puts a lead back on its condition; one re-read covers a check that raced it.
 */
export async function wakeCondition(deps: Deps, c: CampaignRow, lead: Lead) {
  let current: Lead | undefined = lead;
  for (let tries = 0; tries < 2 && current; tries++) {
    const index = current.nextTouchIndex;
    if (current.stage !== 'scheduled' || !isCondition(sequenceOf(c)[index])) return;
    const attempt = (current.stepAttempt ?? 0) + 1;
    const now = deps.clock.now();
    try {
      await LeadEntity.patch({
        teamId: current.teamId,
        campaignId: current.campaignId,
        leadId: current.leadId,
      })
        .set({
          userId: current.userId,
          publicId: current.publicId,
          stage: 'scheduled',
          stepAttempt: attempt,
          nextDueAt: now,
          updatedAt: now,
        })
        .where(stillDueFor({ stepIndex: index, attempt: current.stepAttempt ?? 0 }))
        .go();
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
      current =
        (await LeadEntity.get({ teamId: lead.teamId, campaignId: lead.campaignId, leadId: lead.leadId }).go())
          .data ?? undefined;
      continue;
    }
    if (isRunning(c)) await fireAt(deps, refOf(current), index, attempt, now);
    return;
  }
}

/** A revoked invite: the lead's sequence ends here (it waited on the acceptance). */
async function onWithdraw(deps: Deps, a: BotAction<'withdraw-invite'>) {
  const p = a.payload;
  const [l, c] = await Promise.all([
    LeadEntity.get({ teamId: a.teamId, campaignId: p.campaignId, leadId: p.leadId }).go(),
    CampaignEntity.get({ teamId: a.teamId, campaignId: p.campaignId }).go(),
  ]);
  const lead = l.data;
  const campaign = c.data;
  if (!lead || !campaign || lead.stage !== 'awaiting-accept') return;
  if (a.status !== 'done' || a.outcome?.result !== 'withdrawn') return;
  await countPendingInvites(deps, a, -1);
  await note(deps, campaign, lead, 'invite withdrawn', {
    by: a,
    touchIndex: p.stepIndex,
    activityId: `withdrawn#${lead.leadId}#${p.stepIndex}`,
  });
  await setStage(deps, lead, 'done');
  await bump(deps, campaign, { finishedLeadsCount: 1 });
}

/** An InMail Message step: sent (or found sent), skipped for a connection, or not sent. */
async function onInMail(deps: Deps, a: BotAction<'send-inmail'>) {
  const p = a.payload;
  const s = await loadStep(deps, a, p);
  if (!s) return;
  const { lead, campaign } = s;
  const o = inmailOutcomeKind(a.status === 'done' ? a.outcome?.result : 'failed');
  if (!o) return drop(deps, campaign, lead, 'no_linkedin_data');
  await note(deps, campaign, lead, o.kind, {
    by: a,
    message: o.kind === 'inmail sent' ? `${p.subject}\n\n${p.text}` : undefined,
    touchIndex: p.stepIndex,
  });
  if (o.kind === 'inmail sent') await bump(deps, campaign, { inmailedLeadsCount: 1 });
  if (o.next === 'stop') return setStage(deps, lead, 'done');
  await advance(deps, campaign, lead, p.stepIndex + 1, deps.clock.now());
}

/** A Chained messages step: every message of the chain sent once (some maybe by an earlier run), or not. */
async function onChained(deps: Deps, a: BotAction<'send-chained-messages'>) {
  const p = a.payload;
  const s = await loadStep(deps, a, p);
  if (!s) return;
  const { lead, campaign } = s;
  const o = chainedOutcomeKind(a.status === 'done' ? a.outcome?.result : 'failed');
  if (!o) return drop(deps, campaign, lead, 'no_linkedin_data');
  await note(deps, campaign, lead, o.kind, {
    by: a,
    message: o.kind === 'chained messages sent' ? p.texts.join('\n\n') : undefined,
    touchIndex: p.stepIndex,
  });
  if (o.next === 'stop') return setStage(deps, lead, 'done');
  await bump(deps, campaign, { messagedLeadsCount: 1 });
  await advance(deps, campaign, lead, p.stepIndex + 1, deps.clock.now());
  // Replies are read by the network sync.
  await ensureNetworkSync(deps, { teamId: lead.teamId, userId: lead.userId });
}

/** A Group Message step: sent (or found sent), or not sent (not both members, allowance used up). */
async function onGroupMessage(deps: Deps, a: BotAction<'send-group-message'>) {
  const p = a.payload;
  const s = await loadStep(deps, a, p);
  if (!s) return;
  const { lead, campaign } = s;
  const o = groupMessageOutcomeKind(a.status === 'done' ? a.outcome?.result : 'failed');
  if (!o) return drop(deps, campaign, lead, 'no_linkedin_data');
  const first = o.kind === 'group message sent' && !(lead.actions ?? []).includes(o.kind);
  await note(deps, campaign, lead, o.kind, {
    by: a,
    message: o.kind === 'group message sent' ? p.text : undefined,
    touchIndex: p.stepIndex,
  });
  // The campaign's Messaged count: each lead once, at its first group message.
  if (first) await bump(deps, campaign, { messagedLeadsCount: 1 });
  if (o.next === 'stop') return setStage(deps, lead, 'done');
  await advance(deps, campaign, lead, p.stepIndex + 1, deps.clock.now());
  // Replies land in the ordinary inbox, read by the network sync.
  await ensureNetworkSync(deps, { teamId: lead.teamId, userId: lead.userId });
}

/** An Event Message step: sent (or found sent), or not sent (not both attending, refused). */
async function onEventMessage(deps: Deps, a: BotAction<'send-event-message'>) {
  const p = a.payload;
  const s = await loadStep(deps, a, p);
  if (!s) return;
  const { lead, campaign } = s;
  const o = eventMessageOutcomeKind(a.status === 'done' ? a.outcome?.result : 'failed');
  if (!o) return drop(deps, campaign, lead, 'no_linkedin_data');
  const first = o.kind === 'event message sent' && !(lead.actions ?? []).includes(o.kind);
  await note(deps, campaign, lead, o.kind, {
    by: a,
    message: o.kind === 'event message sent' ? p.text : undefined,
    touchIndex: p.stepIndex,
  });
  // The campaign's Messaged count: each lead once, at its first event message.
  if (first) await bump(deps, campaign, { messagedLeadsCount: 1 });
  if (o.next === 'stop') return setStage(deps, lead, 'done');
  await advance(deps, campaign, lead, p.stepIndex + 1, deps.clock.now());
  // Replies land in the ordinary inbox, read by the network sync.
  await ensureNetworkSync(deps, { teamId: lead.teamId, userId: lead.userId });
}

/** An Invite to event step: invited (or found invited), failed, or already attending; the lead goes on. */
async function onInviteToEvent(deps: Deps, a: BotAction<'invite-to-event'>) {
  const p = a.payload;
  const s = await loadStep(deps, a, p);
  if (!s) return;
  const { lead, campaign } = s;
  const o = inviteToEventOutcomeKind(a.status === 'done' ? a.outcome?.result : 'failed');
  if (!o) return drop(deps, campaign, lead, 'no_linkedin_data');
  if (o.kind) await note(deps, campaign, lead, o.kind, { by: a, touchIndex: p.stepIndex });
  await advance(deps, campaign, lead, p.stepIndex + 1, deps.clock.now());
}

/**
 * An Invite to company step: invited (or found invited), failed (with the site's reason as the
 * activity's message), or already following; the lead goes on.
 */
async function onInviteToCompany(deps: Deps, a: BotAction<'invite-to-company'>) {
  const p = a.payload;
  const s = await loadStep(deps, a, p);
  if (!s) return;
  const { lead, campaign } = s;
  const o = inviteToCompanyOutcomeKind(a.status === 'done' ? a.outcome?.result : 'failed');
  if (!o) return drop(deps, campaign, lead, 'no_linkedin_data');
  const reason = o.kind === 'invite to company failed' ? (a.outcome?.reason ?? a.outcome?.result) : undefined;
  if (o.kind) await note(deps, campaign, lead, o.kind, { touchIndex: p.stepIndex, message: reason });
  await advance(deps, campaign, lead, p.stepIndex + 1, deps.clock.now());
}

/**
 * Applies a finished (or failed) outreach bot action to campaigns and leads: statuses, activity,
 * counters and the next step's schedule. Runs once per action (completeAction guards it).
 */
export async function applyCampaignBotOutcome(deps: Deps, action: BotAction): Promise<void> {
  switch (action.type) {
    case 'view-profile':
      return onView(deps, action as BotAction<'view-profile'>);
    case 'connect':
      return onConnect(deps, action as BotAction<'connect'>);
    case 'message':
      return onMessage(deps, action as BotAction<'message'>);
    case 'collect-search':
      return onCollect(deps, action as BotAction<'collect-search'>);
    case 'sync-network':
      return onSync(deps, action as BotAction<'sync-network'>);
    case 'withdraw-invite':
      return onWithdraw(deps, action as BotAction<'withdraw-invite'>);
    case 'send-inmail':
      return onInMail(deps, action as BotAction<'send-inmail'>);
    case 'send-chained-messages':
      return onChained(deps, action as BotAction<'send-chained-messages'>);
    case 'collect-members':
      return onCollect(deps, action as BotAction<'collect-members'>);
    case 'send-group-message':
      return onGroupMessage(deps, action as BotAction<'send-group-message'>);
    case 'send-event-message':
      return onEventMessage(deps, action as BotAction<'send-event-message'>);
    case 'invite-to-event':
      return onInviteToEvent(deps, action as BotAction<'invite-to-event'>);
    case 'invite-to-company':
      return onInviteToCompany(deps, action as BotAction<'invite-to-company'>);
    default:
      return;
  }
}

export type { ActionOutcomes, ActionPayloads };

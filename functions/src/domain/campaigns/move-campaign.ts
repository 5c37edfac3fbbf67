import type { EntityItem } from 'electrodb';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { ActivityEntity } from '../../data/entities/activity.ts';
import { BotActionEntity } from '../../data/entities/bot-action.ts';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { CampaignCounterEntity } from '../../data/entities/campaign-counter.ts';
import { EmailSendEntity } from '../../data/entities/email-send.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import { LeadTypeCounterEntity } from '../../data/entities/lead-type-counter.ts';
import { XSendEntity } from '../../data/entities/x-send.ts';
import type { Deps } from '../../ports/deps.ts';
import { ACTION_RUN_TIMEOUT_MS } from '../bot/actions.ts';
import type { BotAction } from '../bot/types.ts';
import { emailMessageKey } from '../email/campaign-email.ts';
import { addedSources } from '../lead-sources/added-sources.ts';
import { ensureNetworkSync } from '../scheduling/schedule-step.ts';
import { stepActionId } from '../scheduling/step-messages.ts';
import { xSendKey } from '../scheduling/steps/x-step.ts';
import { counterMoves, tabOf } from './campaign-counters.ts';
import type { CampaignRow } from './campaign-view.ts';
import { collectNextPage } from './change-campaign.ts';

type Lead = EntityItem<typeof LeadEntity>;

/** Time to move one campaign of a member who joined another team (a `steps` queue message). */
export interface CampaignMoveMessage {
  kind: 'campaign-move';
  /** The team the campaign is moving from (where it still is until the last round). */
  teamId: string;
  campaignId: string;
}

/** Leads per transaction (each a put there and a conditional delete here: 20 of 100 items). */
const LEADS_PER_TX = 10;
/** Leads and activities one round moves before it hands over to the next message (a Lambda's time). */
const LEADS_PER_ROUND = 200;
const ACTIVITIES_PER_ROUND = 500;
/** How long a round waits for the bot to finish an action of the campaign before looking again. */
export const MOVE_WAIT_SECONDS = 10;
/** A lead in flight with no bot action (an email or X step) is left alone this long after its last write. */
const STEP_SETTLE_MS = 10 * 60_000;

export type MoveRound = 'gone' | 'waiting' | 'more' | 'moved';

/**
 * One round of moving a campaign to the team its owner joined (POST /teams/invites/{id}/accept with
 * moveCampaigns). The accept paused the campaign and marked it `movingTo`; a campaign has too many
 * leads for one transaction, so the rows follow here in rounds, each resumable from what is left:
 *
 * 1. Quiet: the campaign's pending bot actions are cancelled; while one is running (the bot is on
 *    LinkedIn), the round waits and looks again. Outcomes are applied here meanwhile, as the campaign
 *    is still here; being paused, it starts nothing new.
 * 2. Leads, then activities, move in batches (put there, conditional delete here), keeping their
 *    stage, step, counters and history; a lead whose step was cancelled goes back to waiting for it.
 *    Tags stay behind (tag ids are the old team's).
 * 3. Last, the lead-type counters and the campaign row with its list-tab counters, in transactions:
 *    until then the old team shows the campaign paused and the new team does not; afterwards only
 *    the new team has it, paused, to resume once the owner's LinkedIn account is connected there.
 *
 * Each round re-sends its message (at once, or after MOVE_WAIT_SECONDS while the bot works).
 */
export async function moveCampaign(deps: Deps, msg: CampaignMoveMessage): Promise<MoveRound> {
  const c = (await CampaignEntity.get({ teamId: msg.teamId, campaignId: msg.campaignId }).go()).data;
  if (!c?.movingTo) return 'gone';
  const again = (delaySeconds = 0) => deps.queue.send('steps', { body: msg, delaySeconds });

  if (await botStillWorking(deps, c)) {
    await again(MOVE_WAIT_SECONDS);
    return 'waiting';
  }
  const leads = await moveLeads(deps, c);
  if (leads === 'waiting') {
    await again(MOVE_WAIT_SECONDS);
    return 'waiting';
  }
  if (leads === 'more' || (await moveActivities(deps, c)) === 'more') {
    await again();
    return 'more';
  }
  await moveLeadTypeCounters(deps, c);
  if (!(await moveCampaignRow(deps, c))) {
    await again();
    return 'more';
  }
  await restartWork(deps, c, c.movingTo);
  return 'moved';
}

const ofCampaign = (c: CampaignRow) => (a: { payload?: unknown }) =>
  (a.payload as { campaignId?: string } | undefined)?.campaignId === c.campaignId;

/**
 * Cancels the campaign's pending bot actions (and running ones whose worker died); true while one is
 * running on LinkedIn (or was claimed meanwhile).
 */
async function botStillWorking(deps: Deps, c: CampaignRow): Promise<boolean> {
  const acc = { teamId: c.teamId, userId: c.userId };
  const [pending, running] = await Promise.all(
    (['pending', 'running'] as const).map(async (status) =>
      (await BotActionEntity.query.byAccountStatus({ ...acc, status }).go({ pages: 'all' })).data.filter(
        ofCampaign(c),
      ),
    ),
  );
  // A running action whose worker went silent (ACTION_RUN_TIMEOUT_MS) is given up like a pending one.
  const wall = deps.clock.wallNow();
  const stale = (running ?? []).filter((a) => (a.startedAt ?? 0) + ACTION_RUN_TIMEOUT_MS <= wall);
  const cancelled = await Promise.all(
    [...(pending ?? []), ...stale].map((a) =>
      BotActionEntity.patch({ ...acc, actionId: a.actionId })
        .set({ status: 'cancelled', dueAt: a.dueAt })
        .where((x, op) => `${op.eq(x.status, a.status)} AND ${op.eq(x.attempts, a.attempts ?? 0)}`)
        .go()
        .then(
          () => true,
          () => false,
        ),
    ),
  );
  return (running ?? []).length > stale.length || cancelled.includes(false);
}

async function moveLeads(deps: Deps, c: CampaignRow): Promise<'done' | 'more' | 'waiting'> {
  const to = c.movingTo as string;
  const now = deps.clock.now();
  const { data } = await LeadEntity.query
    .byCampaign({ teamId: c.teamId, campaignId: c.campaignId })
    .go({ limit: LEADS_PER_ROUND });
  if (data.length === 0) return 'done';
  const movable = await settledLeads(deps, data, now);
  const claims = await stepClaims(deps, movable);
  for (let i = 0; i < movable.length; i += LEADS_PER_TX) {
    const batch = movable.slice(i, i + LEADS_PER_TX);
    // A lead changed meanwhile (an edit in the CRM) cancels its batch: the next round reads it again.
    await createWriteTransaction(
      { lead: LeadEntity, emailSend: EmailSendEntity, xSend: XSendEntity },
      ({ lead, emailSend, xSend }) =>
        batch.flatMap((l) => {
          const { tags: _oldTeamTags, ...rest } = l;
          const waiting =
            l.stage === 'in-flight' ? { stage: 'scheduled' as const, nextDueAt: now, updatedAt: now } : {};
          const claim = claims.get(l.leadId);
          return [
            lead.put({ ...rest, ...waiting, teamId: to }).commit(),
            lead
              .delete({ teamId: l.teamId, campaignId: l.campaignId, leadId: l.leadId })
              .where((a, op) => op.eq(a.updatedAt, l.updatedAt))
              .commit(),
            // The step's send claim goes along: taken up again there, a send that died midway is
            // completed as sent (at most once, resumeClaim), never sent a second time.
            ...(claim?.email ? [emailSend.put({ ...claim.email, teamId: to }).commit()] : []),
            ...(claim?.x ? [xSend.put({ ...claim.x, teamId: to }).commit()] : []),
          ];
        }),
    ).go();
  }
  if (movable.length === 0) return 'waiting';
  return 'more';
}

/**
 * The leads that may move now. The bot is done with the campaign (botStillWorking), so a lead in
 * flight either had its step's action cancelled (it waits for that step again, in the new team) or
 * is being settled: an outcome being applied, an email or X step being sent. Those wait, for at
 * most STEP_SETTLE_MS after their last write (a step that died midway is then taken up again).
 */
async function settledLeads(_deps: Deps, leads: Lead[], now: number): Promise<Lead[]> {
  const inFlight = leads.filter((l) => l.stage === 'in-flight');
  if (inFlight.length === 0) return leads;
  const keyOf = (l: Lead) => ({
    teamId: l.teamId,
    userId: l.userId,
    actionId: stepActionId({
      campaignId: l.campaignId,
      leadId: l.leadId,
      stepIndex: l.nextTouchIndex,
      attempt: l.stepAttempt ?? 0,
    }),
  });
  const { data: actions } = await BotActionEntity.get(inFlight.map(keyOf)).go();
  const cancelled = new Set(actions.filter((a) => a.status === 'cancelled').map((a) => a.actionId));
  return leads.filter(
    (l) => l.stage !== 'in-flight' || cancelled.has(keyOf(l).actionId) || l.updatedAt <= now - STEP_SETTLE_MS,
  );
}

/** The email or X send claims of the steps the leads in flight are on (an email or X step midway). */
async function stepClaims(_deps: Deps, leads: Lead[]) {
  const inFlight = leads.filter((l) => l.stage === 'in-flight');
  const step = (l: Lead) => ({
    campaignId: l.campaignId,
    leadId: l.leadId,
    stepIndex: l.nextTouchIndex,
    attempt: l.stepAttempt ?? 0,
  });
  const [email, x] = await Promise.all([
    inFlight.length
      ? EmailSendEntity.get(
          inFlight.map((l) => ({ teamId: l.teamId, messageKey: emailMessageKey(step(l)) })),
        ).go()
      : { data: [] },
    inFlight.length
      ? XSendEntity.get(inFlight.map((l) => ({ teamId: l.teamId, sendKey: xSendKey(step(l)) }))).go()
      : { data: [] },
  ]);
  const out = new Map<string, { email?: (typeof email.data)[number]; x?: (typeof x.data)[number] }>();
  for (const e of email.data) out.set(e.leadId, { ...out.get(e.leadId), email: e });
  for (const s of x.data) out.set(s.leadId, { ...out.get(s.leadId), x: s });
  return out;
}

async function moveActivities(_deps: Deps, c: CampaignRow): Promise<'done' | 'more'> {
  const { data } = await ActivityEntity.query
    .byCampaign({ teamId: c.teamId, campaignId: c.campaignId })
    .go({ limit: ACTIVITIES_PER_ROUND });
  if (data.length === 0) return 'done';
  // History does not change: put there, then delete here (a repeated round puts the same rows again).
  const put = await ActivityEntity.put(data.map((a) => ({ ...a, teamId: c.movingTo as string }))).go();
  if (put.unprocessed.length) throw new Error(`moving activities: ${put.unprocessed.length} not written`);
  await ActivityEntity.delete(
    data.map((a) => ({ teamId: a.teamId, at: a.at, activityId: a.activityId })),
  ).go();
  return 'more';
}

async function moveLeadTypeCounters(_deps: Deps, c: CampaignRow) {
  const { data } = await LeadTypeCounterEntity.query
    .byCampaign({ teamId: c.teamId, campaignId: c.campaignId })
    .go({ pages: 'all' });
  for (const n of data) {
    await createWriteTransaction({ leadTypeCounter: LeadTypeCounterEntity }, ({ leadTypeCounter }) => [
      leadTypeCounter
        .update({ teamId: c.movingTo as string, campaignId: c.campaignId, type: n.type })
        .add({ count: n.count ?? 0 })
        .commit(),
      leadTypeCounter
        .delete({ teamId: c.teamId, campaignId: c.campaignId, type: n.type })
        .where((a, op) => op.eq(a.count, n.count ?? 0))
        .commit(),
    ]).go();
  }
}

/** The campaign row and its list-tab counts, in one transaction; false when it changed meanwhile. */
async function moveCampaignRow(deps: Deps, c: CampaignRow): Promise<boolean> {
  const to = c.movingTo as string;
  const { movingTo: _to, ...rest } = c;
  const moved = { ...rest, teamId: to, updatedAt: deps.clock.now() };
  const res = await createWriteTransaction(
    { campaign: CampaignEntity, campaignCounter: CampaignCounterEntity },
    ({ campaign, campaignCounter }) => [
      campaign.create(moved).commit(),
      campaign
        .delete({ teamId: c.teamId, campaignId: c.campaignId })
        .where((a, op) => `${op.eq(a.movingTo, to)} AND ${op.eq(a.updatedAt, c.updatedAt)}`)
        .commit(),
      ...counterMoves({ campaignCounter }, c.teamId, tabOf(c), null),
      ...counterMoves({ campaignCounter }, to, null, tabOf(moved)),
    ],
  ).go();
  return !res.canceled;
}

/**
 * What the bot was asked for the campaign continues on the owner's account in the new team: a search
 * whose next page was cancelled collects it there; acceptances and replies are watched there.
 */
async function restartWork(deps: Deps, c: CampaignRow, to: string) {
  const moved = { ...c, teamId: to, movingTo: undefined } as CampaignRow;
  if (c.status !== 'draft') await ensureNetworkSync(deps, { teamId: to, userId: c.userId });
  const own = c.searchUrl && !c.isSearchEnded;
  const added = addedSources(c).filter((s) => !s.isSearchEnded);
  if (!own && added.length === 0) return;
  const { data } = await BotActionEntity.query
    .byAccountStatus({ teamId: c.teamId, userId: c.userId, status: 'cancelled' })
    .go({ pages: 'all' });
  const collects = data
    .filter(ofCampaign(c))
    .filter((a) => a.type === 'collect-search' || a.type === 'collect-members')
    .map((a) => (a as BotAction<'collect-search'>).payload);
  // Each search (the campaign's own, and each one added later) goes on from its cancelled page.
  const lastPage = (sourceId?: string) => {
    const pages = collects.filter((p) => p.sourceId === sourceId).map((p) => p.startPage);
    return pages.length ? Math.max(...pages) : undefined;
  };
  const ownPage = own ? lastPage(undefined) : undefined;
  if (ownPage !== undefined) await collectNextPage(deps, moved, ownPage);
  for (const s of added) {
    const page = lastPage(s.id);
    if (page !== undefined) await collectNextPage(deps, moved, page, s);
  }
}

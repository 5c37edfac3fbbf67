import { AppError } from '@outreach/shared/errors';
import {
  type CampaignAction,
  campaignActionBlock,
  publishedState,
  unarchivedState,
} from '@outreach/shared/rules/outreach/campaigns';
import type { TSequenceStep } from '@outreach/shared/schemas/campaigns';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { CampaignCounterEntity } from '../../data/entities/campaign-counter.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import { type AddedLeadSource, addedSources } from '../lead-sources/added-sources.ts';
import { fireAt } from '../scheduling/schedule-step.ts';
import { assertMayRunOutreach } from '../teams/outreach-standing.ts';
import { assertStepAttachments } from './assert-step-attachments.ts';
import { assertStepFeatures } from './assert-step-features.ts';
import { assertStepsAllowed } from './assert-steps-allowed.ts';
import { counterMoves, sameTab, tabOf } from './campaign-counters.ts';
import { type CampaignRow, campaignView, loadCampaign } from './campaign-view.ts';

/** People the bot collects per search action (ours: ten result pages of ten). */
export const COLLECT_BATCH = 100;

function allow(c: CampaignRow, action: CampaignAction) {
  const block = campaignActionBlock(
    {
      status: c.status,
      runState: c.runState,
      category: c.category,
      campaignType: c.campaignType,
      movingTo: c.movingTo,
    },
    action,
  );
  if (block === 'not-allowed')
    throw new AppError('BAD_REQUEST', `This campaign cannot be ${pastTense[action] ?? action}`);
  if (block) throw new AppError('BAD_REQUEST', block);
}

const pastTense: Partial<Record<CampaignAction, string>> = {
  publish: 'published',
  pause: 'paused',
  resume: 'resumed',
  archive: 'archived',
  unarchive: 'unarchived',
  delete: 'deleted',
  editSequence: 'edited',
};

const changedMeanwhile = () =>
  new AppError('CONFLICT', 'The campaign was changed meanwhile, please reload and try again');

/**
 * Writes a change. One that moves the campaign to another list tab also moves the tab counters, in
 * one transaction conditioned on the state it was read in, so two racing changes cannot both count.
 */
async function save(deps: Deps, c: CampaignRow, set: Partial<CampaignRow>) {
  const updatedAt = deps.clock.now();
  const key = { teamId: c.teamId, campaignId: c.campaignId };
  const next = { ...c, ...set, updatedAt } as CampaignRow;
  const from = tabOf(c);
  const to = tabOf(next);
  if (sameTab(from, to)) {
    await CampaignEntity.patch(key)
      .set({ ...set, updatedAt })
      .go();
    return campaignView(next);
  }
  const res = await createWriteTransaction(
    { campaign: CampaignEntity, campaignCounter: CampaignCounterEntity },
    ({ campaign, campaignCounter }) => [
      campaign
        .patch(key)
        .set({ ...set, updatedAt })
        .where(
          (a, op) =>
            `${op.eq(a.status, c.status)} AND ${op.eq(a.runState, c.runState)} AND (${op.notExists(a.isRemoved)} OR ${op.eq(a.isRemoved, false)})`,
        )
        .commit(),
      ...counterMoves({ campaignCounter }, c.teamId, from, to),
    ],
  ).go();
  if (res.canceled) throw changedMeanwhile();
  return campaignView(next);
}

/** PATCH /campaigns/{id}/sequence. Leads keep their step index; changed delays apply to the next step. */
export async function updateSequence(
  deps: Deps,
  teamId: string,
  id: string,
  touchSequence: { sequence: TSequenceStep[] },
) {
  const c = await loadCampaign(deps, teamId, id);
  allow(c, 'editSequence');
  assertStepsAllowed(c.category, touchSequence);
  await assertStepFeatures(deps, teamId, touchSequence);
  await assertStepAttachments(deps, teamId, touchSequence);
  return save(deps, c, { touchSequence });
}

/** PATCH /campaigns/{id}/name. */
export async function renameCampaign(deps: Deps, teamId: string, id: string, name: string) {
  const c = await loadCampaign(deps, teamId, id);
  return save(deps, c, { name });
}

/**
 * Re-creates the schedules of a campaign's waiting leads (publish of a CSV draft, resume). Steps due
 * in the past fire now; duplicates of schedules that still exist are harmless (run-step is idempotent).
 */
export async function scheduleWaitingLeads(deps: Deps, c: CampaignRow): Promise<number> {
  const now = deps.clock.now();
  const { data } = await LeadEntity.query
    .byCampaign({ teamId: c.teamId, campaignId: c.campaignId })
    .where((a, op) => op.eq(a.stage, 'scheduled'))
    .go({
      pages: 'all',
      attributes: ['leadId', 'userId', 'publicId', 'nextTouchIndex', 'stepAttempt', 'nextDueAt'],
    });
  const queue = [...data];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let l = queue.shift(); l; l = queue.shift()) {
        const at = Math.max(now, l.nextDueAt ?? now);
        if (at !== l.nextDueAt) {
          await LeadEntity.patch({ teamId: c.teamId, campaignId: c.campaignId, leadId: l.leadId })
            .set({ nextDueAt: at })
            .go();
        }
        const ref = {
          teamId: c.teamId,
          campaignId: c.campaignId,
          leadId: l.leadId,
          userId: l.userId,
          publicId: l.publicId,
        };
        await fireAt(deps, ref, l.nextTouchIndex, l.stepAttempt ?? 0, at);
      }
    }),
  );
  return data.length;
}

const memberListTypes = new Set<string>([
  'group',
  'event',
  'company',
  'linkedin post',
  'advertisement post',
  'newsletter',
]);

/**
 * Asks the bot for the next page of a search campaign's people (`collect#<campaignId>#<page>`; a
 * restarted search's round n collects as `collect#<campaignId>#r<n>#<page>`).
 */
export async function collectNextPage(
  deps: Deps,
  c: CampaignRow,
  page: number,
  source?: Pick<AddedLeadSource, 'id' | 'searchUrl' | 'searchRound'>,
) {
  const sourceUrl = source ? source.searchUrl : c.searchUrl;
  if (!sourceUrl) return;
  const remaining = (c.maxSearchAmount ?? 2500) - (c.leadsCount ?? 0);
  if (remaining <= 0) return;
  const round = source ? source.searchRound : c.searchRound;
  const key = {
    teamId: c.teamId,
    userId: c.userId,
    actionId: `collect#${c.campaignId}${source ? `#s${source.id}` : ''}${round ? `#r${round}` : ''}#${page}`,
  };
  const common = {
    campaignId: c.campaignId,
    ...(source ? { sourceId: source.id } : {}),
    startPage: page,
    maxPeople: Math.min(COLLECT_BATCH, remaining),
  };
  // A group's members, an event's attendees, a company page's invitable connections, a post's
  // reactors and commenters or a newsletter's subscribers: their own list pages, not a people search.
  // An added source is always a people search (addableSourceTypes).
  if (!source && memberListTypes.has(c.campaignType)) {
    await enqueueBotAction(deps, { ...key, type: 'collect-members', payload: { ...common, sourceUrl } });
    return;
  }
  await enqueueBotAction(deps, {
    ...key,
    type: 'collect-search',
    payload: { ...common, searchUrl: sourceUrl },
  });
}

/**
 * POST /campaigns/{id}/publish: draft → active and running; starts collecting or the CSV leads' steps.
 * `actorId` (the caller) must be in good standing: verified, not blocked, team not deactivated or paused.
 */
export async function publishCampaign(deps: Deps, teamId: string, id: string, actorId: string) {
  const c = await loadCampaign(deps, teamId, id);
  await assertMayRunOutreach(deps, teamId, actorId);
  allow(c, 'publish');
  await assertStepFeatures(deps, teamId, c.touchSequence);
  const sequence = (c.touchSequence as { sequence?: unknown[] })?.sequence ?? [];
  if (sequence.length === 0)
    throw new AppError('BAD_REQUEST', 'Please add at least one step to the sequence');
  const now = deps.clock.now();
  const live = { ...c, ...publishedState, publishedAt: now, updatedAt: now } as CampaignRow;
  const res = await createWriteTransaction(
    { campaign: CampaignEntity, campaignCounter: CampaignCounterEntity },
    ({ campaign, campaignCounter }) => [
      campaign
        .patch({ teamId, campaignId: id })
        .set({ ...publishedState, publishedAt: now, updatedAt: now })
        .where((a, op) => op.eq(a.status, 'draft'))
        .commit(),
      ...counterMoves({ campaignCounter }, teamId, tabOf(c), tabOf(live)),
    ],
  ).go();
  if (res.canceled) throw new AppError('CONFLICT', 'This campaign is already published');
  if (live.searchUrl && !live.isSearchEnded) await collectNextPage(deps, live, 1);
  // A clone's added searches (clone-campaign.ts) start with the campaign, like its own.
  for (const s of addedSources(live)) if (!s.isSearchEnded) await collectNextPage(deps, live, 1, s);
  await scheduleWaitingLeads(deps, live);
  return campaignView(live);
}

/**
 * PATCH /campaigns/{id}/running-state: pause or resume (spec 3 §4). Resuming reschedules waiting
 * leads, and is refused (403) like publishing when `actorId` is not in good standing; pausing never is.
 */
export async function setRunningState(
  deps: Deps,
  teamId: string,
  id: string,
  runState: 'running' | 'paused',
  actorId: string,
) {
  const c = await loadCampaign(deps, teamId, id);
  if (runState === 'running') await assertMayRunOutreach(deps, teamId, actorId);
  allow(c, runState === 'running' ? 'resume' : 'pause');
  const view = await save(deps, c, { status: 'active', runState });
  if (runState === 'running') await scheduleWaitingLeads(deps, { ...c, status: 'active', runState });
  return view;
}

/** PATCH /campaigns/{id}/archive {toArchive}: archive, or unarchive to active + paused (spec 3 §4). */
export async function archiveCampaign(deps: Deps, teamId: string, id: string, toArchive: boolean) {
  const c = await loadCampaign(deps, teamId, id);
  allow(c, toArchive ? 'archive' : 'unarchive');
  return save(deps, c, toArchive ? { status: 'archived', runState: 'paused' } : { ...unarchivedState });
}

/** DELETE /campaigns/{id}: archived campaigns and drafts; kept as removed so activity can say so. */
export async function deleteCampaign(deps: Deps, teamId: string, id: string) {
  const c = await loadCampaign(deps, teamId, id);
  allow(c, 'delete');
  await save(deps, c, { isRemoved: true, runState: 'paused' });
  return { id, deleted: true };
}

import { AppError } from '@outreach/shared/errors';
import type { TAcceptInviteRequest } from '@outreach/shared/schemas/team';
import { ulid } from 'ulid';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import { CampaignCounterEntity } from '../../data/entities/campaign-counter.ts';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { MessageTemplateEntity } from '../../data/entities/message-template.ts';
import { SequenceTemplateEntity } from '../../data/entities/sequence-template.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import { TeamInviteEntity } from '../../data/entities/team-invite.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { reissueAccessToken } from '../auth/sessions.ts';
import { type CampaignTab, tabOf } from '../campaigns/campaign-counters.ts';
import type { CampaignRow } from '../campaigns/campaign-view.ts';
import type { CampaignMoveMessage } from '../campaigns/move-campaign.ts';
import { notify } from '../notifications/notify.ts';
import { inviteById } from './find-invite.ts';
import { ensureOwnerCount } from './owner-count.ts';
import { teamMemberships } from './team-access.ts';

export const INVITE_USED = 'This invitation was already used';
/** DynamoDB's limit of items in one transaction, less the accept's own writes. */
export const MAX_MOVED_TEMPLATES = 48;
export const TOO_MANY_TEMPLATES = `You can move at most ${MAX_MOVED_TEMPLATES} templates when joining a team. Please join without moving them, or remove some first.`;
/** Campaigns start moving in the accept's transaction (one write each, plus their list counters). */
export const MAX_MOVED_CAMPAIGNS = 20;
export const TOO_MANY_CAMPAIGNS = `You can move at most ${MAX_MOVED_CAMPAIGNS} campaigns when joining a team. Please join without moving them, or archive and delete some first.`;
export const MOVE_TOO_BIG =
  'Your templates and campaigns do not fit in one move. Please join moving only some of them, or remove some first.';
/** DynamoDB's limit of items in one transaction. */
const MAX_TRANSACTION_ITEMS = 100;
export const NOT_WHILE_IMPERSONATING = 'You cannot do this while managing another account';

/**
 * POST /teams/invites/{id}/accept: the caller joins the team with the invite's role and the team
 * becomes their current one. The invite (condition: not yet accepted by someone else), the new
 * membership and the owner count change in one transaction; a second accept by the same user
 * answers the same result (idempotent). Answers a fresh access token for the new team and, for a
 * white-label custom domain, where to sign in (none yet: redirectTo null).
 *
 * Templates: with moveMessagesTemplates / moveSequenceTemplates, the caller's own templates in the
 * team they were working in move to the joined team in the same transaction as the accept (each
 * one created there and deleted here, both conditional), so a failure moves nothing and joins
 * nothing.
 *
 * Campaigns: with moveCampaigns, the caller's own campaigns there (not deleted, no other member as
 * sender) are paused and marked as moving to the joined team in that same transaction; a campaign's
 * leads and history are too many for one transaction, so they follow in a job (move-campaign.ts),
 * one `campaign-move` message per campaign. Too many items for one transaction: 400, nothing written.
 * A repeated accept sends those messages again for the campaigns still marked as moving to the team
 * (the send failed after the transaction, or a message was dead-lettered): rounds resume from what is
 * left, so an extra message only finds less to do.
 */
export async function acceptInvite(
  deps: Deps,
  auth: AuthContext,
  inviteId: string,
  req: TAcceptInviteRequest,
) {
  if (auth.userId !== auth.realUserId) throw new AppError('FORBIDDEN', NOT_WHILE_IMPERSONATING);
  const userId = auth.userId;
  const invite = await inviteById(deps, inviteId);
  if (invite.status === 'active' && invite.acceptedBy !== userId)
    throw new AppError('NOT_FOUND', INVITE_USED);
  const teamId = invite.teamId;
  const now = deps.clock.now();
  const existing = (await MembershipEntity.get({ teamId, userId }).go()).data;
  let moved = { campaigns: false, messagesTemplates: false, sequenceTemplates: false };
  let campaignIds: string[] = [];
  if (!existing && invite.status !== 'active') {
    await ensureOwnerCount(deps, teamId);
    const from = await teamMovedFrom(deps, userId, teamId, req);
    const templates = await templatesToMove(deps, userId, from, req);
    const campaigns = await campaignsToMove(deps, userId, from, req);
    const counters = campaignCounterDeltas(campaigns);
    const items =
      3 + 2 * (templates.messages.length + templates.sequences.length) + campaigns.length + counters.length;
    if (items > MAX_TRANSACTION_ITEMS) throw new AppError('BAD_REQUEST', MOVE_TOO_BIG);
    const res = await createWriteTransaction(
      {
        teamInvite: TeamInviteEntity,
        membership: MembershipEntity,
        team: TeamEntity,
        messageTemplate: MessageTemplateEntity,
        sequenceTemplate: SequenceTemplateEntity,
        campaign: CampaignEntity,
        campaignCounter: CampaignCounterEntity,
      },
      ({ teamInvite, membership, team, messageTemplate, sequenceTemplate, campaign, campaignCounter }) => {
        const ops = [
          teamInvite
            .patch({ teamId, inviteId })
            .set({ status: 'active', acceptedBy: userId, updatedAt: now })
            .where((a, op) => op.ne(a.status, 'active'))
            .commit(),
          membership
            .create({ teamId, userId, memberId: ulid(now), role: invite.role, createdAt: now })
            .commit(),
        ];
        if (invite.role === 'owner') ops.push(team.patch({ teamId }).add({ ownerCount: 1 }).commit());
        for (const t of templates.messages) {
          ops.push(messageTemplate.create({ ...t, teamId, updatedAt: now }).commit());
          ops.push(
            messageTemplate
              .delete({ teamId: t.teamId, templateId: t.templateId })
              .where((a, op) => op.eq(a.userId, userId))
              .commit(),
          );
        }
        for (const t of templates.sequences) {
          ops.push(sequenceTemplate.create({ ...t, teamId, updatedAt: now }).commit());
          ops.push(
            sequenceTemplate
              .delete({ teamId: t.teamId, templateId: t.templateId })
              .where((a, op) => op.eq(a.userId, userId))
              .commit(),
          );
        }
        for (const c of campaigns) {
          ops.push(
            campaign
              .patch({ teamId: c.teamId, campaignId: c.campaignId })
              .set({ movingTo: teamId, runState: 'paused', updatedAt: now })
              .where(
                (a, op) =>
                  `${op.eq(a.userId, userId)} AND ${op.eq(a.status, c.status)} AND ${op.eq(a.runState, c.runState)} AND ${op.notExists(a.movingTo)} AND (${op.notExists(a.isRemoved)} OR ${op.eq(a.isRemoved, false)})`,
              )
              .commit(),
          );
        }
        for (const d of counters) ops.push(campaignCounter.update(d.key).add({ count: d.delta }).commit());
        return ops;
      },
    ).go();
    if (res.canceled) {
      // A concurrent accept won: fine when it was this user's.
      const again = await inviteById(deps, inviteId);
      if (again.acceptedBy !== userId) {
        if (again.status === 'active') throw new AppError('NOT_FOUND', INVITE_USED);
        // Not used up: a template or campaign changed under the move; nothing was written.
        throw new AppError(
          'CONFLICT',
          'Your templates or campaigns changed while joining. Please try again.',
        );
      }
    } else {
      moved = {
        campaigns: campaigns.length > 0,
        messagesTemplates: req.moveMessagesTemplates && templates.messages.length > 0,
        sequenceTemplates: req.moveSequenceTemplates && templates.sequences.length > 0,
      };
      campaignIds = campaigns.map((c) => c.campaignId);
      // The leads and history follow, one campaign per message (move-campaign.ts).
      await sendMoves(deps, campaigns, now);
      await notifyOwners(deps, teamId, userId);
    }
  } else {
    if (invite.status !== 'active') {
      // Already a member (joined another way): the invite is used up.
      await TeamInviteEntity.patch({ teamId, inviteId })
        .set({ status: 'active', acceptedBy: userId, updatedAt: now })
        .go();
    }
    // A repeated accept takes up again the moves an earlier one started and that stopped: its send
    // failed after the transaction, or the message was dead-lettered (rounds resume from what is left).
    await sendMoves(deps, await campaignsStillMoving(deps, userId, teamId), now);
  }
  await UserEntity.patch({ userId }).set({ lastTeamId: teamId, updatedAt: now }).go();
  return {
    teamId,
    redirectTo: null,
    authToken: await reissueAccessToken(deps, auth.realUserId, auth.sessionId),
    moved: { ...moved, campaignIds, requested: req },
  };
}

/**
 * The team the caller was working in (their current team before joining), whose templates and
 * campaigns may come along; null when nothing is to move, that team is the joined one or no longer theirs.
 */
async function teamMovedFrom(deps: Deps, userId: string, joinedTeamId: string, req: TAcceptInviteRequest) {
  if (!req.moveMessagesTemplates && !req.moveSequenceTemplates && !req.moveCampaigns) return null;
  const user = (await UserEntity.get({ userId }).go()).data;
  const from = user?.lastTeamId;
  if (!from || from === joinedTeamId) return null;
  if (!(await MembershipEntity.get({ teamId: from, userId }).go()).data) return null;
  return from;
}

/** The caller's own templates in the team they come from, as the accept asks to move them. */
async function templatesToMove(deps: Deps, userId: string, from: string | null, req: TAcceptInviteRequest) {
  const none = { messages: [], sequences: [] };
  if (!from || (!req.moveMessagesTemplates && !req.moveSequenceTemplates)) return none;
  const [messages, sequences] = await Promise.all([
    req.moveMessagesTemplates
      ? MessageTemplateEntity.query.byTeam({ teamId: from }).go({ pages: 'all' })
      : { data: [] },
    req.moveSequenceTemplates
      ? SequenceTemplateEntity.query.byTeam({ teamId: from }).go({ pages: 'all' })
      : { data: [] },
  ]);
  const mine = {
    messages: messages.data.filter((t) => t.userId === userId),
    sequences: sequences.data.filter((t) => t.userId === userId),
  };
  if (mine.messages.length + mine.sequences.length > MAX_MOVED_TEMPLATES)
    throw new AppError('BAD_REQUEST', TOO_MANY_TEMPLATES);
  return mine;
}

/**
 * The caller's own campaigns in the team they come from: not deleted, not already moving, and worked
 * by their own LinkedIn account only (a rotated campaign with teammates as senders stays, as their
 * accounts do).
 */
async function campaignsToMove(deps: Deps, userId: string, from: string | null, req: TAcceptInviteRequest) {
  if (!from || !req.moveCampaigns) return [];
  const { data } = await CampaignEntity.query.byTeam({ teamId: from }).go({ pages: 'all' });
  const mine = data.filter(
    (c) =>
      c.userId === userId && !c.isRemoved && !c.movingTo && (c.senderIds ?? []).every((id) => id === userId),
  );
  if (mine.length > MAX_MOVED_CAMPAIGNS) throw new AppError('BAD_REQUEST', TOO_MANY_CAMPAIGNS);
  return mine;
}

/** One `campaign-move` message per campaign (a round resumes from what is left, so a repeat is harmless). */
async function sendMoves(deps: Deps, campaigns: readonly CampaignRow[], now: number) {
  await Promise.all(
    campaigns.map((c) =>
      deps.queue.send<CampaignMoveMessage>('steps', {
        body: { kind: 'campaign-move', teamId: c.teamId, campaignId: c.campaignId },
        idempotencyKey: `campaign-move#${c.campaignId}#${now}`,
      }),
    ),
  );
}

/** The caller's campaigns in their other teams still marked as moving to the joined team. */
async function campaignsStillMoving(deps: Deps, userId: string, joinedTeamId: string) {
  const { data: teams } = await MembershipEntity.query.byUser({ userId }).go({ pages: 'all' });
  const rows = await Promise.all(
    teams
      .filter((m) => m.teamId !== joinedTeamId)
      .map(async (m) => {
        const { data } = await CampaignEntity.query.byTeam({ teamId: m.teamId }).go({ pages: 'all' });
        return data.filter((c) => c.userId === userId && c.movingTo === joinedTeamId);
      }),
  );
  return rows.flat();
}

/** How the moving campaigns' pause moves their list-tab counters (one write per tab that changes). */
function campaignCounterDeltas(campaigns: CampaignRow[]) {
  const deltas = new Map<string, { key: { teamId: string } & NonNullable<CampaignTab>; delta: number }>();
  const move = (teamId: string, tab: CampaignTab, by: number) => {
    if (!tab) return;
    const id = `${teamId}|${tab.category}|${tab.listStatus}`;
    const cur = deltas.get(id) ?? { key: { teamId, ...tab }, delta: 0 };
    cur.delta += by;
    deltas.set(id, cur);
  };
  for (const c of campaigns) {
    move(c.teamId, tabOf(c), -1);
    move(c.teamId, tabOf({ ...c, runState: 'paused' }), 1);
  }
  return [...deltas.values()].filter((d) => d.delta !== 0);
}

async function notifyOwners(deps: Deps, teamId: string, joinedUserId: string) {
  const [members, joined] = await Promise.all([
    teamMemberships(deps, teamId),
    UserEntity.get({ userId: joinedUserId }).go(),
  ]);
  const name = joined.data ? `${joined.data.firstName} ${joined.data.lastName}`.trim() : 'A new member';
  await Promise.all(
    members
      .filter((m) => m.role === 'owner' && m.userId !== joinedUserId)
      .map((m) =>
        notify(deps, {
          userId: m.userId,
          teamId,
          type: 'team-member-joined',
          level: 'success',
          target: 'team',
          message: `${name} accepted your invitation and joined the team.`,
        }),
      ),
  );
}

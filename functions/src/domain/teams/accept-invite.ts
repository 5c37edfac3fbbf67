import { AppError } from '@outreach/shared/errors';
import type { TAcceptInviteRequest } from '@outreach/shared/schemas/team';
import { ulid } from 'ulid';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { reissueAccessToken } from '../auth/sessions.ts';
import { notify } from '../notifications/notify.ts';
import { inviteById } from './find-invite.ts';
import { ensureOwnerCount } from './owner-count.ts';
import { teamMemberships } from './team-access.ts';

export const INVITE_USED = 'This invitation was already used';
/** DynamoDB's limit of items in one transaction, less the accept's own writes. */
export const MAX_MOVED_TEMPLATES = 48;
export const TOO_MANY_TEMPLATES = `You can move at most ${MAX_MOVED_TEMPLATES} templates when joining a team. Please join without moving them, or remove some first.`;
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
 * nothing. Moving campaigns (their leads, queues and counters) is not built: `moved.campaigns` says
 * false.
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
  const existing = (await deps.db.entities.membership.get({ teamId, userId }).go()).data;
  let moved = { messagesTemplates: false, sequenceTemplates: false };
  if (!existing && invite.status !== 'active') {
    await ensureOwnerCount(deps, teamId);
    const templates = await templatesToMove(deps, userId, teamId, req);
    const res = await deps.db.transaction
      .write(({ teamInvite, membership, team, messageTemplate, sequenceTemplate }) => {
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
        return ops;
      })
      .go();
    if (res.canceled) {
      // A concurrent accept won: fine when it was this user's.
      const again = await inviteById(deps, inviteId);
      if (again.acceptedBy !== userId) {
        if (again.status === 'active') throw new AppError('NOT_FOUND', INVITE_USED);
        // Not used up: a template changed under the move; nothing was written.
        throw new AppError('CONFLICT', 'Your templates changed while joining. Please try again.');
      }
    } else {
      moved = {
        messagesTemplates: req.moveMessagesTemplates && templates.messages.length > 0,
        sequenceTemplates: req.moveSequenceTemplates && templates.sequences.length > 0,
      };
      await notifyOwners(deps, teamId, userId);
    }
  } else if (invite.status !== 'active') {
    // Already a member (joined another way): the invite is used up.
    await deps.db.entities.teamInvite
      .patch({ teamId, inviteId })
      .set({ status: 'active', acceptedBy: userId, updatedAt: now })
      .go();
  }
  await deps.db.entities.user.patch({ userId }).set({ lastTeamId: teamId, updatedAt: now }).go();
  return {
    teamId,
    redirectTo: null,
    authToken: await reissueAccessToken(deps, auth.realUserId, auth.sessionId),
    moved: { campaigns: false, ...moved, requested: req },
  };
}

/**
 * The caller's own templates in the team they were working in (their current team before joining),
 * as the accept asks to move them; none when that team is the joined one or no longer theirs.
 */
async function templatesToMove(deps: Deps, userId: string, joinedTeamId: string, req: TAcceptInviteRequest) {
  const none = { messages: [], sequences: [] };
  if (!req.moveMessagesTemplates && !req.moveSequenceTemplates) return none;
  const user = (await deps.db.entities.user.get({ userId }).go()).data;
  const from = user?.lastTeamId;
  if (!from || from === joinedTeamId) return none;
  if (!(await deps.db.entities.membership.get({ teamId: from, userId }).go()).data) return none;
  const [messages, sequences] = await Promise.all([
    req.moveMessagesTemplates
      ? deps.db.entities.messageTemplate.query.byTeam({ teamId: from }).go({ pages: 'all' })
      : { data: [] },
    req.moveSequenceTemplates
      ? deps.db.entities.sequenceTemplate.query.byTeam({ teamId: from }).go({ pages: 'all' })
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

async function notifyOwners(deps: Deps, teamId: string, joinedUserId: string) {
  const [members, joined] = await Promise.all([
    teamMemberships(deps, teamId),
    deps.db.entities.user.get({ userId: joinedUserId }).go(),
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

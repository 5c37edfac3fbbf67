import { AppError } from '@outreach/shared/errors';
import type { TInviteByEmailRequest } from '@outreach/shared/schemas/team';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { TeamInviteEntity } from '../../data/entities/team-invite.ts';
import { UserEntity } from '../../data/entities/user.ts';
import { randomToken } from '../../lib/tokens.ts';
import type { Deps } from '../../ports/deps.ts';
import { findUserByEmail } from '../auth/create-account.ts';
import { productMailer } from '../mail/product-mailer.ts';
import { teamInviteMail } from '../mail/templates.ts';
import { notify } from '../notifications/notify.ts';
import { inviteWhiteLabel } from '../whitelabels/invite-white-label.ts';
import { inviteView } from './invite-view.ts';
import { assertFreeSeat, requireTeamRole, teamInvites } from './team-access.ts';

export const ALREADY_MEMBER = 'This user is already a member of your team';

/**
 * POST /teams/{id}/invites: the owner invites by email (spec 2 §6). A pending invite to the same
 * address is sent again (same link) instead of taking a second seat. The mail carries an
 * idempotency key, so a retried call does not mail twice; an existing user is also notified in app.
 */
export async function inviteByEmail(deps: Deps, teamId: string, userId: string, req: TInviteByEmailRequest) {
  const { team } = await requireTeamRole(deps, teamId, userId, ['owner'], 'manageTeam');
  const existingUser = await findUserByEmail(deps, req.email);
  if (existingUser && (await MembershipEntity.get({ teamId, userId: existingUser.userId }).go()).data)
    throw new AppError('BAD_REQUEST', ALREADY_MEMBER);
  const now = deps.clock.now();
  const pending = (await teamInvites(deps, teamId)).find(
    (i) => i.email === req.email && i.status !== 'active',
  );
  let invite = pending;
  if (pending) {
    invite = (
      await TeamInviteEntity.patch({ teamId, inviteId: pending.inviteId })
        .set({ name: req.name, role: req.role, status: 'pending', updatedAt: now })
        .go({ response: 'all_new' })
    ).data as typeof pending;
  } else {
    await assertFreeSeat(deps, team);
    invite = (
      await TeamInviteEntity.create({
        teamId,
        inviteId: randomToken(16),
        inviteKey: randomToken(24),
        email: req.email,
        name: req.name,
        role: req.role,
        status: 'pending',
        invitedBy: userId,
        createdAt: now,
        updatedAt: now,
      }).go()
    ).data;
  }
  const inviter = (await UserEntity.get({ userId }).go()).data;
  const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : 'Your teammate';
  const view = inviteView(deps, invite, team.name, await inviteWhiteLabel(deps, teamId));
  const mail = await productMailer(deps, teamId);
  await mail.send({
    to: req.email,
    ...teamInviteMail({
      brand: mail.brand,
      inviterName,
      teamName: team.name,
      inviteeName: req.name,
      href: view.inviteLink,
    }),
    idempotencyKey: `team-invite:${invite.inviteId}:${now}`,
  });
  if (existingUser && !existingUser.isGhostUser)
    await notify(deps, {
      userId: existingUser.userId,
      teamId: existingUser.lastTeamId ?? teamId,
      type: 'team-invite',
      level: 'notice',
      target: 'user',
      message: `${inviterName} invited you to join the team ${team.name}.`,
    });
  return { type: 'invitation' as const, invite: view };
}

import { AppError } from '@outreach/shared/errors';
import { TeamInviteEntity } from '../../data/entities/team-invite.ts';
import type { Deps } from '../../ports/deps.ts';

export const INVITE_NOT_FOUND = 'Invitation not found';

export async function inviteById(_deps: Deps, inviteId: string) {
  const found = (await TeamInviteEntity.query.byId({ inviteId }).go()).data[0];
  if (!found) throw new AppError('NOT_FOUND', INVITE_NOT_FOUND);
  return found;
}

export async function inviteByKey(_deps: Deps, inviteKey: string) {
  const found = (await TeamInviteEntity.query.byKey({ inviteKey }).go()).data[0];
  if (!found) throw new AppError('NOT_FOUND', INVITE_NOT_FOUND);
  return found;
}

import { AppError } from '@outreach/shared/errors';
import type { Deps } from '../../ports/deps.ts';

export const INVITE_NOT_FOUND = 'Invitation not found';

export async function inviteById(deps: Deps, inviteId: string) {
  const found = (await deps.db.entities.teamInvite.query.byId({ inviteId }).go()).data[0];
  if (!found) throw new AppError('NOT_FOUND', INVITE_NOT_FOUND);
  return found;
}

export async function inviteByKey(deps: Deps, inviteKey: string) {
  const found = (await deps.db.entities.teamInvite.query.byKey({ inviteKey }).go()).data[0];
  if (!found) throw new AppError('NOT_FOUND', INVITE_NOT_FOUND);
  return found;
}

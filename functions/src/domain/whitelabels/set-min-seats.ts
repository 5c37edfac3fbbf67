import { AppError } from '@outreach/shared/errors';
import { UserEntity } from '../../data/entities/user.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { NOT_ALLOWED } from '../teams/team-access.ts';
import { saveWhiteLabel, whiteLabelViewer } from './white-label-access.ts';
import { whiteLabelResponse } from './white-label-view.ts';

/**
 * PATCH /whitelabels/min-seats: a platform admin sets (or clears, with null) the minimum seats of the
 * current team's white label (spec 2 §5 "configurable per white-label"). The real user must be the
 * platform admin, so an admin impersonating the team's owner may set it and the owner may not.
 */
export async function setMinSeats(deps: Deps, auth: AuthContext, minSeats: number | null) {
  const real = (await UserEntity.get({ userId: auth.realUserId }).go()).data;
  if (!real?.isAlfredAdmin) throw new AppError('FORBIDDEN', NOT_ALLOWED);
  const v = await whiteLabelViewer(deps, auth);
  const wl = await saveWhiteLabel(deps, v.teamId, v.wl, { minSeats: minSeats ?? undefined });
  return whiteLabelResponse(deps, wl, v);
}

import { AppError } from '@outreach/shared/errors';
import type { WhiteLabelStatus } from '@outreach/shared/rules/white-label';
import { whiteLabelMessages } from '@outreach/shared/schemas/whitelabels';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { requireWhiteLabelManager, saveWhiteLabel } from './white-label-access.ts';
import { whiteLabelResponse } from './white-label-view.ts';

/**
 * PATCH /whitelabels/toggle-status: activates or deactivates (flips without a status). Activating
 * needs a company name; the first activation makes the team's non-owners white-label users.
 */
export async function toggleStatus(deps: Deps, auth: AuthContext, status?: WhiteLabelStatus) {
  const v = await requireWhiteLabelManager(deps, auth);
  const next = status ?? (v.wl?.status === 'active' ? 'inactive' : 'active');
  if (next === 'active' && !v.wl?.companyName)
    throw new AppError('BAD_REQUEST', whiteLabelMessages.notConfigured);
  const wl = await saveWhiteLabel(deps, v.teamId, v.wl, {
    status: next,
    ...(next === 'active' && !v.wl?.activatedAt ? { activatedAt: deps.clock.now() } : {}),
  });
  return whiteLabelResponse(deps, wl, v);
}

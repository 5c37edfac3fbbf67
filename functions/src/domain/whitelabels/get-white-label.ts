import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { whiteLabelViewer } from './white-label-access.ts';
import { whiteLabelResponse } from './white-label-view.ts';

/** GET /whitelabels: the current team's white label and the derived flags for the caller. */
export async function getWhiteLabel(deps: Deps, auth: AuthContext, host?: string | null) {
  const v = await whiteLabelViewer(deps, auth);
  return whiteLabelResponse(deps, v.wl, { ...v, host });
}

import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { whiteLabelViewer } from './white-label-access.ts';
import { brandingView } from './white-label-view.ts';

/** GET /whitelabels/branding: company name, images and theme of the current team's white label. */
export async function getBranding(deps: Deps, auth: AuthContext) {
  return brandingView(deps, (await whiteLabelViewer(deps, auth)).wl);
}

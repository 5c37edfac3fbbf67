import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { releaseDomain, setTeamCustomDomain } from './release-domain.ts';
import { requireWhiteLabelManager, saveWhiteLabel } from './white-label-access.ts';
import { whiteLabelResponse } from './white-label-view.ts';

/** DELETE /whitelabels/domain: back to the product's domain (invite links too). */
export async function deleteDomain(deps: Deps, auth: AuthContext) {
  const v = await requireWhiteLabelManager(deps, auth);
  if (!v.wl?.domain) return whiteLabelResponse(deps, v.wl, v);
  const wl = await saveWhiteLabel(deps, v.teamId, v.wl, {
    domain: undefined,
    domainToken: undefined,
    isDomainValidated: false,
    cnameVerified: false,
    txtVerified: false,
  });
  await releaseDomain(deps, v.teamId, v.wl.domain);
  await setTeamCustomDomain(deps, v.teamId, false);
  return whiteLabelResponse(deps, wl, v);
}

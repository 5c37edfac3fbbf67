import { AppError } from '@outreach/shared/errors';
import { domainRecords } from '@outreach/shared/rules/white-label';
import { whiteLabelMessages } from '@outreach/shared/schemas/whitelabels';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { hit, THROTTLE_MESSAGE } from '../security/throttle.ts';
import { setTeamCustomDomain } from './release-domain.ts';
import { requireWhiteLabelManager, saveWhiteLabel } from './white-label-access.ts';
import { productHost, whiteLabelResponse } from './white-label-view.ts';

/**
 * PATCH /whitelabels/domain/verify-dns: looks the domain's CNAME and TXT records up through the DNS
 * port; the domain is validated when both are there. Answers each record's state either way.
 */
export async function verifyDns(deps: Deps, auth: AuthContext) {
  const v = await requireWhiteLabelManager(deps, auth);
  if (!v.wl?.domain || !v.wl.domainToken) throw new AppError('BAD_REQUEST', whiteLabelMessages.noDomain);
  await hit(deps, [{ key: `whitelabel:dns:${v.teamId}`, limit: 30, windowSeconds: 900 }], THROTTLE_MESSAGE);
  const [cname, txt] = domainRecords(v.wl.domain, v.wl.domainToken, productHost(deps));
  const [cnames, txts] = await Promise.all([
    deps.dns.resolveCname(cname.name),
    deps.dns.resolveTxt(txt.name),
  ]);
  const cnameVerified = cnames.includes(cname.value);
  const txtVerified = txts.includes(txt.value);
  const validated = cnameVerified && txtVerified;
  const wl = await saveWhiteLabel(deps, v.teamId, v.wl, {
    cnameVerified,
    txtVerified,
    isDomainValidated: validated,
  });
  await setTeamCustomDomain(deps, v.teamId, validated);
  return whiteLabelResponse(deps, wl, v);
}

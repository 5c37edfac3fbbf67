import { AppError } from '@outreach/shared/errors';
import { whiteLabelMessages } from '@outreach/shared/schemas/whitelabels';
import { WhiteLabelDomainEntity } from '../../data/entities/white-label.ts';
import type { AuthContext } from '../../lib/handler.ts';
import { randomToken } from '../../lib/tokens.ts';
import type { Deps } from '../../ports/deps.ts';
import { releaseDomain, setTeamCustomDomain } from './release-domain.ts';
import { requireWhiteLabelManager, saveWhiteLabel } from './white-label-access.ts';
import { productHost, whiteLabelResponse } from './white-label-view.ts';

/** Claims `domain` for the team: a conditional create, so two teams never hold one domain. */
async function claimDomain(deps: Deps, teamId: string, domain: string) {
  const owner = async () => (await WhiteLabelDomainEntity.get({ domain }).go()).data?.teamId;
  const current = await owner();
  if (current === teamId) return;
  if (current) throw new AppError('CONFLICT', whiteLabelMessages.domainTaken);
  try {
    await WhiteLabelDomainEntity.create({ domain, teamId, createdAt: deps.clock.now() }).go();
  } catch (e) {
    if ((await owner()) !== teamId) throw new AppError('CONFLICT', whiteLabelMessages.domainTaken);
    if (!(await owner())) throw e;
  }
}

/**
 * PATCH /whitelabels/domain: sets the custom domain with a new verification token; it stays
 * unvalidated (invite links keep the product's domain) until verify-dns finds its records.
 */
export async function setDomain(deps: Deps, auth: AuthContext, domain: string) {
  const v = await requireWhiteLabelManager(deps, auth);
  if (domain === productHost(deps)) throw new AppError('BAD_REQUEST', whiteLabelMessages.productDomain);
  if (!v.wl?.companyName) throw new AppError('BAD_REQUEST', whiteLabelMessages.notConfigured);
  if (v.wl.domain === domain) return whiteLabelResponse(deps, v.wl, v);
  await claimDomain(deps, v.teamId, domain);
  const wl = await saveWhiteLabel(deps, v.teamId, v.wl, {
    domain,
    domainToken: randomToken(18),
    isDomainValidated: false,
    cnameVerified: false,
    txtVerified: false,
  });
  if (v.wl.domain) await releaseDomain(deps, v.teamId, v.wl.domain);
  await setTeamCustomDomain(deps, v.teamId, false);
  return whiteLabelResponse(deps, wl, v);
}

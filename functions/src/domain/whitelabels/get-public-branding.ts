import type { TPublicBrandingResponse, TTokenWhiteLabelResponse } from '@outreach/shared/schemas/whitelabels';
import { UserEntity } from '../../data/entities/user.ts';
import { WhiteLabelDomainEntity } from '../../data/entities/white-label.ts';
import type { Deps } from '../../ports/deps.ts';
import { brandingView, readWhiteLabel } from './white-label-view.ts';

/** `Go.Acme.test:443` → `go.acme.test`. */
const hostName = (host: string | null | undefined) => (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');

/**
 * GET /whitelabels/public: the sign-in and sign-up pages' branding before sign-in. Only a white label
 * that is active and whose domain is validated answers, and only on that domain; images are
 * short-lived links, the theme its colours. Nothing else of the white label (SMTP, DNS, team) leaves.
 */
export async function getPublicBranding(
  deps: Deps,
  host: string | null | undefined,
): Promise<TPublicBrandingResponse> {
  const domain = hostName(host);
  if (!domain) return { whiteLabel: null };
  const claim = (await WhiteLabelDomainEntity.get({ domain }).go()).data;
  const wl = claim ? await readWhiteLabel(deps, claim.teamId) : null;
  if (!wl || wl.status !== 'active' || wl.domain !== domain || !wl.isDomainValidated)
    return { whiteLabel: null };
  return { whiteLabel: await brandingView(deps, wl) };
}

/**
 * The white-label data a verification token carries (spec 1 §3: logoIcon, theme): the token user's
 * current team's white label, while active; null otherwise.
 */
export async function tokenWhiteLabel(
  deps: Deps,
  userId: string | undefined,
): Promise<TTokenWhiteLabelResponse | null> {
  if (!userId) return null;
  const user = (await UserEntity.get({ userId }).go()).data;
  const wl = user?.lastTeamId ? await readWhiteLabel(deps, user.lastTeamId) : null;
  if (wl?.status !== 'active') return null;
  const { logoIcon, theme } = await brandingView(deps, wl);
  return { logoIcon, theme };
}

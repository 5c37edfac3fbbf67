import type { Deps } from '../../ports/deps.ts';
import { readWhiteLabel } from './white-label-view.ts';

/** What invite links need of a team's white label: its domain once active and validated (spec 1 §7). */
export async function inviteWhiteLabel(deps: Deps, teamId: string) {
  const wl = await readWhiteLabel(deps, teamId);
  if (!wl) return null;
  return {
    isActive: wl.status === 'active',
    domain: wl.domain ?? null,
    isDomainValidated: Boolean(wl.isDomainValidated),
  };
}

import type { Deps } from '../../ports/deps.ts';
import { inviteWhiteLabel } from '../whitelabels/invite-white-label.ts';
import { inviteByKey } from './find-invite.ts';
import { inviteView, teamName } from './invite-view.ts';

/** GET /teams/invites/{key}: the invitation behind a link (the key is the secret). */
export async function getInvite(deps: Deps, key: string) {
  const i = await inviteByKey(deps, key);
  return inviteView(deps, i, await teamName(deps, i.teamId), await inviteWhiteLabel(deps, i.teamId));
}

import { TeamInviteEntity } from '../../data/entities/team-invite.ts';
import type { Deps } from '../../ports/deps.ts';
import { inviteById } from './find-invite.ts';

/** POST /teams/invites/{id}/clicked: records the first click on the link. */
export async function clickInvite(deps: Deps, inviteId: string) {
  const i = await inviteById(deps, inviteId);
  if (!i.clickedAt)
    await TeamInviteEntity.patch({ teamId: i.teamId, inviteId })
      .set({ clickedAt: deps.clock.now() })
      .where((a, op) => op.notExists(a.clickedAt))
      .go()
      .catch(() => {});
  return { ok: true };
}

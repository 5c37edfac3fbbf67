import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { currentTeamId } from '../teams/current-team.ts';

/** Who acts on content (templates, posts, trends): the caller and the team they act in. */
export interface Actor {
  teamId: string;
  userId: string;
}

export async function actorOf(deps: Deps, auth: AuthContext): Promise<Actor> {
  return { teamId: await currentTeamId(deps, auth), userId: auth.userId };
}

import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';
import { ownPost, postView } from './post-view.ts';

/** GET /posts/{id}. */
export async function getPost(deps: Deps, actor: Actor, postId: string) {
  return postView(await ownPost(deps, actor, postId));
}

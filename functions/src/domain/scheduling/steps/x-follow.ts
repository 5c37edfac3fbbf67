import type { XApi } from '../../../ports/x-api.ts';

/**
 * Follows the lead on X (POST /2/users/:id/following). Following someone already followed changes
 * nothing on X, so a follow is safe to repeat.
 */
export async function followOnX(x: XApi, token: string, sourceUserId: string, targetUserId: string) {
  await x.follow(token, sourceUserId, targetUserId);
}

import { parkAccount, QUEUE_LANES } from '@outreach/functions/domain/bot/queue';
import type { Deps } from '@outreach/functions/ports/deps';

/** Why an entry was parked by `parkAllBotWork` (a login or an unparking enqueue revives it as usual). */
export const PARKED_BY_HAND = 'parked-locally';

/**
 * Local mode: parks every account's bot-queue entry, so the bot starts no new visit until a login
 * (or a user's own action that unparks) revives an account. The pending actions stay pending, as for
 * any parked account. The e2e suite calls it when a file ends (POST /_local/bot/park), so one file's
 * campaigns and periodic syncs never take the shared bot's slots from the next file's story.
 * Answers how many entries it parked.
 */
export async function parkAllBotWork(deps: Deps): Promise<number> {
  let parked = 0;
  // An entry written meanwhile (a settle bumping its version) fails its condition: read again. Entries
  // only come back to a lane through an unparking call, so a few rounds always drain them.
  for (let round = 0; round < 5; round++) {
    const lanes = Array.from({ length: QUEUE_LANES }, (_, i) => `due#${i}`);
    const entries = (
      await Promise.all(
        lanes.map((lane) => deps.db.entities.botQueue.query.byLane({ lane }).go({ pages: 'all' })),
      )
    ).flatMap((p) => p.data);
    if (entries.length === 0) break;
    for (const e of entries) {
      if (await parkAccount(deps, e, e.version, PARKED_BY_HAND)) parked++;
    }
  }
  return parked;
}

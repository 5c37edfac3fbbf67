import type { Db } from '../../data/service.ts';
import type { Clock } from '../../ports/clock.ts';
import type { SocialChannels } from '../../ports/social-channel.ts';

/**
 * LOCAL STAND-IN, NOT A REAL CHANNEL. Facebook and Instagram have no sandbox yet (X posts go to
 * the X sandbox through the X adapter): this adapter
 * records each publication in the table (channelPost rows) and answers success, so scheduling,
 * statuses and the calendar can be used end to end. Replace it with the sandboxes' adapters.
 */
export function recordingSocialChannel(db: Db, clock: Clock): SocialChannels {
  return {
    async publish(post) {
      const externalId = `${post.network}-${post.postId}`;
      // Idempotent: publishing the same post to the same network twice keeps one record.
      await db.entities.channelPost
        .upsert({
          teamId: post.teamId,
          externalId,
          postId: post.postId,
          network: post.network,
          text: post.text,
          media: post.media,
          createdAt: clock.now(),
        })
        .go();
      return { ok: true, externalId };
    },
  };
}

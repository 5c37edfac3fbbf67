import type { PostNetwork } from '@outreach/shared/rules/outreach/posts';

/** What a channel publishes: the post's text and the public URLs of its media. */
export interface ChannelPost {
  teamId: string;
  userId: string;
  postId: string;
  network: Exclude<PostNetwork, 'linkedin'>;
  title: string;
  text: string;
  media: { url: string; mimeType?: string; name: string }[];
}

/** The outcome of one publication: the platform's id, or an error code of spec 3 §8. */
export type ChannelResult =
  | { ok: true; externalId: string }
  | { ok: false; errorCode: string; retryable?: boolean };

/**
 * A publisher of one network: X through the author's X account (domain/twitter/publish-x-post.ts),
 * Facebook pages and Instagram accounts through the author's Facebook login
 * (domain/facebook/publish-*-post.ts). LinkedIn goes through the cloud bot.
 */
export interface SocialChannels {
  publish(post: ChannelPost): Promise<ChannelResult>;
}

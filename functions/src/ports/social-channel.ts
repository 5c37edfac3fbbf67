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
 * Facebook and Instagram publishing (LinkedIn goes through the cloud bot, X through the author's X
 * account: domain/twitter/publish-x-post.ts). Their sandbox is not built yet: the local runtime wires
 * a recording adapter (adapters/local/recording-social-channel.ts); a host without one skips them.
 */
export interface SocialChannels {
  publish(post: ChannelPost): Promise<ChannelResult>;
}

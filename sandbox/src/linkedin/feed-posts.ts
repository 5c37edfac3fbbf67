import type { Person } from './population.ts';
import { POST_TEXTS } from './population-data.ts';
import type { SandboxPost } from './state.ts';
import type { LinkedInWorld } from './world.ts';

const HOUR = 3_600_000;
/** Seeded posts reach this far back from the sandbox's creation (two weeks). */
const SEEDED_SPAN_HOURS = 14 * 24;

/** One post on the sandbox feed, seeded or published by an account. */
export interface FeedPost {
  urn: string;
  author: Person;
  text: string;
  media: string[];
  at: number;
  /** Reactions: seeded ones plus the accounts' likes. */
  likes: number;
  likedByMe: boolean;
}

export const activityUrn = (id: string | number) => `urn:li:activity:${id}`;

function seededText(person: Person, variant: number): string {
  return POST_TEXTS[(person.id + variant) % POST_TEXTS.length]
    .replace('{company}', person.company)
    .replace('{team}', person.title.split(' ').at(-1) ?? 'product')
    .replace('{skill1}', person.skills[0])
    .replace('{skill2}', person.skills[1]);
}

/**
 * The feed's posts: every person of the population posts twice (derived from the seed, so nothing is
 * stored and existing generated values are untouched), plus what the sandbox accounts published.
 */
export function allFeedPosts(world: LinkedInWorld, viewerEmail: string | null): FeedPost[] {
  const liked = new Set(viewerEmail ? (world.state.postLikes?.[viewerEmail] ?? []) : []);
  const likeCounts = new Map<string, number>();
  for (const urns of Object.values(world.state.postLikes ?? {}))
    for (const u of urns) likeCounts.set(u, (likeCounts.get(u) ?? 0) + 1);
  const out: FeedPost[] = [];
  const created = world.state.createdAt;
  for (const person of world.population.people) {
    for (const variant of [0, 2]) {
      const id = 7_100_000_000_000 + person.id * 10 + variant;
      const urn = activityUrn(id);
      out.push({
        urn,
        author: person,
        text: seededText(person, variant),
        media: [],
        at: created - (((person.id * 7919 + variant * 104729) % SEEDED_SPAN_HOURS) + 1) * HOUR,
        likes: ((person.id * 31 + variant) % 97) + (likeCounts.get(urn) ?? 0),
        likedByMe: liked.has(urn),
      });
    }
  }
  for (const p of world.state.posts ?? []) {
    const urn = activityUrn(p.id);
    out.push({
      urn,
      author: world.me(p.authorEmail),
      text: p.text,
      media: p.media,
      at: p.at,
      likes: likeCounts.get(urn) ?? 0,
      likedByMe: liked.has(urn),
    });
  }
  return out;
}

/** Publishes a post as the account. */
export function publishPost(
  world: LinkedInWorld,
  email: string,
  text: string,
  media: string[],
  visibility: SandboxPost['visibility'] = 'anyone',
): SandboxPost {
  const post: SandboxPost = {
    id: String(7_300_000_000_000 + world.state.nextId++),
    authorEmail: email,
    text,
    media,
    at: world.now(),
    visibility,
  };
  world.state.posts ??= [];
  world.state.posts.push(post);
  world.onChange();
  return post;
}

/** Posts matching every keyword (case-insensitive), by date (newest first) or by relevance (likes). */
export function searchPosts(
  world: LinkedInWorld,
  email: string,
  keywords: string,
  sortBy: 'date_posted' | 'relevance',
  limit = 50,
): FeedPost[] {
  const words = keywords.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits = allFeedPosts(world, email).filter((p) => {
    const hay = `${p.text} ${p.author.name}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
  hits.sort((a, b) => (sortBy === 'date_posted' ? b.at - a.at : b.likes - a.likes || b.at - a.at));
  return hits.slice(0, limit);
}

/** Likes a post once per account; answers false for an unknown post. */
export function likePost(world: LinkedInWorld, email: string, urn: string): boolean {
  if (!allFeedPosts(world, null).some((p) => p.urn === urn)) return false;
  world.state.postLikes ??= {};
  world.state.postLikes[email] ??= [];
  const mine = world.state.postLikes[email];
  if (!mine.includes(urn)) {
    mine.push(urn);
    world.onChange();
  }
  return true;
}

import type { Hono } from 'hono';
import type { SandboxEnv } from './app.ts';
import { activityUrn, allFeedPosts } from './feed-posts.ts';
import type { Ctx, PageHelpers } from './page-helpers.ts';
import type { Person } from './population.ts';
import { unitFor } from './random.ts';
import { engagersPage, newsletterArticlePage } from './views/engagers.ts';
import type { LinkedInWorld } from './world.ts';

// The people around a post and a newsletter, as a campaign's audience: a post's reactors and
// commenters (seeded feed posts and a few sponsored ones), a newsletter's subscribers. Everything
// is derived from the seed, so nothing is stored and the lists are stable between runs.

export const ENGAGER_LIMITS = { perPage: 10 } as const;

export type EngagerKind = 'reactions' | 'comments';

/** A promoted (sponsored) post of a company page: the audience of an advertisement-post campaign. */
export interface SponsoredPost {
  index: number;
  urn: string;
  company: string;
  text: string;
}

const SPONSORED = [
  ['Northwind Analytics', 'See how 400 revenue teams forecast with one dashboard. Book a demo.'],
  ['Sandbox Ventures', 'Applications for our spring founders programme are open.'],
  ['Contoso Cloud', 'Cut your cloud bill by a third: our free migration guide.'],
] as const;

/** The sponsored posts, `urn:li:activity:72000000000{i}`. */
export function sponsoredPosts(): SponsoredPost[] {
  return SPONSORED.map(([company, text], index) => ({
    index,
    urn: activityUrn(7_200_000_000_000 + index),
    company,
    text,
  }));
}

export interface SandboxNewsletter {
  index: number;
  id: string;
  name: string;
  author: Person;
  /** Its articles' `/pulse/{slug}/` slugs. */
  articles: string[];
}

const NEWSLETTER_NAMES = ['Weekly Growth Notes', 'The Cloud Letter', 'Sales Leadership Digest'] as const;

/** Seeded newsletters, each written by a person of the population, with two articles. */
export function newsletters(world: LinkedInWorld): SandboxNewsletter[] {
  return NEWSLETTER_NAMES.map((name, index) => {
    const author = world.population.people[(index * 37 + 11) % world.population.people.length];
    const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return {
      index,
      id: String(7_000_000_000_000_000_000n + BigInt(index + 1)),
      name,
      author,
      articles: [1, 2].map((n) => `${base}-${n}-${author.publicId}`),
    };
  });
}

const cache = new WeakMap<LinkedInWorld, Map<string, Person[]>>();

function stableShare(world: LinkedInWorld, key: string, share: number, except: number | null): Person[] {
  let lists = cache.get(world);
  if (!lists) {
    lists = new Map();
    cache.set(world, lists);
  }
  let list = lists.get(key);
  if (!list) {
    list = world.population.people.filter((p) => p.id !== except && unitFor(world.seed, key, p.id) < share);
    lists.set(key, list);
  }
  return list;
}

/** A known post's author (null for a sponsored one) or undefined for an unknown post. */
function postAuthor(world: LinkedInWorld, urn: string): Person | null | undefined {
  if (sponsoredPosts().some((p) => p.urn === urn)) return null;
  const post = allFeedPosts(world, null).find((p) => p.urn === urn);
  return post ? post.author : undefined;
}

/**
 * Who reacted to or commented on a post, in a stable seeded order (the author excluded); null for
 * an unknown post. Sponsored posts draw about twice the engagement of a member's post.
 */
export function postEngagers(world: LinkedInWorld, urn: string, kind: EngagerKind): Person[] | null {
  const author = postAuthor(world, urn);
  if (author === undefined) return null;
  const sponsored = author === null;
  const share = (kind === 'reactions' ? 0.04 : 0.015) * (sponsored ? 2 : 1);
  return stableShare(world, `post-${kind}|${urn}`, share, author?.id ?? null);
}

/** A newsletter's subscribers (its author excluded). */
export function newsletterSubscribers(world: LinkedInWorld, n: SandboxNewsletter): Person[] {
  return stableShare(world, `newsletter-subscriber|${n.id}`, 0.05, n.author.id);
}

/** The urn in a post path segment: `urn:li:activity:{id}` or the posts slug's `activity-{id}-`. */
function urnOf(segment: string): string {
  const m = /(?:urn:li:activity:|activity-)(\d+)/i.exec(decodeURIComponent(segment));
  return m ? activityUrn(m[1]) : decodeURIComponent(segment);
}

/**
 * `/feed/update/{urn}/reactions/?page=N` and `/feed/update/{urn}/comments/?page=N` (10 a page with
 * "Show more results"), `/pulse/{slug}/` (a newsletter article, linking its newsletter),
 * `/newsletters/{id}/subscribers/?page=N`. Plus `GET /_sandbox/engagers` for tests.
 */
export function registerEngagerPages(app: Hono<SandboxEnv>, world: LinkedInWorld, h: PageHelpers) {
  const notFound = (c: Ctx) => c.text('This page doesn’t exist', 404);
  const pageOf = (c: Ctx) => Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
  const list = (c: Ctx, email: string, all: Person[], title: string, path: string, kind: string) => {
    const me = world.me(email);
    const people = all.filter((p) => p.id !== me.id);
    const page = pageOf(c);
    const size = ENGAGER_LIMITS.perPage;
    return c.html(
      engagersPage(h.chrome(email), {
        title,
        kind,
        rows: people
          .slice((page - 1) * size, page * size)
          .map((person) => ({ person, degree: world.degree(email, person) })),
        total: people.length,
        next: page * size < people.length ? `${path}?page=${page + 1}` : null,
      }).value,
    );
  };

  for (const kind of ['reactions', 'comments'] as const) {
    app.get(
      `/feed/update/:urn/${kind}`,
      h.signedIn((c, email) => {
        const urn = urnOf(c.req.param('urn') ?? '');
        const people = postEngagers(world, urn, kind);
        if (!people) return c.text('This post cannot be displayed', 404);
        const label = kind === 'reactions' ? 'Reactions' : 'Comments';
        return list(c, email, people, label, `/feed/update/${urn}/${kind}/`, kind);
      }, 'authwall'),
    );
  }
  app.get(
    '/pulse/:slug',
    h.signedIn((c, email) => {
      const slug = c.req.param('slug') ?? '';
      const n = newsletters(world).find((x) => x.articles.includes(slug));
      if (!n) return notFound(c);
      return c.html(newsletterArticlePage(h.chrome(email), { newsletter: n, slug }).value);
    }, 'authwall'),
  );
  app.get(
    '/newsletters/:id/subscribers',
    h.signedIn((c, email) => {
      const n = newsletters(world).find((x) => x.id === c.req.param('id'));
      if (!n) return notFound(c);
      const path = `/newsletters/${n.id}/subscribers/`;
      return list(c, email, newsletterSubscribers(world, n), `${n.name} subscribers`, path, 'subscribers');
    }, 'authwall'),
  );

  // Sandbox control: a few member posts, the sponsored posts and the newsletters with their
  // audiences (public ids), for tests.
  const audienceOf = (urn: string) => ({
    url: `https://www.linkedin.com/feed/update/${urn}/`,
    reactions: (postEngagers(world, urn, 'reactions') ?? []).map((p) => p.publicId),
    comments: (postEngagers(world, urn, 'comments') ?? []).map((p) => p.publicId),
  });
  app.get('/_sandbox/engagers', (c) =>
    c.json({
      posts: allFeedPosts(world, null)
        .slice(0, 5)
        .map((p) => ({ urn: p.urn, author: p.author.publicId, ...audienceOf(p.urn) })),
      sponsoredPosts: sponsoredPosts().map((p) => ({ ...p, ...audienceOf(p.urn) })),
      newsletters: newsletters(world).map((n) => ({
        id: n.id,
        name: n.name,
        urls: n.articles.map((a) => `https://www.linkedin.com/pulse/${a}/`),
        subscribers: newsletterSubscribers(world, n).map((p) => p.publicId),
      })),
    }),
  );
}

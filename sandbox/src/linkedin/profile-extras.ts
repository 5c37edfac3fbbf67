import type { Hono, Next } from 'hono';
import type { SandboxEnv } from './app.ts';
import { allFeedPosts } from './feed-posts.ts';
import { DAY } from './limits.ts';
import { type Ctx, type PageHelpers, sessionCsrf } from './page-helpers.ts';
import type { Person } from './population.ts';
import type { SandboxState } from './state.ts';
import { extrasLimitPage, personActivityPage, skillsPage } from './views/profile-extras.ts';
import type { LinkedInWorld } from './world.ts';

/** Follows and endorsements per account, kept beside the rest of the state (absent in older files). */
export interface ProfileExtrasState {
  follows?: Record<string, { personId: number; at: number }[]>;
  endorsements?: Record<string, { personId: number; skill: string; at: number }[]>;
}

/** LinkedIn-like daily caps (rolling 24 hours) for follows and endorsements (ours). */
export const EXTRAS_LIMITS = { followsPerDay: 100, endorsementsPerDay: 100 } as const;

const extras = (world: LinkedInWorld) => world.state as SandboxState & ProfileExtrasState;

export function isFollowing(world: LinkedInWorld, email: string, person: Person): boolean {
  return (extras(world).follows?.[email] ?? []).some((f) => f.personId === person.id);
}

export function endorsedSkills(world: LinkedInWorld, email: string, person: Person): Set<string> {
  return new Set(
    (extras(world).endorsements?.[email] ?? []).filter((e) => e.personId === person.id).map((e) => e.skill),
  );
}

type Outcome = { ok: true } | { ok: false; status: 403 | 404 | 429; message: string };

/** Follows (or unfollows) a person: once per account, within the daily cap. */
export function follow(world: LinkedInWorld, email: string, person: Person, on: boolean): Outcome {
  const s = extras(world);
  s.follows ??= {};
  s.follows[email] ??= [];
  const mine = s.follows[email];
  const i = mine.findIndex((f) => f.personId === person.id);
  if (!on) {
    if (i >= 0) mine.splice(i, 1);
    world.onChange();
    return { ok: true };
  }
  if (i >= 0) return { ok: true };
  const now = world.now();
  if (mine.filter((f) => f.at > now - DAY).length >= EXTRAS_LIMITS.followsPerDay)
    return { ok: false, status: 429, message: "You've reached the daily limit for follows" };
  mine.push({ personId: person.id, at: now });
  world.onChange();
  return { ok: true };
}

/** Endorses one skill of a 1st-degree connection: once per skill, within the daily cap. */
export function endorse(world: LinkedInWorld, email: string, person: Person, skill: string): Outcome {
  if (!person.skills.includes(skill)) return { ok: false, status: 404, message: 'Skill not found.' };
  if (world.degree(email, person) !== 1)
    return { ok: false, status: 403, message: 'Only your connections can endorse these skills.' };
  const s = extras(world);
  s.endorsements ??= {};
  s.endorsements[email] ??= [];
  const mine = s.endorsements[email];
  if (mine.some((e) => e.personId === person.id && e.skill === skill)) return { ok: true };
  const now = world.now();
  if (mine.filter((e) => e.at > now - DAY).length >= EXTRAS_LIMITS.endorsementsPerDay)
    return { ok: false, status: 429, message: "You've reached the daily limit for endorsements" };
  mine.push({ personId: person.id, skill, at: now });
  world.onChange();
  return { ok: true };
}

/**
 * A person's skills page (Endorse per skill, for connections), their recent activity (posts with
 * Like, and Follow), and the forms behind them. Registered before the post pages: an account's own
 * activity page falls through to them.
 */
export function registerProfileExtras(
  app: Hono<SandboxEnv>,
  world: LinkedInWorld,
  h: PageHelpers & { emailOf: (c: Ctx) => string | null },
) {
  const csrfOf = (c: Ctx) => sessionCsrf(world, c);
  const personOf = (c: Ctx) => world.findPerson(c.req.param('publicId') ?? '');
  const skills = (c: Ctx, email: string, person: Person) =>
    c.html(
      skillsPage(h.chrome(email), {
        person,
        canEndorse: world.degree(email, person) === 1,
        endorsed: endorsedSkills(world, email, person),
        csrf: csrfOf(c),
      }).value,
    );

  app.get(
    '/in/:publicId/details/skills',
    h.signedIn((c, email) => {
      const person = personOf(c);
      if (!person) return c.text('This page doesn’t exist', 404);
      return skills(c, email, person);
    }, 'authwall'),
  );
  app.post(
    '/in/:publicId/details/skills/endorse',
    h.signedIn(async (c, email) => {
      const form = await c.req.parseBody();
      if (String(form.csrf ?? '') !== csrfOf(c)) return c.text('CSRF check failed', 403);
      const person = personOf(c);
      if (!person) return c.text('This page doesn’t exist', 404);
      const done = endorse(world, email, person, String(form.skill ?? ''));
      if (!done.ok) return c.html(extrasLimitPage(h.chrome(email), done.message).value, done.status);
      return c.redirect(`/in/${person.publicId}/details/skills/`, 303);
    }),
  );

  // Someone else's recent activity: their posts (with Like) and Follow.
  app.get('/in/:publicId/recent-activity/all', async (c: Ctx, next: Next) => {
    const email = h.emailOf(c);
    const person = personOf(c);
    if (!email || !person || person.id === world.me(email).id) return next();
    return h.signedIn((cc, em) => {
      const posts = allFeedPosts(world, em)
        .filter((p) => p.author.id === person.id)
        .sort((a, b) => b.at - a.at);
      return cc.html(
        personActivityPage(h.chrome(em), {
          person,
          posts,
          following: isFollowing(world, em, person),
          now: world.now(),
          csrf: csrfOf(cc),
        }).value,
      );
    })(c);
  });
  app.post(
    '/in/:publicId/follow',
    h.signedIn(async (c, email) => {
      const form = await c.req.parseBody();
      if (String(form.csrf ?? '') !== csrfOf(c)) return c.text('CSRF check failed', 403);
      const person = personOf(c);
      if (!person) return c.text('This page doesn’t exist', 404);
      const done = follow(world, email, person, String(form.follow ?? 'true') !== 'false');
      if (!done.ok) return c.html(extrasLimitPage(h.chrome(email), done.message).value, done.status);
      return c.redirect(`/in/${person.publicId}/recent-activity/all/`, 303);
    }),
  );

  // Sandbox control: an account's follows, endorsements and likes, for tests.
  app.get('/_sandbox/profile-extras/:email', (c) => {
    const email = c.req.param('email').toLowerCase();
    if (!world.state.accounts[email])
      return c.json({ error: 'NOT_FOUND', message: `No sandbox account ${email}` }, 404);
    const ref = (personId: number) => world.population.byId.get(personId)?.publicId ?? String(personId);
    const s = extras(world);
    return c.json({
      follows: (s.follows?.[email] ?? []).map((f) => ({ publicId: ref(f.personId), at: f.at })),
      endorsements: (s.endorsements?.[email] ?? []).map((e) => ({
        publicId: ref(e.personId),
        skill: e.skill,
        at: e.at,
      })),
      likes: (world.state.postLikes?.[email] ?? []).map((urn) => ({
        urn,
        publicId: allFeedPosts(world, null).find((p) => p.urn === urn)?.author.publicId,
      })),
    });
  });
}

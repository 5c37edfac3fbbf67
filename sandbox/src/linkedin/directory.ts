import type { Env, Hono } from 'hono';
import type { Person } from './population.ts';
import { matchesKeywords } from './search.ts';
import type { LinkedInWorld } from './world.ts';

/**
 * The sandbox's people database as a lead-finder provider sees it (the product's PeopleDirectory
 * port, functions/src/ports/people-directory.ts): the whole population, searched by keywords, title,
 * company and location (each a case-insensitive substring), paged by offset and limit; `ids` fetches
 * people by public id. Not a LinkedIn page: a provider API stand-in on the sandbox's host.
 */
export interface DirectoryQuery {
  keywords: string;
  title: string;
  company: string;
  location: string;
  offset: number;
  limit: number;
}

export function directoryPerson(p: Person) {
  return {
    publicId: p.publicId,
    profileUrl: `https://www.linkedin.com/in/${p.publicId}`,
    firstName: p.firstName,
    lastName: p.lastName,
    name: p.name,
    headline: p.headline,
    title: p.title,
    company: p.company,
    location: p.location,
    industry: p.industry,
  };
}

const contains = (value: string, needle: string) =>
  !needle || value.toLowerCase().includes(needle.toLowerCase());

export function searchDirectory(people: readonly Person[], q: DirectoryQuery) {
  const matches = people.filter(
    (p) =>
      matchesKeywords(p, q.keywords) &&
      contains(p.title, q.title) &&
      contains(p.company, q.company) &&
      contains(p.location, q.location),
  );
  return {
    total: matches.length,
    people: matches.slice(q.offset, q.offset + q.limit).map(directoryPerson),
  };
}

export function registerDirectoryApi<E extends Env>(app: Hono<E>, world: LinkedInWorld) {
  app.get('/_sandbox/directory/people', (c) => {
    const url = new URL(c.req.url);
    const ids = url.searchParams.get('ids');
    if (ids !== null) {
      const people = ids
        .split(',')
        .map((id) => world.population.byPublicId.get(id.trim()))
        .filter((p): p is Person => Boolean(p) && p!.id < world.population.people.length);
      return c.json({ total: people.length, people: people.map(directoryPerson) });
    }
    const int = (name: string, fallback: number) => {
      const n = Number.parseInt(url.searchParams.get(name) ?? '', 10);
      return Number.isFinite(n) && n >= 0 ? n : fallback;
    };
    const text = (name: string) => (url.searchParams.get(name) ?? '').trim();
    return c.json(
      searchDirectory(world.population.people, {
        keywords: text('keywords'),
        title: text('title'),
        company: text('company'),
        location: text('location'),
        offset: int('offset', 0),
        limit: Math.min(int('limit', 25), 500),
      }),
    );
  });
}

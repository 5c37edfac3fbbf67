import type { Context, Hono } from 'hono';
import type { SandboxEnv } from './app.ts';
import { avatarUrl } from './avatar.ts';
import type { Person } from './population.ts';
import type { LinkedInWorld } from './world.ts';

type Ctx = Context<SandboxEnv>;
const BASE = '/voyager/api';

/** The dash profile of a connected member, as the site's connections call decorates it. */
function connectedMember(person: Person) {
  return {
    entityUrn: `urn:li:fsd_profile:${person.memberId}`,
    publicIdentifier: person.publicId,
    firstName: person.firstName,
    lastName: person.lastName,
    headline: person.headline,
    profilePicture: person.hasPhoto ? { displayImageUrl: avatarUrl(person) } : null,
    geoLocation: { defaultLocalizedName: person.location },
    industry: { name: person.industry },
    primaryPosition: { title: person.title, companyName: person.company },
  };
}

/**
 * The calls the CRM sync reads (registered after the voyager session check, so they share it):
 * `GET /relationships/dash/connections?q=search&sortType=RECENTLY_ADDED&start&count` — first-degree
 * connections newest first, at most 100 a page, with each member's dash profile.
 */
export function registerCrmVoyagerApi(app: Hono<SandboxEnv>, world: LinkedInWorld): void {
  const emailOf = (c: Ctx) => c.get('email') as string;
  app.get(`${BASE}/relationships/dash/connections`, (c) => {
    const start = Math.max(0, Number(c.req.query('start') ?? 0) || 0);
    const count = Math.min(100, Math.max(1, Number(c.req.query('count') ?? 40) || 40));
    const all = world.connections(emailOf(c));
    return c.json({
      paging: { start, count, total: all.length },
      elements: all.slice(start, start + count).map(({ person, connectedAt }) => ({
        entityUrn: `urn:li:fsd_connection:${person.memberId}`,
        createdAt: connectedAt,
        connectedMemberResolutionResult: connectedMember(person),
      })),
    });
  });
}

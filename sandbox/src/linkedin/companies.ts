import type { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxEnv } from './app.ts';
import { type Ctx, type PageHelpers, sessionCsrf } from './page-helpers.ts';
import type { Person } from './population.ts';
import { SANDBOX_ACCOUNTS } from './population.ts';
import { unitFor } from './random.ts';
import type { SandboxState } from './state.ts';
import { companyInvitePage, companyPage } from './views/companies.ts';
import type { LinkedInWorld } from './world.ts';

// LinkedIn company pages: each sandbox account administers the page of its own company (stable
// slugs, e.g. /company/sandbox-ventures/), plus pages nobody here administers. A page admin invites
// 1st-degree connections to follow the page through "Invite connections to follow": 250 invitation
// credits a page per calendar month (UTC), LinkedIn's allowance; out of credits, the site refuses.

export const COMPANY_LIMITS = { creditsPerMonth: 250, pickerPageSize: 10 } as const;

export interface SandboxCompany {
  slug: string;
  name: string;
  /** The sandbox account administering the page, if any. */
  admin?: string;
  industry: string;
}

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const OTHER_COMPANIES = ['Northwind Analytics', 'Bluepeak Freight'] as const;

/** The seeded pages: one per sandbox account (its own company), then two administered by nobody. */
export const COMPANIES: readonly SandboxCompany[] = [
  ...SANDBOX_ACCOUNTS.map((a) => ({
    slug: slugOf(a.company),
    name: a.company,
    admin: a.email,
    industry: 'Software Development',
  })),
  ...OTHER_COMPANIES.map((name) => ({ slug: slugOf(name), name, industry: 'Transportation' })),
];

/**
 * A page's numeric id, as LinkedIn's `urn:li:fsd_company:{id}` carries it: stable, from its place in
 * the seeded list.
 */
export function companyIdOf(company: SandboxCompany): number {
  return 90_000_001 + COMPANIES.findIndex((c) => c.slug === company.slug);
}

/** The pages an account administers, in the seeded order. */
export function companiesManagedBy(email: string): SandboxCompany[] {
  return COMPANIES.filter((c) => c.admin === email);
}

export function findCompany(slug: string): SandboxCompany | undefined {
  const s = slug.toLowerCase();
  return COMPANIES.find((c) => c.slug === s);
}

type Invite = { slug: string; personId: number; by: string; at: number };
/** Invitations to follow each page (absent in older state files). */
export interface CompanyState {
  companyInvites?: Record<string, Invite[]>;
}
const slice = (world: LinkedInWorld) => world.state as SandboxState & CompanyState;
const invitesOf = (world: LinkedInWorld, company: SandboxCompany) =>
  slice(world).companyInvites?.[company.slug] ?? [];

/** A stable share (about 3 %) of the population follows each page already. */
export function isFollowing(world: LinkedInWorld, company: SandboxCompany, person: Person): boolean {
  return unitFor(world.seed, 'company-follower', company.slug, person.id) < 0.03;
}

export function isCompanyInvited(world: LinkedInWorld, company: SandboxCompany, person: Person): boolean {
  return invitesOf(world, company).some((i) => i.personId === person.id);
}

/** Credits left this calendar month (UTC): LinkedIn's credits are the page's, shared by its admins. */
export function companyCreditsLeft(world: LinkedInWorld, company: SandboxCompany): number {
  const now = new Date(world.now());
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const used = invitesOf(world, company).filter((i) => i.at >= monthStart).length;
  return Math.max(0, COMPANY_LIMITS.creditsPerMonth - used);
}

export const companyRefusals = {
  notAdmin: 'Only page admins can invite connections to follow this page.',
  notConnection: 'You can only invite your connections to follow this page.',
  noCredits: 'You’ve used all your invitation credits for this month.',
} as const;

type Refusal = { ok: false; status: 403 | 409 | 429; message: string };

/** Invites a 1st-degree connection to follow the page (admins only; one credit). */
export function inviteToCompany(
  world: LinkedInWorld,
  email: string,
  company: SandboxCompany,
  person: Person,
): { ok: true } | Refusal {
  if (company.admin !== email) return { ok: false, status: 403, message: companyRefusals.notAdmin };
  if (world.degree(email, person) !== 1)
    return { ok: false, status: 403, message: companyRefusals.notConnection };
  if (isFollowing(world, company, person))
    return { ok: false, status: 409, message: `${person.name} already follows ${company.name}.` };
  if (isCompanyInvited(world, company, person))
    return { ok: false, status: 409, message: `${person.name} was already invited.` };
  if (companyCreditsLeft(world, company) === 0)
    return { ok: false, status: 429, message: companyRefusals.noCredits };
  const s = slice(world);
  s.companyInvites ??= {};
  s.companyInvites[company.slug] ??= [];
  s.companyInvites[company.slug].push({
    slug: company.slug,
    personId: person.id,
    by: email,
    at: world.now(),
  });
  world.onChange();
  return { ok: true };
}

/** The invitations an account sent, for `/_sandbox/state` and `/_sandbox/companies`. */
export function companyInvitesBy(world: LinkedInWorld, email: string) {
  return Object.values(slice(world).companyInvites ?? {})
    .flat()
    .filter((i) => i.by === email)
    .map((i) => ({
      company: i.slug,
      publicId: world.population.byId.get(i.personId)?.publicId,
      at: i.at,
    }));
}

/**
 * `/company/{slug}/` (about, followers; "Invite connections" for admins) and
 * `/company/{slug}/invite/?keywords=…&page=N` (the admin's connections, 10 a page with "Show more
 * results", each Invite / Invited / Following, the credits left; `POST` invites one). Plus
 * `GET /_sandbox/companies/{email}` for tests.
 */
export function registerCompanyPages(app: Hono<SandboxEnv>, world: LinkedInWorld, h: PageHelpers) {
  const csrfOf = (c: Ctx) => sessionCsrf(world, c);
  const notFound = (c: Ctx) => c.text('This page doesn’t exist', 404);
  const companyOf = (c: Ctx) => findCompany(c.req.param('slug') ?? '');
  const followers = (company: SandboxCompany) =>
    world.population.people.filter((p) => isFollowing(world, company, p)).length +
    invitesOf(world, company).length;

  app.get(
    '/company/:slug',
    h.signedIn((c, email) => {
      const company = companyOf(c);
      if (!company) return notFound(c);
      return c.html(
        companyPage(h.chrome(email), {
          company,
          followers: followers(company),
          admin: company.admin === email,
        }).value,
      );
    }, 'authwall'),
  );

  const invitePage = (
    c: Ctx,
    email: string,
    company: SandboxCompany,
    keywords: string,
    page: number,
    error?: { status: number; message: string },
  ) => {
    const q = keywords.trim().toLowerCase();
    const all = world
      .connections(email)
      .map((x) => x.person)
      .filter((p) => !q || p.name.toLowerCase().includes(q) || p.publicId.toLowerCase() === q);
    const size = COMPANY_LIMITS.pickerPageSize;
    const rows = all.slice((page - 1) * size, page * size).map((person) => ({
      person,
      state: isFollowing(world, company, person)
        ? ('following' as const)
        : isCompanyInvited(world, company, person)
          ? ('invited' as const)
          : ('invite' as const),
    }));
    return c.html(
      companyInvitePage(h.chrome(email), {
        company,
        keywords,
        rows,
        page,
        hasMore: page * size < all.length,
        canInvite: company.admin === email,
        creditsLeft: companyCreditsLeft(world, company),
        csrf: csrfOf(c),
        error: error?.message,
        sent: c.req.query('sent') === '1',
      }).value,
      (error?.status ?? 200) as ContentfulStatusCode,
    );
  };
  app.get(
    '/company/:slug/invite',
    h.signedIn((c, email) => {
      const company = companyOf(c);
      if (!company) return notFound(c);
      const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
      return invitePage(c, email, company, c.req.query('keywords') ?? '', page);
    }, 'authwall'),
  );
  app.post(
    '/company/:slug/invite',
    h.signedIn(async (c, email) => {
      const form = await c.req.parseBody();
      if (String(form.csrf ?? '') !== csrfOf(c)) return c.text('CSRF check failed', 403);
      const company = companyOf(c);
      if (!company) return notFound(c);
      const keywords = String(form.keywords ?? '');
      const person = world.findPerson(String(form.invitee ?? ''));
      if (!person)
        return invitePage(c, email, company, keywords, 1, { status: 404, message: 'Member not found.' });
      const done = inviteToCompany(world, email, company, person);
      if (!done.ok) return invitePage(c, email, company, keywords, 1, done);
      return c.redirect(
        `/company/${company.slug}/invite/?keywords=${encodeURIComponent(keywords)}&sent=1`,
        303,
      );
    }),
  );

  // Sandbox control: the pages (with the account's role), credits left and invitations sent.
  app.get('/_sandbox/companies/:email', (c) => {
    const email = c.req.param('email').toLowerCase();
    if (!SANDBOX_ACCOUNTS.some((a) => a.email === email))
      return c.json({ error: 'NOT_FOUND', message: `No sandbox account ${email}` }, 404);
    return c.json({
      companies: COMPANIES.map((co) => ({
        slug: co.slug,
        name: co.name,
        url: `https://www.linkedin.com/company/${co.slug}/`,
        admin: co.admin === email,
        creditsLeft: companyCreditsLeft(world, co),
      })),
      invites: companyInvitesBy(world, email),
    });
  });
}

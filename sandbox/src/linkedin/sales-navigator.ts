import type { Hono } from 'hono';
import type { SandboxEnv } from './app.ts';
import type { PageHelpers } from './page-helpers.ts';
import type { Person } from './population.ts';
import { matchesKeywords } from './search.ts';
import {
  recruiterSearchPage,
  salesSearchPage,
  savedSearchesPage,
  upsellPage,
} from './views/sales-navigator.ts';
import type { LinkedInWorld } from './world.ts';

// Sales Navigator (`/sales/search/people`) and Recruiter (`/talent/hire/{project}/discover/
// recruiterSearch`) as automation meets them: 25 results a page, at most 100 pages (2,500 people),
// rows `[data-x-search-result="LEAD"]` / `[data-test-row]`, and a paid product behind each. An
// account without the product gets the site's upsell page instead of results (OURS: which seeded
// accounts hold which product, below).

export const SALES_PAGE_SIZE = 25;
export const SALES_MAX_PAGES = 100;

export type LinkedInProduct = 'sales-navigator' | 'recruiter';

/** Paid products per sandbox account (OURS): alex holds both, casey Recruiter, the rest neither. */
export const ACCOUNT_PRODUCTS: Readonly<Record<string, readonly LinkedInProduct[]>> = {
  'alex@sandbox.test': ['sales-navigator', 'recruiter'],
  'casey@sandbox.test': ['recruiter'],
  'riley@sandbox.test': ['sales-navigator'],
};

/**
 * The Sales Navigator contracts (seats) each holder may work under (OURS): alex has a team and an
 * enterprise contract, riley one. The first is the one a new session works under.
 */
export const SALES_CONTRACTS: Readonly<Record<string, readonly { id: string; name: string }[]>> = {
  'alex@sandbox.test': [
    { id: 'urn:li:salesContract:7101', name: 'Sandbox Ventures Team' },
    { id: 'urn:li:salesContract:7102', name: 'Sandbox Ventures Enterprise' },
  ],
  'riley@sandbox.test': [{ id: 'urn:li:salesContract:7201', name: 'Sandbox Labs' }],
};

/** The contract the account's Sales Navigator works under now (kept in the world's state). */
export function activeSalesContract(world: LinkedInWorld, email: string): string | null {
  const chosen = (world.state as { salesContracts?: Record<string, string> }).salesContracts?.[email];
  return chosen ?? SALES_CONTRACTS[email]?.[0]?.id ?? null;
}

export function hasProduct(email: string, product: LinkedInProduct): boolean {
  return ACCOUNT_PRODUCTS[email]?.includes(product) ?? false;
}

export interface SavedSearch {
  id: string;
  name: string;
  keywords: string;
}

/** Each Sales Navigator holder's saved lead searches (stable ids). */
export const SAVED_SEARCHES: Readonly<Record<string, readonly SavedSearch[]>> = {
  'alex@sandbox.test': [
    { id: '50001', name: 'Engineers', keywords: 'engineer' },
    { id: '50002', name: 'Founders', keywords: 'founder' },
  ],
  'riley@sandbox.test': [{ id: '50101', name: 'Designers', keywords: 'designer' }],
};

/** A Sales Navigator lead id (`ACwAA…`) for a member id (`ACoAA…`). */
export const salesIdOf = (p: Person) => `ACwAA${p.memberId.slice(5)}`;

export interface SalesQuery {
  keywords: string;
  page: number;
  savedSearchId?: string;
}

/**
 * Reads `keywords=`, the site's `query=(keywords:…,…)` form, or `savedSearchId=`; `page=` from 1.
 * A saved search id the account does not own reads as null.
 */
export function parseSalesQuery(email: string, params: URLSearchParams): SalesQuery | null {
  const n = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(n) && n > 0 ? Math.min(n, SALES_MAX_PAGES) : 1;
  const savedSearchId = params.get('savedSearchId') ?? undefined;
  if (savedSearchId) {
    const saved = SAVED_SEARCHES[email]?.find((s) => s.id === savedSearchId);
    return saved ? { keywords: saved.keywords, page, savedSearchId } : null;
  }
  const query = params.get('query') ?? '';
  const inQuery = /keywords:([^,)]*)/.exec(query)?.[1];
  const keywords = (params.get('keywords') ?? (inQuery ? decodeURIComponent(inQuery) : '')).trim();
  return { keywords, page };
}

export interface SalesResult {
  total: number;
  page: number;
  pageCount: number;
  results: { person: Person; degree: number }[];
}

/** People matching the keywords, closer ones first, a page of 25 out of at most 2,500. */
export function salesSearch(world: LinkedInWorld, email: string, q: SalesQuery): SalesResult {
  const account = world.account(email);
  const matches = world.population.people
    .filter((p) => matchesKeywords(p, q.keywords))
    .map((person) => ({ person, degree: world.degree(email, person, account) as number }))
    .sort((a, b) => a.degree - b.degree);
  const visible = matches.slice(0, SALES_PAGE_SIZE * SALES_MAX_PAGES);
  const pageCount = Math.max(1, Math.ceil(visible.length / SALES_PAGE_SIZE));
  const page = Math.min(q.page, pageCount);
  return {
    total: matches.length,
    page,
    pageCount,
    results: visible.slice((page - 1) * SALES_PAGE_SIZE, page * SALES_PAGE_SIZE),
  };
}

export function registerSalesNavigatorPages(
  app: Hono<SandboxEnv>,
  world: LinkedInWorld,
  { signedIn, chrome }: PageHelpers,
) {
  app.get(
    '/sales/search/people',
    signedIn((c, email) => {
      if (!hasProduct(email, 'sales-navigator'))
        return c.html(upsellPage(chrome(email), 'sales-navigator').value, 200);
      const q = parseSalesQuery(email, new URL(c.req.url).searchParams);
      if (!q) return c.html(salesSearchPage(chrome(email), { keywords: '', page: 1 }, null).value, 404);
      return c.html(salesSearchPage(chrome(email), q, salesSearch(world, email, q)).value);
    }),
  );
  // The member's Sales Navigator licences (the shape is OURS): what the contract chooser offers.
  app.get(
    '/sales-api/salesApiIdentity',
    signedIn((c, email) => {
      if (!hasProduct(email, 'sales-navigator')) return c.json({ status: 403, message: 'No licence' }, 403);
      const active = activeSalesContract(world, email);
      return c.json({
        elements: (SALES_CONTRACTS[email] ?? []).map((k) => ({
          contract: k.id,
          name: k.name,
          active: k.id === active,
        })),
      });
    }, 'authwall'),
  );
  // Choosing the contract to work under (`/sales/contract-chooser?contract=urn:li:salesContract:…`).
  app.get(
    '/sales/contract-chooser',
    signedIn((c, email) => {
      const id = c.req.query('contract') ?? '';
      if (!(SALES_CONTRACTS[email] ?? []).some((k) => k.id === id))
        return c.html(upsellPage(chrome(email), 'sales-navigator').value, 404);
      const state = world.state as { salesContracts?: Record<string, string> };
      state.salesContracts = { ...state.salesContracts, [email]: id };
      world.onChange();
      return c.redirect('/sales/home', 303);
    }),
  );
  app.get(
    '/sales/home',
    signedIn((c, email) =>
      hasProduct(email, 'sales-navigator')
        ? c.html(savedSearchesPage(chrome(email), SAVED_SEARCHES[email] ?? []).value)
        : c.html(upsellPage(chrome(email), 'sales-navigator').value, 200),
    ),
  );
  app.get(
    '/sales/search/saved-searches',
    signedIn((c, email) =>
      hasProduct(email, 'sales-navigator')
        ? c.html(savedSearchesPage(chrome(email), SAVED_SEARCHES[email] ?? []).value)
        : c.html(upsellPage(chrome(email), 'sales-navigator').value, 200),
    ),
  );
  // Recruiter: `keywords=`, `start=` (0, 25, 50…) as the site pages it; any project id.
  app.get(
    '/talent/hire/:project/discover/recruiterSearch',
    signedIn((c, email) => {
      if (!hasProduct(email, 'recruiter')) return c.html(upsellPage(chrome(email), 'recruiter').value, 200);
      const params = new URL(c.req.url).searchParams;
      const start = Math.max(0, Number.parseInt(params.get('start') ?? '0', 10) || 0);
      const q = {
        keywords: (params.get('keywords') ?? '').trim(),
        page: Math.floor(start / SALES_PAGE_SIZE) + 1,
      };
      return c.html(
        recruiterSearchPage(chrome(email), new URL(c.req.url), salesSearch(world, email, q)).value,
      );
    }),
  );
  // A lead page opens the member's profile (OURS: the sandbox has no lead page of its own).
  app.get(
    '/sales/lead/:lead',
    signedIn((c) => {
      const salesId = (c.req.param('lead') ?? '').split(',')[0];
      const person = world.population.people.find((p) => salesIdOf(p) === salesId);
      return person ? c.redirect(`/in/${person.publicId}/`, 302) : c.notFound();
    }),
  );
}

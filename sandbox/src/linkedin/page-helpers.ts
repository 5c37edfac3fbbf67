import type { Context } from 'hono';
import type { SandboxEnv } from './app.ts';
import { parseCookies } from './cookies.ts';
import type { Chrome } from './views/layout.ts';
import type { LinkedInWorld } from './world.ts';

// What every page family of the sandbox (events, groups, companies, InMail, profile extras, posts)
// gets from the app when it registers its pages.

export type Ctx = Context<SandboxEnv>;

/** A page for a signed-in member: the request and the member's email. */
export type PageHandler = (c: Ctx, email: string) => Response | Promise<Response>;

export interface PageHelpers {
  /** Wraps a page so only a signed-in member reaches it (else the login page or the authwall). */
  signedIn: (
    handler: PageHandler,
    anonymous?: 'login' | 'authwall',
  ) => (c: Ctx) => Response | Promise<Response>;
  /** The site's frame (top bar, active tab) around a member's page. */
  chrome: (email: string, active?: Chrome['active']) => Chrome;
}

/** The CSRF token of the request's session (the `li_at` cookie), as the site's forms carry it. */
export function sessionCsrf(world: LinkedInWorld, c: Ctx): string {
  return world.state.sessions[parseCookies(c.req.header('cookie')).li_at ?? '']?.csrf ?? '';
}

import type { AccountKey, ScrapedPerson } from '@outreach/functions/domain/bot/types';
import type { Deps } from '@outreach/functions/ports/deps';
import type { LimitSignal } from '@outreach/shared/rules/outreach/sender-caps';
import type { Page, Response } from 'playwright-core';
import type { AccountBrowser } from '../browser.ts';
import {
  attrOf,
  csrfFromCookie,
  exists,
  isBlocked,
  isSignedOut,
  memberIdFromUrn,
  type Place,
  parseDegree,
  paths,
  publicIdFromUrl,
  sel,
  siteUrl,
  splitName,
  textOf,
  urlOf,
  voyagerHeaders,
  whereAmI,
} from '../linkedin/page-objects.ts';

export interface ExecContext {
  deps: Deps;
  acc: AccountKey;
  actionId: string;
  workerId: string;
  base: string;
  session: AccountBrowser;
  page: Page;
  log: (message: string, extra?: Record<string, unknown>) => void;
}

/** The saved session is gone (the site sent us to /login or /authwall): sign in again, then retry. */
export class SessionExpired extends Error {
  constructor(where: string) {
    super(`Signed out (${where})`);
  }
}
/** The account is restricted or held at a checkpoint: stop working it. */
export class AccountBlocked extends Error {
  constructor(where: string) {
    super(`Account restricted (${where})`);
  }
}
/** A temporary refusal (a daily cap, a server error): try again later. */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly retryInMs: number,
  ) {
    super(message);
  }
}

/**
 * LinkedIn refused with a limit (a view, invitation or message limit). Step actions report it as
 * their outcome, so the product pauses that kind of outreach; other actions retry later.
 */
export class LimitReached extends RetryLater {
  constructor(
    readonly signal: LimitSignal,
    retryInMs: number,
  ) {
    super(`LinkedIn limit: ${signal}`, retryInMs);
  }
}

/** Navigates and checks where we landed; signed-out and blocked pages become errors. */
export async function open(ctx: ExecContext, path: string): Promise<{ place: Place; status: number }> {
  const res: Response | null = await ctx.page.goto(urlOf(ctx.base, path), { waitUntil: 'domcontentloaded' });
  const place = whereAmI(ctx.page.url());
  if (isSignedOut(place)) throw new SessionExpired(place);
  if (isBlocked(place)) throw new AccountBlocked(place);
  const status = res?.status() ?? 0;
  if (status === 999 || status === 429) throw new RetryLater(`HTTP ${status}`, 60 * 60_000);
  if (status >= 500) throw new RetryLater(`HTTP ${status}`, 10 * 60_000);
  return { place, status };
}

/** GET on the internal API from the signed-in context (same cookies, csrf header). */
/** A GET of LinkedIn's internal API with the session's csrf header; null without a session cookie. */
export async function voyagerRequest(ctx: ExecContext, path: string) {
  const cookies = await ctx.session.context.cookies(ctx.base);
  const csrf = csrfFromCookie(cookies.find((c) => c.name === 'JSESSIONID')?.value);
  if (!csrf) return null;
  return ctx.session.context.request.get(urlOf(ctx.base, path), { headers: voyagerHeaders(csrf) });
}

export async function voyagerGet<T>(ctx: ExecContext, path: string): Promise<T> {
  const res = await voyagerRequest(ctx, path);
  if (!res) throw new SessionExpired('no JSESSIONID');
  if (res.status() === 401) throw new SessionExpired('voyager 401');
  if (res.status() === 403) {
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    if (body.code === 'RESTRICTED') throw new AccountBlocked('voyager 403');
  }
  if (!res.ok()) throw new RetryLater(`voyager ${path} HTTP ${res.status()}`, 10 * 60_000);
  return (await res.json()) as T;
}

export type ProfileState =
  | { found: false }
  | {
      found: true;
      person: ScrapedPerson;
      pending: boolean;
      /** 1st degree: the top card offers Message. */
      connected: boolean;
      memberId?: string;
      messageHref?: string;
    };

/** Opens a profile (a view on the site) and reads the top card. */
export async function openProfile(ctx: ExecContext, profileUrl: string): Promise<ProfileState> {
  const publicId = publicIdFromUrl(profileUrl);
  if (!publicId) return { found: false };
  const { status } = await open(ctx, paths.profile(publicId));
  const page = ctx.page;
  if (status === 404) return { found: false };
  if (await exists(page, sel.profile.viewLimit)) throw new LimitReached('view-limit', 6 * 60 * 60_000);
  if (!(await exists(page, sel.profile.topCard))) return { found: false };
  const top = page.locator(sel.profile.topCard.join(', ')).first();
  const rawName = (await textOf(page, sel.profile.name)) ?? '';
  const degreeText = await textOf(page, sel.profile.degree);
  const name = rawName.replace(/[·•].*$/, '').trim();
  const urn = (await top.getAttribute('data-member-urn')) ?? undefined;
  const memberId = memberIdFromUrn(urn) ?? (await textOf(page, sel.profile.memberId));
  const realPublicId = (await top.getAttribute('data-public-id')) ?? publicIdFromUrl(page.url()) ?? publicId;
  const messageHref = await attrOf(page, sel.profile.messageLink, 'href');
  const degree = parseDegree(degreeText);
  const person: ScrapedPerson = {
    publicId: realPublicId,
    profileUrl: siteUrl(ctx.base, paths.profile(realPublicId)),
    memberUrn: memberId,
    ...splitName(name),
    headline: await textOf(page, sel.profile.headline),
    title: await textOf(page, sel.profile.title),
    company: await companyOf(ctx),
    location: await textOf(page, sel.profile.location),
    pictureUrl: siteUrl(ctx.base, await attrOf(page, sel.profile.photo, 'src')),
    degree,
  };
  return {
    found: true,
    person,
    pending: await exists(page, sel.profile.pending),
    connected: degree === '1st' || (!!messageHref && /\/messaging\/(compose|thread)/.test(messageHref)),
    memberId,
    messageHref,
  };
}

async function companyOf(ctx: ExecContext): Promise<string | undefined> {
  // The experience line under the top card reads "{logo}{company}": the logo span is decorative.
  const span = ctx.page.locator(sel.profile.company[0]).first();
  if ((await span.count()) === 0) return undefined;
  return (
    (await span.evaluate((el) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === 3)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim(),
    )) || undefined
  );
}

/** Test-only pauses around a submit, so fault tests can kill the process at the worst moment. */
export async function testPause(ctx: ExecContext, phase: 'before-submit' | 'after-submit'): Promise<void> {
  const env =
    phase === 'before-submit' ? 'BOT_TEST_PAUSE_BEFORE_SUBMIT_MS' : 'BOT_TEST_PAUSE_AFTER_SUBMIT_MS';
  const ms = Number(process.env[env] ?? 0);
  if (!ms) return;
  ctx.log('test-pause', { phase, ms });
  await new Promise((r) => setTimeout(r, ms));
}

export const normalizeText = (s: string) => s.replace(/\s+/g, ' ').trim();

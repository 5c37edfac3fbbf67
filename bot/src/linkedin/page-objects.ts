// The one place that knows LinkedIn's URLs and page structure. Everything else in the bot goes
// through these names, so adapting to a change on the real site (or to the sandbox) happens here.
// Selectors come from public automation code (shared/linkedin-facts.md); each element keeps several
// fallbacks, tried in order, because the real site changes markup often.

import type { Locator, Page } from 'playwright-core';

export const DEFAULT_BASE_URL = 'https://www.linkedin.com';

/** Site paths. `base` is the origin (the real site or the sandbox); paths never carry the origin. */
export const paths = {
  login: '/login',
  feed: '/feed/',
  me: '/in/me/',
  profile: (publicId: string) => `/in/${encodeURIComponent(publicId)}/`,
  sentInvitations: '/mynetwork/invitation-manager/sent/',
  connections: '/mynetwork/invite-connect/connections/',
  messaging: '/messaging/',
  thread: (id: string) => `/messaging/thread/${encodeURIComponent(id)}/`,
  /** The notifications filtered to connections' occasions (birthdays, work anniversaries, new positions). */
  celebrations: '/notifications/?filter=celebrations',
  /** Internal API, called from inside the signed-in page with the csrf header. */
  voyager: {
    me: '/voyager/api/me',
    sentInvitations: (start: number, count: number) =>
      `/voyager/api/relationships/sentInvitationViewsV2?q=invitationType&invitationType=CONNECTION&start=${start}&count=${count}`,
    connections: (start: number, count: number) =>
      `/voyager/api/relationships/dash/connections?q=search&sortType=RECENTLY_ADDED&start=${start}&count=${count}`,
    /** The search filters' typeahead (places, companies, industries, schools). */
    typeahead: (type: string, keywords: string) =>
      `/voyager/api/typeahead/hitsV2?keywords=${encodeURIComponent(keywords)}&origin=OTHER&q=type&type=${encodeURIComponent(type)}`,
  },
} as const;

/** A navigation target off the configured LinkedIn origin: never visited. */
export class OffSiteUrl extends Error {
  constructor(target: string) {
    super(`Refused to leave the LinkedIn origin: ${target.slice(0, 200)}`);
  }
}

/**
 * The site path `path` on the configured LinkedIn origin `base` (the sandbox locally,
 * https://www.linkedin.com in AWS). Throws OffSiteUrl unless the result stays on that origin: only
 * a single-slash site path is taken (no `//host`, no backslash, no scheme), and the result is checked.
 */
export function urlOf(base: string, path: string): string {
  const origin = new URL(base).origin;
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path)) throw new OffSiteUrl(path);
  const url = new URL(path, origin);
  if (url.origin !== origin) throw new OffSiteUrl(url.toString());
  return url.toString();
}

/** A scraped `src`/`href` as an absolute URL (pages may use site-relative paths), or undefined. */
export function absoluteUrl(base: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value, base).toString();
  } catch {
    return undefined;
  }
}

/**
 * A URL of the site we drive as the real site's URL, for storing: the sandbox's origin (a loopback port
 * that changes on every start) becomes https://www.linkedin.com; other origins (a CDN) stay as they are.
 *
 * @example
 * siteUrl('http://127.0.0.1:4010', 'http://127.0.0.1:4010/in/jane/') // 'https://www.linkedin.com/in/jane/'
 */
export function siteUrl(base: string, url: string): string;
export function siteUrl(base: string, url: string | undefined): string | undefined;
export function siteUrl(base: string, url: string | undefined): string | undefined {
  if (!url) return url;
  try {
    const u = new URL(url, base);
    if (u.origin !== new URL(base).origin) return u.toString();
    return new URL(u.pathname + u.search + u.hash, DEFAULT_BASE_URL).toString();
  } catch {
    return undefined;
  }
}

/** The publicId of a profile URL of any origin (`https://www.linkedin.com/in/jane-doe-1a2b/?x` → `jane-doe-1a2b`). */
export function publicIdFromUrl(url: string): string | null {
  let path = url;
  try {
    path = new URL(url, 'https://x.invalid').pathname;
  } catch {
    return null;
  }
  const m = path.match(/^\/in\/([^/?#]+)/);
  return m ? decodeURIComponent(m[1]) : null;
}

/** The same search on our base origin, on page `page` (the site pages search results with `page=N`). */
export function searchPageUrl(base: string, searchUrl: string, page: number): string {
  const src = new URL(searchUrl, base);
  // Only the path and query move over; urlOf refuses a path that would leave the origin.
  const out = new URL(urlOf(base, src.pathname));
  out.search = src.search;
  if (page > 1) out.searchParams.set('page', String(page));
  else out.searchParams.delete('page');
  return out.toString();
}

export const SEARCH_MAX_PAGES = 100;
export const NOTE_MAX_LENGTH = 300;

export type Place =
  | 'login'
  | 'authwall'
  | 'challenge'
  | 'restricted'
  | 'checkpoint'
  | 'feed'
  | 'profile'
  | 'search'
  | 'messaging'
  | 'network'
  | 'other';

/**
 * Where a URL is, from its path only: the query may carry `session_redirect=/feed/` and the like.
 * `challenge` is a verification (PIN, two-step, captcha); `restricted` a blocked account.
 */
export function whereAmI(url: string): Place {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return 'other';
  }
  path = path.toLowerCase();
  if (path === '/login' || path.startsWith('/login/') || path.startsWith('/uas/login')) return 'login';
  if (path.startsWith('/authwall')) return 'authwall';
  if (path.startsWith('/checkpoint/challenge/restricted') || path.startsWith('/checkpoint/restricted'))
    return 'restricted';
  if (path.startsWith('/checkpoint/challenge') || path.startsWith('/challenge')) return 'challenge';
  if (path.startsWith('/checkpoint')) return 'checkpoint';
  if (path.startsWith('/feed')) return 'feed';
  if (path.startsWith('/in/')) return 'profile';
  if (path.startsWith('/search/')) return 'search';
  if (path.startsWith('/messaging')) return 'messaging';
  if (path.startsWith('/mynetwork')) return 'network';
  return 'other';
}

/** Places that mean the saved session is gone (sign in again) or the account cannot act. */
export const isSignedOut = (p: Place) => p === 'login' || p === 'authwall';
export const isBlocked = (p: Place) => p === 'restricted' || p === 'checkpoint';

/** Selector lists: the first that matches wins. */
export const sel = {
  login: {
    email: ['input[name="session_key"]', '#username'],
    password: ['input[name="session_password"]', '#password'],
    submit: ['button[type="submit"][aria-label="Sign in"]', 'button[type="submit"]:has-text("Sign in")'],
    error: ['#error-for-password', '#error-for-username', '.form__input--error'],
    /** "Welcome back" remember-me screen: sign in with another account leads back to the form. */
    rememberMe: [
      'button:has-text("Sign in using another account")',
      'a:has-text("Sign in using another account")',
    ],
  },
  challenge: {
    emailPinForm: ['form#email-pin-challenge'],
    emailPinInput: ['input#input__email_verification_pin', 'form#email-pin-challenge input[name="pin"]'],
    emailPinSubmit: ['button#email-pin-submit-button', 'form#email-pin-challenge button[type="submit"]'],
    twoStepForm: ['form#two-step-challenge'],
    twoStepInput: ['input#input__phone_verification_pin', 'form#two-step-challenge input[name="pin"]'],
    twoStepSubmit: ['button#two-step-submit-button', 'form#two-step-challenge button[type="submit"]'],
    captcha: [
      'iframe[title*="captcha" i]',
      'iframe[src*="captcha" i]',
      "text=Let's do a quick security check",
    ],
    error: [
      'form#email-pin-challenge [role="alert"]',
      'form#two-step-challenge [role="alert"]',
      '.form__input--error',
    ],
  },
  nav: {
    signedIn: ['nav a[href*="/feed"]', 'nav a[href*="/mynetwork"]'],
    mePhoto: ['.global-nav__me-photo', 'img.global-nav__me-photo'],
  },
  profile: {
    topCard: ['section.pv-top-card', '[data-view-name="profile-card"]', 'main section[data-member-urn]'],
    name: ['h1.text-heading-xlarge', '.pv-top-card h1', 'main h1'],
    degree: ['.pv-top-card .dist-value', '.distance-badge .dist-value'],
    headline: ['.pv-top-card__headline', '.text-body-medium[data-generated-suggestion-target]'],
    location: ['.pv-top-card--location', '.pv-text-details__left-panel .text-body-small span'],
    photo: ['img.pv-top-card-profile-picture__image', '.pv-top-card__photo'],
    memberId: ['code#member-urn'],
    title: ['#experience .pv-experience strong', '#experience .t-bold'],
    company: ['.pv-top-card__experience span'],
    connect: [
      '.pv-top-card [aria-label*="Invite"][aria-label*="to connect"]',
      '.pvs-profile-actions [aria-label*="Invite"][aria-label*="to connect"]',
      '.pv-top-card button:has-text("Connect")',
    ],
    pending: ['.pv-top-card [aria-label^="Pending"]', '.pv-top-card button:has-text("Pending")'],
    messageLink: [
      '.pv-top-card a[href*="/messaging/compose"]',
      '.pv-top-card a[href*="/messaging/thread/new"]',
      '.pv-top-card .message-anywhere-button',
    ],
    more: ['.pv-top-card button[aria-label="More actions"]', 'button[aria-label="More actions"]'],
    /** The More menu renders outside the top card. */
    menuConnect: [
      '[role="menu"]:visible [role="menuitem"][aria-label*="to connect"]',
      '[role="menu"]:visible [role="menuitem"]:has-text("Connect")',
    ],
    viewLimit: ['.profile-view-limit', '.limit-notice[role="alert"]'],
  },
  invite: {
    dialog: ['[role="dialog"].send-invite', '[role="dialog"]:has-text("Add a note")', '[role="dialog"]'],
    addNote: [
      '[role="dialog"] button[aria-label="Add a note"]',
      '[role="dialog"] button:has-text("Add a note")',
    ],
    sendWithoutNote: [
      '[role="dialog"] button[aria-label="Send without a note"]',
      '[role="dialog"] button:has-text("Send without a note")',
    ],
    note: ['[role="dialog"] textarea[name="message"]', '[role="dialog"] textarea#custom-message'],
    send: [
      '[role="dialog"] button[aria-label="Send invitation"]',
      '[role="dialog"] button[aria-label="Send now"]',
      '[role="dialog"] button:has-text("Send")',
    ],
    limitAlert: ['.ip-fuse-limit-alert', '[role="alertdialog"]:has-text("invitation limit")'],
    limitGotIt: ['.ip-fuse-limit-alert button:has-text("Got it")', '.ip-fuse-limit-alert__primary-action'],
    errorToast: ['[data-test-artdeco-toast-item-type="error"]'],
    /** "Your invitation to … was sent." (after a Connect from the More menu the top card keeps Follow). */
    sentToast: ['[data-test-artdeco-toast-item-type="success"]:has-text("invitation")'],
  },
  search: {
    result: [
      'li.reusable-search__result-container',
      '[data-view-name="search-entity-result-universal-template"]',
    ],
    titleLink: ['.entity-result__title-text a', 'a.app-aware-link[href*="/in/"]'],
    name: ['.entity-result__title-text a span[aria-hidden="true"]', '.entity-result__title-text a'],
    badge: ['.entity-result__badge-text'],
    headline: ['.entity-result__primary-subtitle'],
    location: ['.entity-result__secondary-subtitle'],
    photo: ['.entity-result__image img', 'img.avatar'],
    next: ['button.artdeco-pagination__button--next', 'a.artdeco-pagination__button--next'],
    noResults: ['.search-results__total:has-text("No results")', '.search-reusable-search-no-results'],
  },
  network: {
    connectionCard: ['li.mn-connection-card', '.mn-connection-card'],
    connectionLink: ['a.mn-connection-card__name', 'a[href*="/in/"]'],
    connectionTime: ['time[datetime]', 'time.time-badge'],
  },
  notifications: {
    celebration: ['li[data-celebration]', 'li.nt-card:has(a[href*="/in/"])'],
    celebrationLink: ['a.nt-card__headline', 'a[href*="/in/"]'],
    celebrationName: ['a.nt-card__headline strong', 'strong'],
    celebrationTime: ['time[datetime]'],
  },
  messaging: {
    conversation: ['li.msg-conversation-listitem', '.msg-conversations-container__conversations-list > li'],
    conversationLink: ['a.msg-conversation-listitem__link', 'a[href*="/messaging/thread/"]'],
    conversationTime: ['time.msg-conversation-listitem__time-stamp', 'time[datetime]'],
    threadParticipant: ['.msg-thread__header a[href*="/in/"]', '.msg-entity-lockup__entity-title a'],
    event: ['li.msg-s-message-list__event', '.msg-s-event-listitem'],
    eventBody: ['.msg-s-event-listitem__body'],
    eventSender: ['.msg-s-message-group__name'],
    eventTime: ['time[datetime]', '.msg-s-message-group__timestamp'],
    box: [
      'div[role="textbox"][contenteditable="true"][aria-label*="Write a message"]',
      '.msg-form__contenteditable[contenteditable="true"]',
    ],
    send: ['form.msg-form button[type="submit"]', 'button.msg-form__send-button'],
    notConnected: ['.msg-compose__not-connected'],
  },
} as const;

/** One Locator over all fallbacks (`a.or(b)…`); the first element in the page that matches any. */
export function find(scope: Page | Locator, selectors: readonly string[]): Locator {
  let loc = scope.locator(selectors[0]);
  for (const s of selectors.slice(1)) loc = loc.or(scope.locator(s));
  return loc.first();
}

/** All matches of the first selector that matches anything. */
export async function findAll(scope: Page | Locator, selectors: readonly string[]): Promise<Locator[]> {
  for (const s of selectors) {
    const all = await scope.locator(s).all();
    if (all.length) return all;
  }
  return [];
}

export async function exists(scope: Page | Locator, selectors: readonly string[]): Promise<boolean> {
  for (const s of selectors) if ((await scope.locator(s).count()) > 0) return true;
  return false;
}

export async function textOf(
  scope: Page | Locator,
  selectors: readonly string[],
): Promise<string | undefined> {
  for (const s of selectors) {
    const l = scope.locator(s).first();
    if ((await l.count()) > 0) {
      const t = (await l.textContent().catch(() => l.textContent())) ?? '';
      const clean = t.replace(/\s+/g, ' ').trim();
      if (clean) return clean;
    }
  }
  return undefined;
}

export async function attrOf(
  scope: Page | Locator,
  selectors: readonly string[],
  name: string,
): Promise<string | undefined> {
  for (const s of selectors) {
    const l = scope.locator(s).first();
    if ((await l.count()) > 0) {
      const v = await l.getAttribute(name);
      if (v) return v;
    }
  }
  return undefined;
}

/** "· 1st", "• 2nd", "3rd+" → the degree of a ScrapedPerson. */
export function parseDegree(text: string | undefined): '1st' | '2nd' | '3rd' | 'out' | undefined {
  if (!text) return undefined;
  if (/\b1st\b/.test(text)) return '1st';
  if (/\b2nd\b/.test(text)) return '2nd';
  if (/\b3rd\b/.test(text)) return '3rd';
  if (/out of network/i.test(text)) return 'out';
  return undefined;
}

/** `ACoAA…` from `urn:li:fsd_profile:ACoAA…`, `urn:li:member:…` or a bare id. */
export function memberIdFromUrn(urn: string | undefined | null): string | undefined {
  if (!urn) return undefined;
  const m = urn.match(/([A-Za-z0-9_-]{10,})\)?$/);
  return m ? m[1] : undefined;
}

export function splitName(full: string): { firstName: string; lastName: string } {
  const clean = full.replace(/\s+/g, ' ').trim();
  const i = clean.indexOf(' ');
  return i < 0
    ? { firstName: clean, lastName: '' }
    : { firstName: clean.slice(0, i), lastName: clean.slice(i + 1) };
}

/** The csrf header value: the JSESSIONID cookie without its quotes. */
export function csrfFromCookie(jsessionid: string | undefined): string | undefined {
  return jsessionid?.replace(/^"|"$/g, '');
}

export const voyagerHeaders = (csrf: string) => ({
  'csrf-token': csrf,
  'x-restli-protocol-version': '2.0.0',
  accept: 'application/vnd.linkedin.normalized+json+2.1',
});

/**
 * The occasion a celebrate notification is about: the card's type attribute where the page has one,
 * else read off its headline ("happy birthday", "N years at", "new position").
 */
export function celebrationTypeOf(
  attr: string | null | undefined,
  headline: string,
): 'birthday' | 'work-anniversary' | 'new-position' | null {
  if (attr === 'birthday' || attr === 'work-anniversary' || attr === 'new-position') return attr;
  const t = headline.toLowerCase();
  if (t.includes('birthday')) return 'birthday';
  if (/\bnew (position|role|job)\b/.test(t)) return 'new-position';
  if (/\b\d+\s+years?\b/.test(t) || t.includes('anniversary')) return 'work-anniversary';
  return null;
}

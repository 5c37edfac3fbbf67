import * as z from 'zod';

// Spec 3 §5 "LinkedIn URLs". Paths follow shared/linkedin-facts.md ("URL shapes").
// Every check parses the URL and looks at the path, so `https://linkedin.com/...`,
// `https://www.linkedin.com/...` and country hosts (`de.linkedin.com`) all count.

/** The spec's messages for LinkedIn URLs, word for word (profile: OURS, the spec gives none). */
export const linkedinUrlMessages = {
  post: 'Wrong linkedin post url',
  event: 'Wrong linkedin event url',
  peopleSearch: 'Please use a valid Linkedin search URL.',
  salesNavigatorSearch: 'Please use a valid Linkedin sales navigator URL.',
  company: 'Please use a valid LinkedIn company URL',
  newsletter: 'Please use a valid LinkedIn newsletter URL',
  profile: 'Please use a valid LinkedIn profile URL',
  /** OURS: the spec gives no Recruiter rule or text; worded like the Sales Navigator one. */
  recruiterSearch: 'Please use a valid LinkedIn Recruiter search URL.',
  /** OURS: the spec gives no group rule or text; worded like the company one. */
  group: 'Please use a valid LinkedIn group URL',
} as const;

/**
 * A parsed LinkedIn URL, or null when the text is not a plain http(s) URL on a linkedin.com host.
 * Refused outright, because a URL parser and a browser may read them differently: backslashes,
 * whitespace or control characters, more than two slashes before the host, userinfo
 * (`https://www.linkedin.com@evil.example`), a port, an empty path segment (`///h//evil.example`)
 * and encoded slashes or backslashes in the path.
 */
function linkedinUrl(text: string): URL | null {
  let raw = text.trim();
  if (raw === '') return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\\\s\u0000-\u001f\u007f]/.test(raw)) return null;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(raw)) raw = `https://${raw}`;
  // Scheme, exactly two slashes, then a host name: no userinfo, no port, no extra slashes.
  if (!/^https?:\/\/[a-z0-9.-]+(?:[/?#]|$)/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'linkedin.com' && !host.endsWith('.linkedin.com')) return null;
  if (url.pathname.includes('//') || /%(2f|5c)/i.test(url.pathname)) return null;
  return url;
}

function pathStartsWith(url: URL, prefixes: readonly string[]): boolean {
  const path = url.pathname.toLowerCase();
  return prefixes.some((p) => path.startsWith(p));
}

/**
 * A post: the feed update path, or the posts path containing `activity-` or `ugcPost-`.
 *
 * @example
 * isPostUrl('https://www.linkedin.com/feed/update/urn:li:activity:7212345678901234567/') // true
 */
export function isPostUrl(text: string): boolean {
  const url = linkedinUrl(text);
  if (!url) return false;
  if (pathStartsWith(url, ['/feed/update/'])) return url.pathname.length > '/feed/update/'.length;
  return pathStartsWith(url, ['/posts/']) && /(activity-|ugcpost-)/i.test(url.pathname);
}

/**
 * The event id of an event URL (`/events/{id}/`, `/events/{slug}{id}/`, `/video/event/…{id}`, or
 * `eventAttending=["{id}"]`), or null. OURS: the spec's rule only says which URLs are events.
 *
 * @example
 * parseEventUrl('https://www.linkedin.com/events/7212345678901234567/') // '7212345678901234567'
 */
export function parseEventUrl(text: string): string | null {
  if (!isEventUrl(text)) return null;
  const url = linkedinUrl(text);
  if (!url) return null;
  const attending = url.searchParams.get('eventAttending');
  const m = attending
    ? /(\d{10,20})/.exec(attending)
    : /^\/(?:events|video\/event)\/[^/?#]*?(\d{10,20})(?:[/?#]|$)/i.exec(url.pathname);
  return m ? m[1] : null;
}

/**
 * An event: the events path, the video event path, or any URL carrying `eventAttending=`.
 *
 * @example
 * isEventUrl('https://www.linkedin.com/events/7212345678901234567/') // true
 */
export function isEventUrl(text: string): boolean {
  const url = linkedinUrl(text);
  if (!url) return false;
  if (url.search.includes('eventAttending=')) return true;
  return pathStartsWith(url, ['/events/', '/video/event/']);
}

/**
 * A LinkedIn people search (`/search/results/people`).
 *
 * @example
 * isPeopleSearchUrl('https://www.linkedin.com/search/results/people/?keywords=cto') // true
 */
export function isPeopleSearchUrl(text: string): boolean {
  const url = linkedinUrl(text);
  return !!url && pathStartsWith(url, ['/search/results/people']);
}

/**
 * A Sales Navigator people search (`/sales/search/people`) without a `recentSearchId`
 * (such a URL cannot be reused).
 *
 * @example
 * isSalesNavigatorSearchUrl('https://www.linkedin.com/sales/search/people?savedSearchId=1') // true
 * isSalesNavigatorSearchUrl('https://www.linkedin.com/sales/search/people?recentSearchId=1') // false
 */
export function isSalesNavigatorSearchUrl(text: string): boolean {
  const url = linkedinUrl(text);
  if (!url || !pathStartsWith(url, ['/sales/search/people'])) return false;
  return !/recentsearchid/i.test(url.search + url.hash);
}

/**
 * A Recruiter search (`/talent/hire/{projectId}/discover/recruiterSearch`, shared/linkedin-facts.md);
 * OURS: the spec gives no Recruiter rule.
 *
 * @example
 * isRecruiterSearchUrl('https://www.linkedin.com/talent/hire/7001/discover/recruiterSearch?keywords=cto') // true
 */
export function isRecruiterSearchUrl(text: string): boolean {
  const url = linkedinUrl(text);
  return !!url && /^\/talent\/hire\/[^/]+\/discover\/recruitersearch/i.test(url.pathname);
}

/**
 * A company page (`/company/{slug}`); returns the slug or null.
 *
 * @example
 * parseCompanyUrl('https://www.linkedin.com/company/acme-inc/people/') // 'acme-inc'
 */
export function parseCompanyUrl(text: string): string | null {
  const url = linkedinUrl(text);
  if (!url) return null;
  const m = /^\/company\/([^/?#]+)/i.exec(url.pathname);
  return m ? decodeURIComponent(m[1]) : null;
}

export function isCompanyUrl(text: string): boolean {
  return parseCompanyUrl(text) !== null;
}

/**
 * A newsletter: must start with the pulse path (spec 3 §5).
 *
 * @example
 * isNewsletterUrl('https://www.linkedin.com/pulse/my-weekly-notes-jane-doe/') // true
 */
export function isNewsletterUrl(text: string): boolean {
  const url = linkedinUrl(text);
  return !!url && pathStartsWith(url, ['/pulse/']) && url.pathname.length > '/pulse/'.length;
}

/**
 * A group: `/groups/{numeric id}` (then `/members/`, `/about/`…); returns the id or null (OURS: the
 * spec gives no group rule).
 *
 * @example
 * parseGroupUrl('https://www.linkedin.com/groups/1234567/members/') // '1234567'
 */
export function parseGroupUrl(text: string): string | null {
  const url = linkedinUrl(text);
  if (!url) return null;
  const m = /^\/groups\/(\d{1,20})(?:\/|$)/i.exec(url.pathname);
  return m ? m[1] : null;
}

export function isGroupUrl(text: string): boolean {
  return parseGroupUrl(text) !== null;
}

export type ProfileUrl =
  | { kind: 'in'; publicId: string }
  | { kind: 'pub'; publicId: string }
  | { kind: 'sales-people'; salesId: string }
  | { kind: 'sales-lead'; salesId: string };

/**
 * A profile: the path contains `/in/`, `/pub/`, `/sales/people/` or `/sales/lead/`.
 * Returns the public id (for `/in/` and `/pub/`) or the Sales Navigator id (up to the first comma).
 *
 * @example
 * parseProfileUrl('https://www.linkedin.com/in/jane-doe-123/') // { kind: 'in', publicId: 'jane-doe-123' }
 * parseProfileUrl('https://www.linkedin.com/sales/lead/ACwAAA1,NAME_SEARCH,x') // { kind: 'sales-lead', salesId: 'ACwAAA1' }
 */
export function parseProfileUrl(text: string): ProfileUrl | null {
  const url = linkedinUrl(text);
  if (!url) return null;
  const path = url.pathname;
  const inMatch = /\/(in|pub)\/([^/?#]+)/i.exec(path);
  if (inMatch) {
    const kind = inMatch[1].toLowerCase() as 'in' | 'pub';
    return { kind, publicId: decodeURIComponent(inMatch[2]) };
  }
  const salesMatch = /\/sales\/(people|lead)\/([^/?#,]+)/i.exec(path);
  if (salesMatch) {
    const kind = salesMatch[1].toLowerCase() === 'people' ? 'sales-people' : 'sales-lead';
    return { kind, salesId: decodeURIComponent(salesMatch[2]) };
  }
  return null;
}

export function isProfileUrl(text: string): boolean {
  return parseProfileUrl(text) !== null;
}

const urlSchema = (check: (s: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((s) => check(s), { message });

export const ZLinkedinPostUrl = urlSchema(isPostUrl, linkedinUrlMessages.post);
export const ZLinkedinEventUrl = urlSchema(isEventUrl, linkedinUrlMessages.event);
export const ZPeopleSearchUrl = urlSchema(isPeopleSearchUrl, linkedinUrlMessages.peopleSearch);
export const ZSalesNavigatorSearchUrl = urlSchema(
  isSalesNavigatorSearchUrl,
  linkedinUrlMessages.salesNavigatorSearch,
);
export const ZRecruiterSearchUrl = urlSchema(isRecruiterSearchUrl, linkedinUrlMessages.recruiterSearch);
export const ZLinkedinCompanyUrl = urlSchema(isCompanyUrl, linkedinUrlMessages.company);
export const ZLinkedinNewsletterUrl = urlSchema(isNewsletterUrl, linkedinUrlMessages.newsletter);
export const ZLinkedinGroupUrl = urlSchema(isGroupUrl, linkedinUrlMessages.group);
export const ZLinkedinProfileUrl = urlSchema(isProfileUrl, linkedinUrlMessages.profile);

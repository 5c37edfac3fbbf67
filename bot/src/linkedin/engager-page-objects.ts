// Selectors and paths of the people around a post (its reactions and comments lists) and a
// newsletter (its subscribers), whose rows share the group member-list markup (groupSel). Beside
// page-objects.ts: first match wins.

/** Comments pages count from here in a collection's page numbers, after the reactions pages. */
export const COMMENTS_PAGE_BASE = 1000;

const paged = (path: string, page: number) => `${path}${page > 1 ? `?page=${page}` : ''}`;

export const engagerPaths = {
  reactions: (urn: string, page: number) => paged(`/feed/update/${urn}/reactions/`, page),
  comments: (urn: string, page: number) => paged(`/feed/update/${urn}/comments/`, page),
  subscribers: (newsletterId: string, page: number) =>
    paged(`/newsletters/${encodeURIComponent(newsletterId)}/subscribers/`, page),
} as const;

export const engagerSel = {
  list: ['section.social-details-reactors-list', '.social-details-reactors-tab-body-list'],
  row: ['li.social-details-reactors-list__item', '.social-details-reactors-list li.artdeco-list__item'],
  /** On a newsletter article (`/pulse/…`): the link to the newsletter's subscribers. */
  subscribersLink: ['a.reader-newsletter__subscribers', 'a[href*="/subscribers/"]'],
} as const;

function pathOf(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
}

/**
 * The post urn of a post URL: `/feed/update/urn:li:activity:{id}/` (or ugcPost, share) or the
 * posts slug `/posts/{author}_{slug}-activity-{id}-{4 chars}`; null otherwise.
 *
 * @example
 * postUrnFromUrl('https://www.linkedin.com/posts/jane_hello-activity-7212345678901234567-AbCd') // 'urn:li:activity:7212345678901234567'
 */
export function postUrnFromUrl(url: string): string | null {
  const path = pathOf(url);
  if (!path) return null;
  const feed = /^\/feed\/update\/(urn:li:(?:activity|ugcPost|share):\d+)/i.exec(path);
  if (feed) return feed[1];
  const slug = /^\/posts\/.*?(activity|ugcPost)-(\d+)/i.exec(path);
  if (slug) return `urn:li:${slug[1].toLowerCase() === 'ugcpost' ? 'ugcPost' : 'activity'}:${slug[2]}`;
  return null;
}

/** The newsletter id of a `/newsletters/{id}/…` URL, or null. */
export function newsletterIdFromUrl(url: string): string | null {
  const m = /^\/newsletters\/([^/?#]+)/i.exec(pathOf(url) ?? '');
  return m ? m[1] : null;
}

/** Whether the URL is a newsletter article (`/pulse/{slug}/`). */
export function isPulseUrl(url: string): boolean {
  return /^\/pulse\/[^/]+/i.test(pathOf(url) ?? '');
}

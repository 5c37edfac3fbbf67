// Selectors and paths of LinkedIn company pages: the page and its admin's "Invite connections to
// follow" picker (the admin's 1st-degree connections, each Invite / Invited / Following, paged with
// "Show more results"). Beside page-objects.ts: first match wins.

export const companyPaths = {
  page: (slug: string) => `/company/${encodeURIComponent(slug)}/`,
  invite: (slug: string, keywords: string, page = 1) =>
    `/company/${encodeURIComponent(slug)}/invite/?${new URLSearchParams({
      ...(keywords ? { keywords } : {}),
      ...(page > 1 ? { page: String(page) } : {}),
    })}`,
} as const;

/**
 * The page slug of a company URL, any origin: `/company/{slug}/` (then `/people/`, `/posts/`…), or
 * null otherwise.
 *
 * @example
 * companySlugFromUrl('https://www.linkedin.com/company/sandbox-ventures/people/') // 'sandbox-ventures'
 */
export function companySlugFromUrl(url: string): string | null {
  try {
    const m = /^\/company\/([^/?#]+)/i.exec(new URL(url).pathname);
    return m ? decodeURIComponent(m[1]).toLowerCase() : null;
  } catch {
    return null;
  }
}

/** "Pages you manage" under the feed's identity card: the company pages the member administers. */
export const managedPagesSel = {
  /** The feed itself: without it, "no pages" could not be told from an unknown page. */
  feed: ['main.scaffold-layout', '.scaffold-layout__main'],
  row: ['li.managed-pages__item', '[data-entity-urn^="urn:li:fsd_company:"]'],
  link: ['a.managed-pages__link', 'a[href*="/company/"]'],
} as const;

export const companySel = {
  invitePicker: ['section.org-invitee-picker', '[role="dialog"][aria-label="Invite connections to follow"]'],
  notAdmin: ['.invitee-picker__not-admin'],
  inviteRow: ['li.invitee-picker__result'],
  /** Rows still offering Invite (not following, not invited): a company campaign's audience. */
  inviteOpenRow: ['li.invitee-picker__result[data-state="invite"]'],
  inviteRowLink: ['a.invitee-picker__name', 'a[href*="/in/"]'],
  inviteButton: ['button.invitee-picker__invite', 'button[aria-label^="Invite"]'],
  inviteState: ['.invitee-picker__state'],
  errorToast: ['[data-test-artdeco-toast-item-type="error"]'],
} as const;

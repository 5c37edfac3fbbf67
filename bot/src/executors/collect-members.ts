import type { ActionOutcomes, ActionPayloads, ScrapedPerson } from '@outreach/functions/domain/bot/types';
import { groupIdFromUrl, groupPaths, groupSel } from '../linkedin/group-page-objects.ts';
import {
  attrOf,
  exists,
  findAll,
  memberIdFromUrn,
  parseDegree,
  paths,
  publicIdFromUrl,
  SEARCH_MAX_PAGES,
  siteUrl,
  splitName,
  textOf,
} from '../linkedin/page-objects.ts';
import { type ExecContext, open } from './common.ts';

/** The list page `page` of a group's members (or, later, an event's attendees), or null for other URLs. */
function listPath(sourceUrl: string, page: number): string | null {
  const groupId = groupIdFromUrl(sourceUrl);
  return groupId ? groupPaths.members(groupId, page) : null;
}

/**
 * Reads a group's member list from `startPage`, up to `maxPeople` people, as a campaign's audience.
 * A list LinkedIn hides (the account is not a member) ends the collection with `notMember`.
 */
export async function collectMembers(
  ctx: ExecContext,
  payload: ActionPayloads['collect-members'],
): Promise<ActionOutcomes['collect-members']> {
  const people: ScrapedPerson[] = [];
  const seen = new Set<string>();
  let page = Math.max(1, payload.startPage);
  let lastPage = page - 1;
  for (;;) {
    const path = listPath(payload.sourceUrl, page);
    if (!path) return { people, lastPage, exhausted: true };
    const { status } = await open(ctx, path);
    if (status === 404) return { people, lastPage, exhausted: true };
    if (!(await exists(ctx.page, groupSel.membersList)))
      return { people, lastPage, exhausted: true, notMember: true };
    const rows = await findAll(ctx.page, groupSel.member);
    let cut = false;
    for (const row of rows) {
      if (people.length >= payload.maxPeople) {
        cut = true;
        break;
      }
      const href = await attrOf(row, groupSel.memberLink, 'href');
      const publicId = href ? publicIdFromUrl(href) : null;
      if (!publicId || seen.has(publicId)) continue;
      seen.add(publicId);
      people.push({
        publicId,
        profileUrl: siteUrl(ctx.base, paths.profile(publicId)),
        memberUrn: memberIdFromUrn(await row.getAttribute('data-member-urn')),
        ...splitName((await textOf(row, groupSel.memberName)) ?? ''),
        headline: await textOf(row, groupSel.memberHeadline),
        location: await textOf(row, groupSel.memberLocation),
        pictureUrl: siteUrl(ctx.base, await attrOf(row, groupSel.memberPhoto, 'src')),
        degree: parseDegree(await textOf(row, groupSel.memberBadge)),
      });
    }
    // A page counts as read only when all of it was taken: a cut page is read again next time.
    if (cut) return { people, lastPage, exhausted: false };
    lastPage = page;
    const more = rows.length > 0 && (await exists(ctx.page, groupSel.showMore));
    if (!more || page >= SEARCH_MAX_PAGES) return { people, lastPage, exhausted: true };
    if (people.length >= payload.maxPeople) return { people, lastPage, exhausted: false };
    page += 1;
  }
}

import type { ActionOutcomes, ActionPayloads, ScrapedPerson } from '@outreach/functions/domain/bot/types';
import { companyPaths, companySel, companySlugFromUrl } from '../linkedin/company-page-objects.ts';
import { eventIdFromUrl, eventPaths, eventSel } from '../linkedin/event-page-objects.ts';
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
import { engagerListSpec } from './collect-engagers.ts';
import { type ExecContext, open } from './common.ts';

/** Where a list of people lives: the list, its rows (their insides share the group markup). */
interface ListSpec {
  path: (page: number) => string;
  list: readonly string[];
  row: readonly string[];
  /** The rows are a filtered part of the page: an empty page may still have more after it. */
  filtered?: boolean;
  /** The first page number of this list (a post's comments follow its reactions, collect-engagers.ts). */
  firstPage?: number;
  /** The list read after this one ends. */
  next?: ListSpec;
}

/**
 * A group's member list, an event's attendee list or, for a company page, the connections its
 * "Invite connections to follow" picker still offers (not following, not invited); null otherwise.
 */
function listSpec(sourceUrl: string): ListSpec | null {
  const slug = companySlugFromUrl(sourceUrl);
  if (slug)
    return {
      path: (page) => companyPaths.invite(slug, '', page),
      list: companySel.invitePicker,
      row: companySel.inviteOpenRow,
      filtered: true,
    };
  const eventId = eventIdFromUrl(sourceUrl);
  if (eventId)
    return {
      path: (page) => eventPaths.attendees(eventId, page),
      list: eventSel.attendeesList,
      row: eventSel.attendee,
    };
  const groupId = groupIdFromUrl(sourceUrl);
  if (groupId)
    return {
      path: (page) => groupPaths.members(groupId, page),
      list: groupSel.membersList,
      row: groupSel.member,
    };
  return null;
}

/**
 * Reads a group's member list, an event's attendee list, a company page's invitable connections, a
 * post's reactors then commenters or a newsletter's subscribers from `startPage`, up to `maxPeople`
 * people, as a campaign's audience. A list LinkedIn hides (the
 * account is not a member, not attending, not the page's admin) ends the collection with `notMember`.
 */
export async function collectMembers(
  ctx: ExecContext,
  payload: ActionPayloads['collect-members'],
): Promise<ActionOutcomes['collect-members']> {
  const people: ScrapedPerson[] = [];
  const seen = new Set<string>();
  let page = Math.max(1, payload.startPage);
  let lastPage = page - 1;
  let spec: ListSpec | null | undefined =
    listSpec(payload.sourceUrl) ?? (await engagerListSpec(ctx, payload.sourceUrl));
  while (spec?.next && page >= (spec.next.firstPage ?? 1)) spec = spec.next;
  if (!spec) return { people, lastPage, exhausted: true };
  for (;;) {
    const { status } = await open(ctx, spec.path(page));
    if (status === 404) return { people, lastPage, exhausted: true };
    if (!(await exists(ctx.page, spec.list))) return { people, lastPage, exhausted: true, notMember: true };
    const rows = await findAll(ctx.page, spec.row);
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
    const more = (rows.length > 0 || spec.filtered) && (await exists(ctx.page, groupSel.showMore));
    if (!more || page - (spec.firstPage ?? 1) + 1 >= SEARCH_MAX_PAGES) {
      if (!spec.next) return { people, lastPage, exhausted: true };
      spec = spec.next;
      page = spec.firstPage ?? 1;
      lastPage = page - 1;
      if (people.length >= payload.maxPeople) return { people, lastPage, exhausted: false };
      continue;
    }
    if (people.length >= payload.maxPeople) return { people, lastPage, exhausted: false };
    page += 1;
  }
}

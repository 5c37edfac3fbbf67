import type { ActionOutcomes, ActionPayloads, ScrapedPerson } from '@outreach/functions/domain/bot/types';
import {
  attrOf,
  exists,
  findAll,
  memberIdFromUrn,
  parseDegree,
  paths,
  publicIdFromUrl,
  SEARCH_MAX_PAGES,
  searchPageUrl,
  sel,
  siteUrl,
  splitName,
  textOf,
} from '../linkedin/page-objects.ts';
import { searchSiteOf } from '../linkedin/sales-navigator-page-objects.ts';
import { collectSalesNavigator } from './collect-sales-navigator.ts';
import { type ExecContext, open } from './common.ts';

/** Walks people-search result pages from `startPage` and reads up to `maxPeople` people. */
export async function collectSearch(
  ctx: ExecContext,
  payload: ActionPayloads['collect-search'],
): Promise<ActionOutcomes['collect-search']> {
  const site = searchSiteOf(payload.searchUrl);
  if (site !== 'people') return collectSalesNavigator(ctx, payload, site);
  const people: ScrapedPerson[] = [];
  const seen = new Set<string>();
  let page = Math.max(1, payload.startPage);
  let lastPage = page - 1;
  let exhausted = false;
  while (people.length < payload.maxPeople) {
    const url = searchPageUrl(ctx.base, payload.searchUrl, page);
    const u = new URL(url);
    await open(ctx, u.pathname + u.search);
    const rows = await findAll(ctx.page, sel.search.result);
    let cut = false;
    for (const row of rows) {
      if (people.length >= payload.maxPeople) {
        cut = true;
        break;
      }
      const href = await attrOf(row, sel.search.titleLink, 'href');
      const publicId = href ? publicIdFromUrl(href) : null;
      if (!publicId || seen.has(publicId)) continue;
      seen.add(publicId);
      const urn =
        (await row.getAttribute('data-member-urn')) ??
        (await attrOf(row, ['[data-member-urn]'], 'data-member-urn')) ??
        (await row.getAttribute('data-chameleon-result-urn'));
      const name = (await textOf(row, sel.search.name)) ?? '';
      const headline = await textOf(row, sel.search.headline);
      people.push({
        publicId,
        profileUrl: siteUrl(ctx.base, paths.profile(publicId)),
        memberUrn: memberIdFromUrn(urn),
        ...splitName(name),
        headline,
        location: await textOf(row, sel.search.location),
        pictureUrl: siteUrl(ctx.base, await attrOf(row, sel.search.photo, 'src')),
        degree: parseDegree(await textOf(row, sel.search.badge)),
      });
    }
    // A page counts as read only when all of it was taken: a cut page is read again next time.
    if (!cut) lastPage = page;
    const next = ctx.page.locator(sel.search.next.join(', ')).first();
    const hasNext =
      rows.length > 0 &&
      (await next.count()) > 0 &&
      !(await next.getAttribute('class'))?.includes('--disabled') &&
      (await next.getAttribute('aria-disabled')) !== 'true' &&
      !(await next.isDisabled().catch(() => false));
    if (cut) break;
    if (!hasNext || page >= SEARCH_MAX_PAGES || (await exists(ctx.page, sel.search.noResults))) {
      exhausted = true;
      break;
    }
    if (people.length >= payload.maxPeople) break;
    page += 1;
  }
  return { people, lastPage, exhausted };
}

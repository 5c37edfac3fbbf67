import { getAccount } from '@outreach/functions/domain/bot/accounts';
import type { ActionOutcomes, ActionPayloads, ScrapedPerson } from '@outreach/functions/domain/bot/types';
import { contractsOf } from '@outreach/functions/domain/linkedin/cloud-bot-info';
import {
  exists,
  parseDegree,
  paths,
  publicIdFromUrl,
  SEARCH_MAX_PAGES,
  siteUrl,
  splitName,
  urlOf,
} from '../linkedin/page-objects.ts';
import {
  contractChooserPath,
  recruiterSel,
  SALES_PAGE_SIZE,
  type SearchSite,
  salesSel,
} from '../linkedin/sales-navigator-page-objects.ts';
import { type ExecContext, open } from './common.ts';

type Sel = typeof salesSel | typeof recruiterSel;

/** Page `page` of a Sales Navigator (`page=N`) or Recruiter (`start=25·(N-1)`) search on our base. */
function pageUrl(base: string, searchUrl: string, site: SearchSite, page: number): string {
  const src = new URL(searchUrl, base);
  const out = new URL(urlOf(base, src.pathname));
  out.search = src.search;
  if (site === 'recruiter') {
    if (page > 1) out.searchParams.set('start', String((page - 1) * SALES_PAGE_SIZE));
    else out.searchParams.delete('start');
  } else if (page > 1) out.searchParams.set('page', String(page));
  else out.searchParams.delete('page');
  return out.pathname + out.search;
}

type RowText = Partial<
  Record<'href' | 'name' | 'title' | 'company' | 'location' | 'headline' | 'photo' | 'degree', string>
>;

/** Every result row's fields, read in the page at once (per field, the first selector that matches wins). */
async function readRows(ctx: ExecContext, s: Sel): Promise<RowText[]> {
  const fields = {
    href: { sel: s.profileLink, attr: 'href' },
    name: { sel: s.name },
    title: { sel: 'title' in s ? s.title : [] },
    company: { sel: 'company' in s ? s.company : [] },
    location: { sel: s.location },
    headline: { sel: s.headline },
    photo: { sel: s.photo, attr: 'src' },
    degree: { sel: 'degree' in s ? s.degree : [] },
  };
  return ctx.page.evaluate(
    ({ result, fields }) => {
      const rows = result.map((q) => [...document.querySelectorAll(q)]).find((r) => r.length) ?? [];
      return rows.map((row) => {
        const out: Record<string, string> = {};
        for (const [key, f] of Object.entries(
          fields as Record<string, { sel: readonly string[]; attr?: string }>,
        )) {
          for (const q of f.sel) {
            const el = row.querySelector(q);
            const v = el
              ? f.attr
                ? el.getAttribute(f.attr)
                : el.textContent?.replace(/\s+/g, ' ').trim()
              : null;
            if (v) {
              out[key] = v;
              break;
            }
          }
        }
        return out;
      });
    },
    { result: [...s.result], fields },
  );
}

/**
 * Walks Sales Navigator or Recruiter result pages from `startPage`, up to `maxPeople` people (each
 * row's public profile link gives the lead). An account without the product gets the upsell page:
 * the search ends with `missingProduct`.
 */
export async function collectSalesNavigator(
  ctx: ExecContext,
  payload: ActionPayloads['collect-search'],
  site: Exclude<SearchSite, 'people'>,
): Promise<ActionOutcomes['collect-search']> {
  const s: Sel = site === 'recruiter' ? recruiterSel : salesSel;
  // The contract the user chose (POST /users/set-contract-id): the session works under it first.
  if (site === 'sales-navigator') {
    const chosen = contractsOf(await getAccount(ctx.deps, ctx.acc)).selected;
    if (chosen) await open(ctx, contractChooserPath(chosen));
  }
  const people: ScrapedPerson[] = [];
  const seen = new Set<string>();
  let page = Math.max(1, payload.startPage);
  let lastPage = page - 1;
  while (people.length < payload.maxPeople) {
    const { status } = await open(ctx, pageUrl(ctx.base, payload.searchUrl, site, page));
    if (await exists(ctx.page, s.upsell)) return { people, lastPage, exhausted: true, missingProduct: site };
    if (status === 404) return { people, lastPage, exhausted: true };
    // One round trip a page: under load, a locator call per field of 25 rows took ~15 s a page.
    const rows = await readRows(ctx, s);
    let cut = false;
    for (const row of rows) {
      if (people.length >= payload.maxPeople) {
        cut = true;
        break;
      }
      const publicId = row.href ? publicIdFromUrl(row.href) : null;
      if (!publicId || seen.has(publicId)) continue;
      seen.add(publicId);
      people.push({
        publicId,
        profileUrl: siteUrl(ctx.base, paths.profile(publicId)),
        ...splitName(row.name ?? ''),
        headline: row.headline,
        title: row.title,
        company: row.company,
        location: row.location,
        pictureUrl: siteUrl(ctx.base, row.photo),
        degree: row.degree ? parseDegree(row.degree) : undefined,
      });
    }
    // A cut page is read again next time, as in the people search.
    if (!cut) lastPage = page;
    if (cut) break;
    const next = ctx.page.locator(s.next.join(', ')).first();
    const hasNext =
      rows.length > 0 &&
      (await next.count()) > 0 &&
      !(await next.getAttribute('class'))?.includes('--disabled') &&
      (await next.getAttribute('aria-disabled')) !== 'true';
    if (!hasNext || page >= SEARCH_MAX_PAGES) return { people, lastPage, exhausted: true };
    page += 1;
  }
  return { people, lastPage, exhausted: false };
}

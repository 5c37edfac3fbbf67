import type { ActionOutcomes } from '@outreach/functions/domain/bot/types';
import { companyPaths, companySlugFromUrl, managedPagesSel } from '../linkedin/company-page-objects.ts';
import { attrOf, exists, findAll, siteUrl, textOf } from '../linkedin/page-objects.ts';
import { type ExecContext, open } from './common.ts';

/**
 * Reads "Pages you manage" beside the feed: each company page the account administers, with its
 * entity URN and its URL on linkedin.com. A member who administers none has no such list.
 */
export async function syncCompanies(ctx: ExecContext): Promise<ActionOutcomes['sync-companies']> {
  await open(ctx, '/feed/');
  // An unknown page must not read as "no pages" (the stored list would be emptied): fail the action.
  if (!(await exists(ctx.page, managedPagesSel.feed))) throw new Error('Feed page not recognised');
  const companies: ActionOutcomes['sync-companies']['companies'] = [];
  const seen = new Set<string>();
  for (const row of await findAll(ctx.page, managedPagesSel.row)) {
    const entityUrn = await row.getAttribute('data-entity-urn');
    const href = await attrOf(row, managedPagesSel.link, 'href');
    const slug = href ? companySlugFromUrl(siteUrl(ctx.base, href)) : null;
    if (!entityUrn || !slug || seen.has(entityUrn)) continue;
    seen.add(entityUrn);
    companies.push({
      entityUrn,
      name: (await textOf(row, managedPagesSel.link)) ?? slug,
      url: siteUrl(ctx.base, companyPaths.page(slug)),
    });
  }
  ctx.log('managed pages read', { count: companies.length });
  return { companies };
}

import type { ActionOutcomes } from '@outreach/functions/domain/bot/types';
import { attrOf, exists, findAll, siteUrl, textOf } from '../linkedin/page-objects.ts';
import {
  salesSel,
  savedSearchesPath,
  savedSearchIdOf,
  savedSearchSel,
} from '../linkedin/sales-navigator-page-objects.ts';
import { type ExecContext, open } from './common.ts';

/**
 * Reads Sales Navigator's saved lead searches: each one's id, name and URL on linkedin.com. An
 * account without Sales Navigator meets the upsell page: no searches, and `missingProduct`.
 */
export async function syncSavedSearches(ctx: ExecContext): Promise<ActionOutcomes['sync-saved-searches']> {
  await open(ctx, savedSearchesPath);
  if (await exists(ctx.page, salesSel.upsell)) return { searches: [], missingProduct: true };
  // An unknown page must not read as "no saved searches" (the stored list would be emptied).
  if (!(await exists(ctx.page, savedSearchSel.list))) throw new Error('Saved searches page not recognised');
  const searches: ActionOutcomes['sync-saved-searches']['searches'] = [];
  const seen = new Set<string>();
  for (const row of await findAll(ctx.page, savedSearchSel.row)) {
    const href = await attrOf(row, savedSearchSel.link, 'href');
    const id = href ? savedSearchIdOf(href) : null;
    if (!href || !id || seen.has(id)) continue;
    seen.add(id);
    searches.push({
      id,
      name: (await textOf(row, savedSearchSel.link)) ?? id,
      url: siteUrl(ctx.base, `/sales/search/people?savedSearchId=${encodeURIComponent(id)}`),
    });
  }
  ctx.log('saved searches read', { count: searches.length });
  return { searches };
}

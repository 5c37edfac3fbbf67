import type { ActionOutcomes } from '@outreach/functions/domain/bot/types';
import { groupIdFromUrl, groupPaths, groupSel, parseMembersCount } from '../linkedin/group-page-objects.ts';
import { attrOf, exists, find, findAll, siteUrl, textOf } from '../linkedin/page-objects.ts';
import { type ExecContext, open } from './common.ts';

/** LinkedIn caps a member at 100 groups: a few "Show more results" at most. */
const MAX_SHOW_MORE = 10;

/** Reads "My groups": every group the account belongs to, with its URL on linkedin.com. */
export async function syncGroups(ctx: ExecContext): Promise<ActionOutcomes['sync-groups']> {
  await open(ctx, groupPaths.myGroups);
  // An unknown page must not read as "no groups" (the stored list would be emptied): fail the action.
  if (!(await exists(ctx.page, groupSel.myGroupsList))) throw new Error('My groups page not recognised');
  for (let i = 0; i < MAX_SHOW_MORE && (await exists(ctx.page, groupSel.showMore)); i++) {
    const before = (await findAll(ctx.page, groupSel.myGroup)).length;
    await find(ctx.page, groupSel.showMore).click();
    await ctx.page
      .waitForFunction(
        ([s, n]) => document.querySelectorAll(s as string).length > (n as number),
        [groupSel.myGroup[0], before],
        { timeout: 10_000 },
      )
      .catch(() => {});
  }
  const groups: ActionOutcomes['sync-groups']['groups'] = [];
  const seen = new Set<string>();
  for (const row of await findAll(ctx.page, groupSel.myGroup)) {
    const href = await attrOf(row, groupSel.myGroupLink, 'href');
    const url = href ? siteUrl(ctx.base, href) : undefined;
    const id = url ? groupIdFromUrl(url) : null;
    if (!url || !id || seen.has(id)) continue;
    seen.add(id);
    const name = (await textOf(row, groupSel.myGroupLink)) ?? id;
    const membersCount = parseMembersCount(await textOf(row, groupSel.myGroupMembers));
    groups.push({
      id,
      name,
      url: siteUrl(ctx.base, `/groups/${encodeURIComponent(id)}/`),
      ...(membersCount === undefined ? {} : { membersCount }),
    });
  }
  ctx.log('groups read', { count: groups.length });
  return { groups };
}

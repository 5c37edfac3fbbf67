import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import type { Locator } from 'playwright-core';
import { companyPaths, companySel } from '../linkedin/company-page-objects.ts';
import { attrOf, exists, find, findAll, publicIdFromUrl, textOf } from '../linkedin/page-objects.ts';
import { type ExecContext, open, RetryLater, testPause } from './common.ts';
import { submitLanding } from './compose-form.ts';

type Outcome = ActionOutcomes['invite-to-company'];

/** The picker's row of `publicId` (the search may list namesakes), or null. */
async function rowOf(ctx: ExecContext, publicId: string): Promise<Locator | null> {
  for (const row of await findAll(ctx.page, companySel.inviteRow)) {
    const href = await attrOf(row, companySel.inviteRowLink, 'href');
    if (href && publicIdFromUrl(href) === publicId) return row;
  }
  return null;
}

/** "Invited" / "Following" on the row, or null while it still offers Invite. */
async function stateOf(row: Locator): Promise<'invited' | 'following' | null> {
  if (!(await exists(row, companySel.inviteState))) return null;
  const t = ((await textOf(row, companySel.inviteState)) ?? '').toLowerCase();
  return t.includes('follow') ? 'following' : 'invited';
}

/** What a refusal toast means (the site's own words). */
export function companyRefusalResult(reason: string): Outcome['result'] {
  if (/credits|limit/i.test(reason)) return 'limit-reached';
  if (/already invited/i.test(reason)) return 'already-invited';
  if (/already follows/i.test(reason)) return 'following';
  if (/only invite your connections/i.test(reason)) return 'not-connection';
  if (/only page admins/i.test(reason)) return 'not-admin';
  return 'refused';
}

/**
 * Invites a 1st-degree connection to follow a company page through the page's "Invite connections
 * to follow" picker, searching the lead by name. Checks the site first: a row already reading
 * Invited (a crash after Invite) or Following sends nothing. Someone the picker does not list is
 * not a connection. The path is relative: it opens on the session's LinkedIn origin only.
 */
export async function inviteToCompany(
  ctx: ExecContext,
  payload: ActionPayloads['invite-to-company'],
): Promise<Outcome> {
  const { page } = ctx;
  const publicId = publicIdFromUrl(payload.profileUrl);
  if (!publicId) return { result: 'not-found' };
  const keywords = payload.name?.trim() || publicId;
  const { status } = await open(ctx, companyPaths.invite(payload.companySlug, keywords));
  // The page is gone (not the lead): a failed invitation, the lead goes on.
  if (status === 404) return { result: 'refused', reason: 'This company page does not exist' };
  if (await exists(page, companySel.notAdmin))
    return { result: 'not-admin', reason: (await textOf(page, companySel.notAdmin)) ?? undefined };
  if (!(await exists(page, companySel.invitePicker))) return { result: 'not-found' };
  const row = await rowOf(ctx, publicId);
  if (!row) return { result: 'not-connection', reason: 'Not among your 1st-degree connections' };
  const before = await stateOf(row);
  if (before === 'invited') return { result: 'already-invited' };
  if (before === 'following') return { result: 'following' };

  await testPause(ctx, 'before-submit');
  await find(row, companySel.inviteButton).click();
  if ((await submitLanding(ctx, 'Company invitation')) === 'error') {
    const reason = (await textOf(page, companySel.errorToast)) ?? 'Invitation refused';
    const result = companyRefusalResult(reason);
    return result === 'already-invited' || result === 'following' ? { result } : { result, reason };
  }
  // The picker shows the row again: it must now read Invited, else the invitation is not confirmed.
  const after = await rowOf(ctx, publicId);
  if (!after || (await stateOf(after)) !== 'invited')
    throw new RetryLater('Company invitation not confirmed', 10 * 60_000);
  await testPause(ctx, 'after-submit');
  return { result: 'invited' };
}

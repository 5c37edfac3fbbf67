import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { exists, find, findAll, textOf } from '../linkedin/page-objects.ts';
import { postSel } from '../linkedin/post-page-objects.ts';
import { extrasPaths, extrasSel } from '../linkedin/profile-extras-page-objects.ts';
import { type ExecContext, open, testPause } from './common.ts';

type Extras = Pick<ActionOutcomes['view-profile'], 'followed' | 'endorsed' | 'liked'>;
const CONFIRM_MS = 20_000;

/** Follow from the member's activity page; a Following button is left as is. */
async function followMember(ctx: ExecContext, publicId: string): Promise<boolean> {
  const { status } = await open(ctx, extrasPaths.activity(publicId));
  if (status === 404 || !(await exists(ctx.page, extrasSel.followButton))) return false;
  const button = find(ctx.page, extrasSel.followButton);
  if ((await button.getAttribute('aria-pressed')) === 'true') return true;
  await testPause(ctx, 'before-submit');
  await button.click();
  const pressed = ctx.page.locator(`${extrasSel.followButton[0]}[aria-pressed="true"]`);
  await pressed.or(find(ctx.page, extrasSel.errorToast)).first().waitFor({ timeout: CONFIRM_MS });
  if (await exists(ctx.page, extrasSel.errorToast)) {
    ctx.log('follow-refused', { text: await textOf(ctx.page, extrasSel.errorToast) });
    return false;
  }
  await testPause(ctx, 'after-submit');
  return true;
}

/** Likes the member's latest `count` posts (fewer when they posted less); liked ones count as done. */
async function likeLatestPosts(ctx: ExecContext, publicId: string, count: number): Promise<number> {
  const { status } = await open(ctx, extrasPaths.activity(publicId));
  if (status === 404) return 0;
  const posts = (await findAll(ctx.page, postSel.post)).slice(0, count);
  const todo: string[] = [];
  let liked = 0;
  for (const post of posts) {
    const urn = await post.getAttribute('data-urn');
    const pressed = await post.locator(postSel.likeButton[0]).first().getAttribute('aria-pressed');
    if (pressed === 'true') liked++;
    else if (urn) todo.push(urn);
  }
  for (const urn of todo) {
    const res = await open(ctx, `/feed/update/${urn}/`);
    if (res.status === 404 || !(await exists(ctx.page, postSel.likeButton))) continue;
    const button = find(ctx.page, postSel.likeButton);
    if ((await button.getAttribute('aria-pressed')) !== 'true') {
      await testPause(ctx, 'before-submit');
      await button.click();
      await ctx.page
        .locator(`${postSel.likeButton[0]}[aria-pressed="true"]`)
        .first()
        .waitFor({ timeout: CONFIRM_MS });
    }
    liked++;
  }
  return liked;
}

/** Endorses the member's first `count` skills; only connections can endorse (others: 0). */
async function endorseSkills(ctx: ExecContext, publicId: string, count: number): Promise<number> {
  const { status } = await open(ctx, extrasPaths.skills(publicId));
  if (status === 404) return 0;
  const skills: string[] = [];
  for (const row of await findAll(ctx.page, extrasSel.skill)) {
    const skill = await row.getAttribute('data-skill');
    if (skill && (await row.locator(extrasSel.endorseButton.join(', ')).count()) > 0) skills.push(skill);
  }
  let endorsed = 0;
  for (const skill of skills.slice(0, count)) {
    const button = ctx.page.locator(`li[data-skill="${skill.replace(/"/g, '\\"')}"] button`).first();
    if ((await button.getAttribute('aria-pressed')) === 'true') {
      endorsed++;
      continue;
    }
    await testPause(ctx, 'before-submit');
    await button.click();
    const done = ctx.page.locator(
      `li[data-skill="${skill.replace(/"/g, '\\"')}"] button[aria-pressed="true"]`,
    );
    await done.or(find(ctx.page, extrasSel.errorToast)).first().waitFor({ timeout: CONFIRM_MS });
    if (await exists(ctx.page, extrasSel.errorToast)) {
      ctx.log('endorse-refused', { text: await textOf(ctx.page, extrasSel.errorToast) });
      break;
    }
    endorsed++;
  }
  return endorsed;
}

/**
 * The LI View extras after the profile was viewed: follow, endorse skills, like posts. Each checks
 * the site first (Following, Endorsed, Liked are left alone), so a redelivered action acts once.
 */
export async function viewExtras(
  ctx: ExecContext,
  publicId: string,
  payload: Pick<ActionPayloads['view-profile'], 'follow' | 'endorse' | 'likePosts'>,
): Promise<Extras> {
  const out: Extras = {};
  if (payload.follow) out.followed = await followMember(ctx, publicId);
  if (payload.likePosts && payload.likePosts > 0)
    out.liked = await likeLatestPosts(ctx, publicId, payload.likePosts);
  if (payload.endorse && payload.endorse > 0)
    out.endorsed = await endorseSkills(ctx, publicId, payload.endorse);
  return out;
}

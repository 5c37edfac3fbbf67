import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import type { CelebrationSeen } from '@outreach/shared/rules/outreach/greetings';
import {
  attrOf,
  celebrationTypeOf,
  findAll,
  paths,
  publicIdFromUrl,
  sel,
  siteUrl,
  splitName,
  textOf,
} from '../linkedin/page-objects.ts';
import { type ExecContext, normalizeText, open } from './common.ts';
import { openThread, outgoingTexts, sendInThread } from './message.ts';

/** Reads the connections' occasions off the celebrations notifications (a read: nothing is clicked). */
export async function syncCelebrations(
  ctx: ExecContext,
  _p: ActionPayloads['sync-celebrations'],
): Promise<ActionOutcomes['sync-celebrations']> {
  await open(ctx, paths.celebrations);
  const today = new Date(ctx.deps.clock.now()).toISOString().slice(0, 10);
  const celebrations: CelebrationSeen[] = [];
  for (const card of await findAll(ctx.page, sel.notifications.celebration)) {
    const href = await attrOf(card, sel.notifications.celebrationLink, 'href');
    const publicId = href ? publicIdFromUrl(href) : null;
    const headline = normalizeText((await textOf(card, sel.notifications.celebrationLink)) ?? '');
    const type = celebrationTypeOf(await card.getAttribute('data-celebration-type'), headline);
    if (!publicId || !type) continue;
    const datetime =
      (await card.getAttribute('data-occasion-date')) ??
      (await attrOf(card, sel.notifications.celebrationTime, 'datetime'));
    const date = /^\d{4}-\d{2}-\d{2}/.test(datetime ?? '') ? (datetime as string).slice(0, 10) : today;
    const name = normalizeText((await textOf(card, sel.notifications.celebrationName)) ?? '');
    celebrations.push({
      type,
      date,
      publicId,
      profileUrl: siteUrl(ctx.base, paths.profile(publicId)),
      ...splitName(name),
    });
  }
  return { celebrations };
}

/**
 * Sends one greeting to a connection. Checks the thread first: when our latest message there is
 * already this text (sent before a crash), it is not sent again.
 */
export async function sendGreeting(
  ctx: ExecContext,
  p: ActionPayloads['send-greeting'],
): Promise<ActionOutcomes['send-greeting']> {
  const text = p.text.trim();
  const thread = await openThread(ctx, p.profileUrl);
  if (thread.result !== 'open') return { result: thread.result };
  if ((await outgoingTexts(ctx, thread.myName)).at(-1) === normalizeText(text))
    return { result: 'already-sent' };
  await sendInThread(ctx, text, thread.myName);
  return { result: 'sent' };
}

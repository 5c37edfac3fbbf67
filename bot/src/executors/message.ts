import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { exists, find, findAll, sel, textOf, whereAmI } from '../linkedin/page-objects.ts';
import {
  type ExecContext,
  LimitReached,
  normalizeText,
  open,
  openProfile,
  RetryLater,
  testPause,
} from './common.ts';

type MessageOutcome = ActionOutcomes['message'];

/** Texts of the messages we sent in the open thread, oldest first (none on a fresh compose page). */
export async function outgoingTexts(ctx: ExecContext, myName: string | undefined): Promise<string[]> {
  const out: string[] = [];
  for (const ev of await findAll(ctx.page, sel.messaging.event)) {
    const direction = await ev.getAttribute('data-direction');
    const outgoing =
      direction === 'outgoing' ||
      (!direction && !!myName && (await textOf(ev, sel.messaging.eventSender)) === myName);
    if (outgoing) out.push(normalizeText((await textOf(ev, sel.messaging.eventBody)) ?? ''));
  }
  return out;
}

/** Text of the latest message we sent in the open thread (none on a fresh compose page). */
async function latestOutgoing(ctx: ExecContext, myName: string | undefined): Promise<string | undefined> {
  return (await outgoingTexts(ctx, myName)).at(-1);
}

/**
 * Opens the thread with a 1st-degree connection from their profile (the compose link opens the
 * existing thread when there is one). `myName` tells our messages apart in threads without direction.
 */
export async function openThread(
  ctx: ExecContext,
  profileUrl: string,
): Promise<{ result: 'not-found' | 'not-connected' } | { result: 'open'; myName: string | undefined }> {
  const { page } = ctx;
  const state = await openProfile(ctx, profileUrl);
  if (!state.found) return { result: 'not-found' };
  if (!state.connected || !state.messageHref) return { result: 'not-connected' };
  const href = new URL(state.messageHref, ctx.base);
  await open(ctx, href.pathname + href.search);
  if (await exists(page, sel.messaging.notConnected)) return { result: 'not-connected' };
  const myName =
    (await page
      .locator(sel.nav.mePhoto[0])
      .first()
      .getAttribute('alt')
      .catch(() => null)) ?? undefined;
  return { result: 'open', myName };
}

/**
 * Types one message into the open thread (or compose page), sends it and waits until the thread
 * shows it as our latest message. A refusal or no confirmation throws RetryLater.
 */
export async function sendInThread(ctx: ExecContext, text: string, myName: string | undefined) {
  const { page } = ctx;
  const box = find(page, sel.messaging.box);
  await box.click();
  await box.fill(text);
  await testPause(ctx, 'before-submit');
  const before = (await findAll(page, sel.messaging.event)).length;
  const wasThread = /\/messaging\/thread\//.test(page.url());
  // LinkedIn answers a message over its limit with 429 (linkedin-facts.md): told by the status,
  // not by the toast's words.
  let limited = false;
  const onResponse = (r: { url(): string; status(): number }) => {
    if (r.status() === 429 && /\/voyagerMessagingDashMessengerMessages/.test(r.url())) limited = true;
  };
  page.on('response', onResponse);
  try {
    await find(page, sel.messaging.send).click();
    await confirmSent(ctx, text, myName, { before, wasThread, limited: () => limited });
  } finally {
    page.off('response', onResponse);
  }
}

async function confirmSent(
  ctx: ExecContext,
  text: string,
  myName: string | undefined,
  o: { before: number; wasThread: boolean; limited: () => boolean },
) {
  const { page } = ctx;
  const { before, wasThread } = o;

  // A new thread navigates to itself; an open thread appends the message in place.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if (o.limited()) throw new LimitReached('message-limit', 12 * 60 * 60_000);
      if (await exists(page, sel.invite.errorToast)) {
        throw new RetryLater((await textOf(page, sel.invite.errorToast)) ?? 'Message failed', 60 * 60_000);
      }
      const inThread =
        whereAmI(page.url()) === 'messaging' && /\/messaging\/thread\/(?!new)/.test(page.url());
      const count = (await findAll(page, sel.messaging.event)).length;
      if ((wasThread || inThread) && count > (wasThread ? before : 0)) {
        if ((await latestOutgoing(ctx, myName)) === normalizeText(text)) {
          await testPause(ctx, 'after-submit');
          return;
        }
      }
    } catch (e) {
      // Otherwise the page is navigating to the new thread.
      if (e instanceof RetryLater) throw e;
    }
    await page.waitForTimeout(200);
  }
  throw new RetryLater('Message not confirmed', 10 * 60_000);
}

/**
 * Sends a message to a 1st-degree connection. Verifies first: when the thread's latest outgoing
 * message already reads exactly this text, it was sent before (a crash after Send) and is not repeated.
 */
export async function message(ctx: ExecContext, payload: ActionPayloads['message']): Promise<MessageOutcome> {
  const text = payload.text.trim();
  const thread = await openThread(ctx, payload.profileUrl);
  if (thread.result !== 'open') return { result: thread.result };
  if ((await latestOutgoing(ctx, thread.myName)) === normalizeText(text)) return { result: 'already-sent' };
  await sendInThread(ctx, text, thread.myName);
  return { result: 'sent' };
}
